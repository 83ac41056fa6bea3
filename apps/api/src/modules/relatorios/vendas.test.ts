import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { aleatorio, semearVendas, type VendaSemeada } from '../../../test/relatorios-semente.ts';
import { diaLocal, ehCancelado, ehVenda, esperado, liquido, noPeriodo } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';

// Every sales report against the definitions restated over the seeded rows (test/relatorios-semente.ts), for
// random periods, with sales clustered around São Paulo's midnight; the rollup against the raw rows.

let f: Fixture;
let token: string;
let vendas: VendaSemeada[];
let entregadores: number[];
const BASE = Date.UTC(2026, 10, 20, 12);
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261127);

const get = async (url: string) => {
  const res = await f.app.inject({ url: `/api${url}`, headers: bearer(token) });
  return res;
};
const json = async <T = Record<string, unknown>>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const db = f.database.db;
  const ids = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, q)).map((r) => Number(r.id));
  entregadores = await ids(sql`INSERT INTO entregadores (empresa_id, nome, recebe_diaria, valor_diaria_centavos)
    VALUES (${f.A.id}, 'Ana', true, 6000), (${f.A.id}, 'Beto', false, 0) RETURNING id`);
  const clientes = await ids(sql`INSERT INTO clientes (empresa_id, nome, telefone, nome_busca)
    VALUES (${f.A.id}, 'Carla', '+5541999990001', 'carla'), (${f.A.id}, 'Davi', '+5541999990002', 'davi'),
           (${f.A.id}, 'Eva', '+5541999990003', 'eva') RETURNING id`);
  vendas = await semearVendas(db, f.A.id, {
    seed: SEED,
    pedidos: 160,
    comandas: 40,
    dias: 45,
    base: BASE,
    entregadores,
    clientes,
  });
  // B's sales on the same days: never in A's reports
  const eB = await ids(sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${f.B.id}, 'Zé') RETURNING id`);
  const cB = await ids(
    sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.B.id}, 'Zoe', 'zoe') RETURNING id`,
  );
  await semearVendas(db, f.B.id, {
    seed: SEED + 1,
    pedidos: 40,
    comandas: 10,
    dias: 45,
    base: BASE,
    entregadores: eB,
    clientes: cB,
  });
  for (const id of [f.A.id, f.B.id]) await reconstruirRollup(tenantDe(db, id as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

function periodos(n: number): [string, string][] {
  const g = aleatorio(SEED + 7);
  const out: [string, string][] = [];
  for (let i = 0; i < n; i++) {
    const a = diaLocal(BASE - g.int(0, 50) * 86_400_000);
    const b = diaLocal(BASE - g.int(0, 50) * 86_400_000);
    out.push(a <= b ? [a, b] : [b, a]);
  }
  return out;
}

describe('sales reports equal the definitions over the raw rows', () => {
  for (const [inicio, fim] of periodos(6)) {
    it(`resumo, canais, tipos, série e comparativo de ${inicio} a ${fim}`, async () => {
      const doPeriodo = noPeriodo(vendas, inicio, fim);
      const { periodo, ...resumo } = await json(`/relatorios/vendas/resumo?inicio=${inicio}&fim=${fim}`);
      expect(periodo).toMatchObject({ inicio, fim, timezone: 'America/Sao_Paulo' });
      expect(resumo).toEqual(esperado(doPeriodo));

      const canais = await json<{ items: { grupo: string; pedidos: number; faturamento_liquido: number }[] }>(
        `/relatorios/vendas/canais?inicio=${inicio}&fim=${fim}`,
      );
      const porCanal = new Map<string, VendaSemeada[]>();
      for (const v of doPeriodo.filter(ehVenda)) porCanal.set(v.canal, [...(porCanal.get(v.canal) ?? []), v]);
      expect(new Map(canais.items.map((c) => [c.grupo, [c.pedidos, c.faturamento_liquido]]))).toEqual(
        new Map([...porCanal].map(([k, vs]) => [k, [vs.length, vs.reduce((a, v) => a + liquido(v), 0) / 100]])),
      );

      const tipos = await json<{ items: { grupo: string; pedidos: number }[] }>(
        `/relatorios/vendas/tipos-pedido?inicio=${inicio}&fim=${fim}&tipo=mesa`,
      );
      const mesas = doPeriodo.filter((v) => ehVenda(v) && v.tipo === 'mesa');
      expect(tipos.items.map((t) => [t.grupo, t.pedidos])).toEqual(mesas.length ? [['mesa', mesas.length]] : []);

      const serie = await json<{ pontos: { inicio: string; pedidos: number; faturamento_liquido: number }[] }>(
        `/relatorios/vendas/serie-temporal?inicio=${inicio}&fim=${fim}&agrupar=dia`,
      );
      for (const p of serie.pontos) {
        const doDia = esperado(noPeriodo(vendas, p.inicio, p.inicio));
        expect([p.inicio, p.pedidos, p.faturamento_liquido]).toEqual([
          p.inicio,
          doDia.pedidos,
          doDia.faturamento_liquido,
        ]);
      }

      const comp = await json<{
        variacao: Record<string, { atual: number; anterior: number; delta_pct: number | null }>;
        periodo_anterior: { inicio: string; fim: string };
      }>(`/relatorios/vendas/comparativo?inicio=${inicio}&fim=${fim}`);
      const ant = esperado(noPeriodo(vendas, comp.periodo_anterior.inicio, comp.periodo_anterior.fim));
      expect(comp.variacao.pedidos).toMatchObject({ atual: resumo.pedidos, anterior: ant.pedidos });
      expect(comp.variacao.faturamento_liquido!.delta_pct).toBe(
        ant.faturamento_liquido === 0
          ? null
          : Math.round(
              (((resumo.faturamento_liquido as number) - ant.faturamento_liquido) / ant.faturamento_liquido) * 1000,
            ) / 10,
      );
    });
  }

  it('filters by payment kind, courier and neighbourhood (raw path) as the definitions say', async () => {
    const [inicio, fim] = [diaLocal(BASE - 40 * 86_400_000), diaLocal(BASE)];
    const doPeriodo = noPeriodo(vendas, inicio, fim);
    const pix = await json(`/relatorios/vendas/resumo?inicio=${inicio}&fim=${fim}&pagto=pix`);
    const { periodo: _p, ...r } = pix;
    expect(r).toEqual(esperado(doPeriodo.filter((v) => v.pagamentos.some((x) => x.forma_tipo === 'pix'))));
    const doEntregador = await json(
      `/relatorios/vendas/resumo?inicio=${inicio}&fim=${fim}&entregador_id=${entregadores[0]}`,
    );
    expect(doEntregador.pedidos).toBe(
      doPeriodo.filter((v) => ehVenda(v) && v.entregador_id === entregadores[0]).length,
    );
    const batel = await json(`/relatorios/vendas/resumo?inicio=${inicio}&fim=${fim}&bairro=BATEL`);
    expect(batel.pedidos).toBe(
      doPeriodo.filter((v) => ehVenda(v) && v.bairro?.trim().toLowerCase() === 'batel').length,
    );
  });

  it('payment methods, neighbourhoods, details and cancelled', async () => {
    const [inicio, fim] = [diaLocal(BASE - 30 * 86_400_000), diaLocal(BASE - 3 * 86_400_000)];
    const doPeriodo = noPeriodo(vendas, inicio, fim);
    const formas = await json<{ items: { forma: string; valor: number; taxa_servico: number; pedidos: number }[] }>(
      `/relatorios/vendas/formas-pagamento?inicio=${inicio}&fim=${fim}`,
    );
    const porForma = new Map<string, [number, number, number]>();
    for (const v of doPeriodo.filter(ehVenda))
      for (const x of new Set(v.pagamentos.map((p) => p.forma))) {
        const [n, val, tx] = porForma.get(x) ?? [0, 0, 0];
        const ps = v.pagamentos.filter((p) => p.forma === x);
        porForma.set(x, [n + 1, val + ps.reduce((a, p) => a + p.valor, 0), tx + ps.reduce((a, p) => a + p.taxa, 0)]);
      }
    expect(new Map(formas.items.map((l) => [l.forma, [l.pedidos, l.valor, l.taxa_servico]]))).toEqual(
      new Map([...porForma].map(([k, [n, v, t]]) => [k, [n, v / 100, t / 100]])),
    );

    const bairros = await json<{ items: { bairro: string; pedidos: number }[] }>(
      `/relatorios/vendas/bairros?inicio=${inicio}&fim=${fim}`,
    );
    const entregas = doPeriodo.filter((v) => ehVenda(v) && v.tipo === 'delivery');
    expect(bairros.items.reduce((a, b) => a + b.pedidos, 0)).toBe(entregas.length);
    expect(bairros.items.find((b) => b.bairro.toLowerCase() === 'batel')?.pedidos ?? 0).toBe(
      entregas.filter((v) => v.bairro?.trim().toLowerCase() === 'batel').length,
    );

    const det = await json<{ total: number; items: { id: number; origem: string; total: number }[] }>(
      `/relatorios/vendas/detalhes?inicio=${inicio}&fim=${fim}&page=2&per_page=10`,
    );
    const ordenadas = doPeriodo
      .filter(ehVenda)
      .sort((a, b) => b.em - a.em || (a.origem < b.origem ? -1 : a.origem > b.origem ? 1 : b.id - a.id));
    expect(det.total).toBe(ordenadas.length);
    expect(det.items.map((i) => [i.origem, i.id, i.total])).toEqual(
      ordenadas.slice(10, 20).map((v) => [v.origem, v.id, liquido(v) / 100]),
    );

    const canc = await json<{ quantidade: number; valor: number; total: number }>(
      `/relatorios/vendas/cancelados?inicio=${inicio}&fim=${fim}`,
    );
    const cs = doPeriodo.filter(ehCancelado);
    expect([canc.quantidade, canc.valor, canc.total]).toEqual([
      cs.length,
      cs.reduce((a, v) => a + liquido(v), 0) / 100,
      cs.length,
    ]);
  });

  it('CSV of the details: every row of the period, the same figures, formula text neutralised', async () => {
    const [inicio, fim] = [diaLocal(BASE - 20 * 86_400_000), diaLocal(BASE)];
    const res = await get(`/relatorios/vendas/detalhes/csv?inicio=${inicio}&fim=${fim}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const linhas = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const json2 = await json<{ total: number }>(`/relatorios/vendas/detalhes?inicio=${inicio}&fim=${fim}`);
    expect(linhas).toHaveLength(json2.total + 1);
    expect(linhas[0]).toContain('Taxa de serviço');
  });

  it('the rollup equals the raw sums for random periods, and a rebuild changes nothing', async () => {
    const db = f.database.db;
    const antes = await queryRows(
      db,
      sql`SELECT * FROM relatorio_vendas_diarias WHERE empresa_id = ${f.A.id} ORDER BY dia, tipo, canal`,
    );
    await reconstruirRollup(tenantDe(db, f.A.id as EmpresaId));
    const depois = await queryRows(
      db,
      sql`SELECT * FROM relatorio_vendas_diarias WHERE empresa_id = ${f.A.id} ORDER BY dia, tipo, canal`,
    );
    expect(depois).toEqual(antes);
    for (const [inicio, fim] of periodos(5)) {
      const [r] = await queryRows<{ pedidos: number; liq: number; canc: number }>(
        db,
        sql`SELECT COALESCE(sum(pedidos), 0)::int AS pedidos,
              COALESCE(sum(itens_centavos + acrescimos_centavos + taxa_entrega_centavos - descontos_centavos), 0)::float8 AS liq,
              COALESCE(sum(cancelados), 0)::int AS canc
            FROM relatorio_vendas_diarias WHERE empresa_id = ${f.A.id} AND dia BETWEEN ${inicio}::date AND ${fim}::date`,
      );
      const raw = noPeriodo(vendas, inicio, fim);
      expect(r).toEqual({
        pedidos: raw.filter(ehVenda).length,
        liq: raw.filter(ehVenda).reduce((a, v) => a + liquido(v), 0),
        canc: raw.filter(ehCancelado).length,
      });
    }
  });
});

describe('period bounds', () => {
  it('refuses a 20-year range, half a period, and hours over 31 days, in Portuguese (400, never 500)', async () => {
    for (const url of [
      '/relatorios/vendas/resumo?inicio=2006-01-01&fim=2026-01-01',
      '/relatorios/vendas/detalhes/csv?inicio=2006-01-01&fim=2026-01-01',
      '/relatorios/clientes/tabela?inicio=2006-01-01&fim=2026-01-01',
      '/relatorios/catalogo/abc?inicio=1900-01-01&fim=2100-12-31',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail).toBe('O período máximo é de 366 dias: escolha um intervalo menor');
    }
    expect((await get('/relatorios/vendas/resumo?inicio=2026-01-01')).json().detail).toBe(
      'Informe o início e o fim do período',
    );
    expect((await get('/relatorios/vendas/resumo?inicio=2026-02-01&fim=2026-01-01')).statusCode).toBe(400);
    const hora = await get('/relatorios/vendas/serie-temporal?inicio=2026-01-01&fim=2026-03-01&agrupar=hora');
    expect(hora.json().detail).toBe('O período máximo é de 31 dias: escolha um intervalo menor');
    expect((await get('/relatorios/vendas/resumo?inicio=2025-01-01&fim=2026-01-01')).statusCode).toBe(200);
  });

  it('presets resolve in the business timezone; a week series starts on Monday', async () => {
    const r = await json<{ periodo: { inicio: string; fim: string; dias: number } }>(
      '/relatorios/vendas/resumo?preset=7d',
    );
    expect(r.periodo.dias).toBe(7);
    expect(r.periodo.fim).toBe(diaLocal(Date.now()));
    const s = await json<{ pontos: { inicio: string }[] }>(
      '/relatorios/vendas/serie-temporal?inicio=2026-11-04&fim=2026-11-20&agrupar=semana',
    );
    expect(s.pontos.map((p) => p.inicio)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
  });
});
