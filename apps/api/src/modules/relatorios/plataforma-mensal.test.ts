import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { plataformaDe, queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { empresas } from '../../db/schema/index.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearEmpresa } from '../../../test/relatorios-semente.ts';
import { periodosDeTeste } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';
import { fusoEHoje } from './queries/base.ts';
import { porEmpresa, type EmpresaSoma } from './queries/plataforma.ts';
import { marcarDia } from './queries/rollup.ts';
import { somarBruto } from './queries/somas.ts';

// The superadmin's summary reads whole months from relatorio_vendas_mensais and the edge days from the daily rows
// (D-270): for periods cut at month edges and random ones, it must equal every business's raw sums over its own
// local days (São Paulo and Manaus), page by page, and the daily-only reading; a changed day must reach its month.

let f: Fixture;
const ids: number[] = [];
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261201);
const BASE = Date.UTC(2026, 2, 5, 12); // sales from late Nov 2025 to 5 Mar 2026
const db = () => f.database.db;
const plataforma = () => plataformaDe(db());

/** Every business's sums over [inicio, fim] from the raw orders and tabs, in the summary's order. */
async function esperado(inicio: string, fim: string) {
  const linhas: EmpresaSoma[] = [];
  for (const e of ids) {
    const s = await tenantDe(db(), e as EmpresaId).transacao(async (tx) => {
      const { tz } = await fusoEHoje(tx);
      return somarBruto(tx, { inicio, fim, tz }, {}, 'total');
    });
    if (!s[0]) continue;
    const { grupo: _g, cancelados_valor: _c, ...somas } = s[0];
    const [n] = await queryRows<{ nome: string }>(db(), sql`SELECT nome FROM empresas WHERE id = ${e}`);
    linhas.push({ empresa_id: e, nome: n!.nome, ...somas });
  }
  const liq = (l: EmpresaSoma) => l.itens + l.acrescimos + l.taxa_entrega - l.descontos;
  linhas.sort((a, b) => liq(b) - liq(a) || a.empresa_id - b.empresa_id);
  const soma = (k: keyof Omit<EmpresaSoma, 'empresa_id' | 'nome'>) => linhas.reduce((a, l) => a + l[k], 0);
  const totais = {
    pedidos: soma('pedidos'),
    itens: soma('itens'),
    acrescimos: soma('acrescimos'),
    taxa_entrega: soma('taxa_entrega'),
    descontos: soma('descontos'),
    taxa_servico: soma('taxa_servico'),
    cancelados: soma('cancelados'),
  };
  return { linhas, totais, total: linhas.length };
}

beforeAll(async () => {
  f = await createFixture();
  const [c] = await db()
    .insert(empresas)
    .values({ nome: 'Empresa C', cidade: 'Manaus', uf: 'AM', horarios_funcionamento: {} })
    .returning({ id: empresas.id });
  ids.push(f.A.id, f.B.id, c!.id);
  // B counts its days in Manaus (UTC−4): its month edges are an hour later than São Paulo's
  await db().execute(sql`UPDATE empresas SET timezone = 'America/Manaus' WHERE id = ${f.B.id}`);
  for (const [k, e] of ids.entries()) {
    await semearEmpresa(db(), e, {
      seed: SEED + k,
      pedidos: [140, 70, 40][k]!,
      comandas: [30, 15, 5][k]!,
      dias: 100,
      base: BASE,
    });
    await reconstruirRollup(tenantDe(db(), e as EmpresaId));
  }
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const periodos = () =>
  periodosDeTeste(
    SEED + 9,
    [
      ['2025-01-01', '2026-12-31'],
      ['2026-03-06', '2026-04-30'], // nothing sold
    ],
    10,
  );

describe("the superadmin's summary from the monthly and daily sales rollups", () => {
  it('equals every business raw sums, and the daily-only reading, for every period', async () => {
    let vistos = 0;
    for (const [inicio, fim] of periodos()) {
      const e = await esperado(inicio, fim);
      const todas = await porEmpresa(plataforma(), inicio, fim, { limite: null, offset: 0 });
      expect(todas, `${inicio}..${fim}`).toEqual(e);
      expect(await porEmpresa(plataforma(), inicio, fim, { limite: null, offset: 0 }, true)).toEqual(e);
      vistos += e.total;
    }
    expect(vistos).toBeGreaterThan(30);
  });

  it('pages keep the totals and the count of every business', async () => {
    const e = await esperado('2025-11-30', '2026-03-01');
    expect(e.total).toBe(3);
    for (const [limite, offset] of [
      [1, 0],
      [2, 1],
      [2, 2],
      [5, 3],
    ] as const) {
      const r = await porEmpresa(plataforma(), '2025-11-30', '2026-03-01', { limite, offset });
      expect(r).toEqual({ ...e, linhas: e.linhas.slice(offset, offset + limite) });
    }
  });

  it('a changed day reaches its month: the summary over HTTP after an order of a whole month is cancelled', async () => {
    const token = await f.token('super@teste.com');
    const [p] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM pedidos WHERE empresa_id = ${f.A.id} AND status = 'concluido'
            AND criado_em >= '2026-01-10T12:00:00Z' AND criado_em < '2026-01-20T12:00:00Z' ORDER BY id LIMIT 1`,
    );
    const antes = await esperado('2025-11-30', '2026-03-01');
    await tenantDe(db(), f.A.id as EmpresaId).transacao(async (tx) => {
      await tx.execute(sql`UPDATE pedidos SET status = 'cancelado' WHERE empresa_id = ${f.A.id} AND id = ${p!.id}`);
      await marcarDia(tx, 'pedido', Number(p!.id), 'America/Sao_Paulo');
    });
    const depois = await esperado('2025-11-30', '2026-03-01');
    expect(depois.totais.cancelados).toBe(antes.totais.cancelados + 1);
    const res = await f.app.inject({
      url: '/api/relatorios/plataforma/resumo?inicio=2025-11-30&fim=2026-03-01',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<{ items: { empresa_id: number; pedidos: number; cancelados: number }[]; total: number }>();
    expect(r.total).toBe(3);
    expect(r.items.map((i) => [i.empresa_id, i.pedidos, i.cancelados])).toEqual(
      depois.linhas.map((l) => [l.empresa_id, l.pedidos, l.cancelados]),
    );
    // the month rows themselves equal the sums of their days
    const [d] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM (
            SELECT empresa_id, date_trunc('month', dia)::date AS mes, tipo, canal, sum(pedidos)::int AS pedidos,
              sum(itens_centavos)::bigint AS itens, sum(cancelados)::int AS cancelados
            FROM relatorio_vendas_diarias GROUP BY 1, 2, 3, 4
            EXCEPT
            SELECT empresa_id, mes, tipo, canal, pedidos, itens_centavos, cancelados FROM relatorio_vendas_mensais) x`,
    );
    expect(d!.n).toBe(0);
  });
});
