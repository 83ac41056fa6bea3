import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../../db/tenant.ts';
import { empresas } from '../../db/schema/index.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearEmpresa } from '../../../test/relatorios-semente.ts';
import { periodosDeTeste } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';
import { fusoEHoje, type Periodo } from './queries/base.ts';
import { inativosBrutos, porTipoBruto, resumoBruto, tabelaBruta } from './queries/clientes-bruto.ts';
import { tabela, type OpcoesTabela } from './queries/clientes.ts';
import { resumoCompleto, via, type Via } from './queries/clientes-resumo.ts';
import { etapas } from './queries/funil.ts';
import { marcarDia } from './queries/rollup.ts';

// The customers' reports from relatorio_clientes_diarios / _mensais / _extremos (D-300..D-302): for periods cut at
// month edges and random ones, in businesses counting their days in São Paulo, Manaus and Tokyo (sales clustered
// around each one's local midnight), equal to the raw orders and tabs; after changes that move a customer's first
// or last sale, a customer moved off a sale and a deleted customer, the reports over HTTP still equal the raw
// reading and the rollup equals a rebuild; one business never sees another's rows.

let f: Fixture;
const ids: number[] = [];
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261204);
const BASE = Date.UTC(2026, 2, 5, 12);
const db = () => f.database.db;
const em = <T>(e: number, fn: (tx: TenantTx) => Promise<T>) => tenantDe(db(), e as EmpresaId).transacao(fn);
const fuso = (e: number) => em(e, async (tx) => (await fusoEHoje(tx)).tz);

beforeAll(async () => {
  f = await createFixture();
  const [c] = await db()
    .insert(empresas)
    .values({ nome: 'Empresa C', cidade: 'Tóquio', uf: 'SP', horarios_funcionamento: {} })
    .returning({ id: empresas.id });
  ids.push(f.A.id, f.B.id, c!.id);
  await db().execute(sql`UPDATE empresas SET timezone = 'America/Manaus' WHERE id = ${f.B.id}`);
  await db().execute(sql`UPDATE empresas SET timezone = 'Asia/Tokyo' WHERE id = ${c!.id}`);
  // 40 customers in A: a few sales each over 100 days, so some go quiet for 60 days (inactive) and some are new
  for (const [k, e] of ids.entries()) {
    await semearEmpresa(db(), e, {
      seed: SEED + k,
      pedidos: [320, 120, 90][k]!,
      comandas: [60, 20, 10][k]!,
      dias: 100,
      base: BASE,
      clientes: [40, 12, 8][k]!,
      meiaNoiteUtc: [3, 4, 15][k]!,
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
      ['2025-03-06', '2026-03-05'],
      ['2026-03-06', '2026-04-30'], // after every sale: everyone who bought is inactive
      ['2026-02-10', '2026-03-05'],
    ],
    6,
  );

const TABELAS: OpcoesTabela[] = [
  ...(['faturamento', 'ticket_medio', 'pedidos'] as const).map((ordem, i) => ({
    ordem,
    dir: i % 2 ? ('asc' as const) : ('desc' as const),
    limite: 7,
    offset: i * 2,
  })),
  { ordem: 'ultimo_pedido', dir: 'asc', limite: null, offset: 0 },
  { ordem: 'ultimo_pedido', dir: 'desc', limite: 6, offset: 3 },
  { ordem: 'nome', dir: 'asc', busca: 'cliente 1', limite: 5, offset: 0 },
  { ordem: 'nome', dir: 'desc', limite: 8, offset: 0 },
  { ordem: 'faturamento', dir: 'desc', limite: 10, offset: 500 }, // past the end: the count alone
];

/** The summary, types and inactive counts as the raw reading answers them, from one statement per count. */
async function resumoPor(tx: TenantTx, p: Periodo, v: Via) {
  // the extremes' reading sums the period's sales from both sides of the rollup (D-365), the inactive days both ways
  const [r60, r7] = [
    await resumoCompleto(tx, p, { diasInativo: 60, via: v, lado: 'fora' }),
    await resumoCompleto(tx, p, { diasInativo: 7, via: v, lado: 'periodo' }),
  ];
  expect(await resumoCompleto(tx, p, { diasInativo: 60, via: v })).toEqual(r60);
  expect([r7.pedidos, r7.liquido, r7.clientes]).toEqual([r60.pedidos, r60.liquido, r60.clientes]);
  const { clientes, novos, recorrentes, pedidos, liquido, recencia_soma } = r60;
  return {
    resumo: { clientes, novos, recorrentes, pedidos, liquido, recencia_soma },
    tipos: {
      novo: { pedidos: r60.pedidos_novos, liquido: r60.liquido_novos },
      recorrente: { pedidos: pedidos - r60.pedidos_novos, liquido: liquido - r60.liquido_novos },
    },
    inativos: [r60.inativos, r7.inativos],
  };
}

/**
 * Both readings of every customers' question for one business and period, in one transaction (one now()): the
 * rollup's summary by both of its readings (the period's rows grouped by customer, and each customer's extremes
 * plus the rows after the period, D-362), the table from both sides of the rollup (the period's rows, or the
 * totals minus the rows outside it, D-365) and as the statement chooses, and the raw reading.
 */
function ambas(e: number, p: Periodo) {
  return em(e, async (tx) => {
    const r = { ...(await resumoPor(tx, p, 'meses')), tabelas: [] as unknown[] };
    const x = { ...(await resumoPor(tx, p, 'extremos')), tabelas: [] as unknown[] };
    const b = {
      resumo: await resumoBruto(tx, p),
      tipos: await porTipoBruto(tx, p),
      inativos: [await inativosBrutos(tx, p, 60), await inativosBrutos(tx, p, 7)],
      tabelas: [] as unknown[],
    };
    const auto: unknown[] = [];
    for (const o of TABELAS) {
      r.tabelas.push(await tabela(tx, p, { ...o, lado: 'periodo' }));
      x.tabelas.push(await tabela(tx, p, { ...o, lado: 'fora' }));
      auto.push(await tabela(tx, p, o));
      b.tabelas.push(await tabelaBruta(tx, p, o));
    }
    return { rollup: r, extremos: x, auto, bruto: b };
  });
}

describe("the customers' reports from the customers' rollup", () => {
  it('equal the raw reading for every period, in São Paulo, Manaus and Tokyo days', async () => {
    const vistos = { novos: 0, recorrentes: 0, inativos: 0, linhas: 0 };
    for (const e of ids) {
      const tz = await fuso(e);
      for (const [inicio, fim] of periodos()) {
        const { rollup, extremos, auto, bruto } = await ambas(e, { inicio, fim, tz });
        expect(rollup, `${e} ${tz} ${inicio}..${fim}`).toEqual(bruto);
        expect(extremos, `${e} ${tz} ${inicio}..${fim} (extremos, fora)`).toEqual(bruto);
        expect(auto, `${e} ${tz} ${inicio}..${fim} (tabela)`).toEqual(bruto.tabelas);
        vistos.novos += bruto.resumo.novos;
        vistos.recorrentes += bruto.resumo.recorrentes;
        vistos.inativos += bruto.inativos[0]!;
        vistos.linhas += (bruto.tabelas[0] as { linhas: unknown[] }).linhas.length;
      }
    }
    // the periods exercised every kind of customer and real pages
    expect(vistos.novos).toBeGreaterThan(20);
    expect(vistos.recorrentes).toBeGreaterThan(50);
    expect(vistos.inativos).toBeGreaterThan(10);
    expect(vistos.linhas).toBeGreaterThan(50);
  }, 240_000);

  it("the overview's one statement carries the funnel; each period gets the cheaper reading", async () => {
    const tz = await fuso(f.A.id);
    const p: Periodo = { inicio: '2026-01-10', fim: '2026-03-05', tz };
    const { r, e, b } = await em(f.A.id, async (tx) => ({
      r: await resumoCompleto(tx, p, { funil: true }),
      e: await etapas(tx, p),
      b: await resumoBruto(tx, p),
    }));
    expect(r.funil).toEqual(e);
    expect(r.inativos).toBeNull();
    expect(r).toMatchObject(b);
    // weeks or more that ended within a month: the customers' extremes; otherwise the period's rows
    expect(via(p, '2026-03-05')).toBe('extremos');
    expect(via(p, '2026-04-06')).toBe('meses');
    expect(via({ ...p, inicio: '2026-02-20' }, '2026-03-05')).toBe('meses');
    // without the inactive count (the overview), only from two months on
    expect(via({ ...p, inicio: '2026-02-04' }, '2026-03-05', false)).toBe('meses');
    expect(via({ ...p, inicio: '2026-01-05' }, '2026-03-05', false)).toBe('extremos');
  });

  it('after first and last sales change, a sale changes customer and a customer is deleted, HTTP equals the raw reading and the rollup a rebuild', async () => {
    const A = f.A.id;
    const tz = await fuso(A);
    const vendas = await queryRows<{ id: number; cliente_id: number }>(
      db(),
      sql`SELECT id, cliente_id FROM pedidos WHERE empresa_id = ${A} AND cliente_id IS NOT NULL
            AND status NOT IN ('pendente', 'cancelado') ORDER BY criado_em, id`,
    );
    const primeira = vendas[0]!;
    const ultima = vendas[vendas.length - 1]!;
    const outra = vendas.find((v) => v.cliente_id !== primeira.cliente_id && v.cliente_id !== ultima.cliente_id)!;
    const [sumido] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT cliente_id AS id FROM pedidos WHERE empresa_id = ${A} AND cliente_id NOT IN
            (${primeira.cliente_id}, ${ultima.cliente_id}, ${outra.cliente_id}) ORDER BY id LIMIT 1`,
    );
    await em(A, async (tx) => {
      // the first sale of the business is cancelled (its customer's first sale moves), the last one goes to the
      // first sale's customer (both customers' extremes move), another one is left without a customer
      await tx.execute(sql`UPDATE pedidos SET status = 'cancelado' WHERE empresa_id = ${A} AND id = ${primeira.id}`);
      await tx.execute(
        sql`UPDATE pedidos SET cliente_id = ${primeira.cliente_id} WHERE empresa_id = ${A} AND id = ${ultima.id}`,
      );
      await tx.execute(sql`UPDATE pedidos SET cliente_id = NULL WHERE empresa_id = ${A} AND id = ${outra.id}`);
      for (const v of [primeira, ultima, outra]) await marcarDia(tx, 'pedido', Number(v.id), tz);
    });
    // a deleted customer: its orders keep no customer (FK SET NULL) and mark nothing; its rollup rows go with it
    await db().execute(sql`DELETE FROM clientes WHERE empresa_id = ${A} AND id = ${sumido!.id}`);

    const token = await f.token('gerente.a@teste.com');
    const ler = async <T>(url: string) => {
      const res = await f.app.inject({ url: `/api/relatorios/clientes/${url}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    for (const [inicio, fim] of [
      ['2025-11-20', '2026-03-05'],
      ['2026-01-01', '2026-03-05'],
      ['2025-12-15', '2026-02-10'],
    ] as const) {
      const q = `inicio=${inicio}&fim=${fim}`;
      const p: Periodo = { inicio, fim, tz };
      const b = await em(A, async (tx) => ({
        resumo: await resumoBruto(tx, p),
        tipos: await porTipoBruto(tx, p),
        inativos: await inativosBrutos(tx, p, 60),
        tabela: await tabelaBruta(tx, p, { ordem: 'faturamento', dir: 'desc', limite: 100, offset: 0 }),
      }));
      const v = await ler<Record<string, unknown>>(`visao-geral?${q}`);
      expect(v, q).toMatchObject({
        clientes: b.resumo.clientes,
        novos: b.resumo.novos,
        recorrentes: b.resumo.recorrentes,
        pedidos: b.resumo.pedidos,
        faturamento_liquido: b.resumo.liquido / 100,
      });
      const t = await ler<{ items: { tipo: string; clientes: number; pedidos: number }[] }>(`tipos?${q}`);
      expect(t.items.map((i) => [i.tipo, i.clientes, i.pedidos])).toEqual([
        ['novo', b.resumo.novos, b.tipos.novo.pedidos],
        ['recorrente', b.resumo.recorrentes, b.tipos.recorrente.pedidos],
        ['inativo', b.inativos, 0],
      ]);
      // the routes read these old periods from the period's rows; the customers' extremes must agree as well
      for (const v of ['meses', 'extremos'] as const)
        expect(await em(A, (tx) => resumoCompleto(tx, p, { diasInativo: 60, via: v })), `${q} ${v}`).toEqual({
          ...b.resumo,
          pedidos_novos: b.tipos.novo.pedidos,
          liquido_novos: b.tipos.novo.liquido,
          inativos: b.inativos,
        });
      const pagina = { ordem: 'faturamento', dir: 'desc', limite: 100, offset: 0 } as const;
      for (const lado of ['periodo', 'fora'] as const)
        expect(await em(A, (tx) => tabela(tx, p, { ...pagina, lado })), `${q} ${lado}`).toEqual(b.tabela);
      const tab = await ler<{
        total: number;
        items: { cliente_id: number; pedidos: number; primeiro_pedido: string; ultimo_pedido: string }[];
      }>(`tabela?${q}&per_page=100`);
      expect(tab.total).toBe(b.tabela.total);
      expect(tab.items.map((i) => [i.cliente_id, i.pedidos, i.primeiro_pedido, i.ultimo_pedido])).toEqual(
        b.tabela.linhas.map((l) => [l.cliente_id, l.pedidos, l.primeiro, l.ultimo]),
      );
      expect(tab.items.some((i) => i.cliente_id === Number(sumido!.id))).toBe(false);
    }
    // what the pending days and the cascade left equals a rebuild of the whole history
    const tabelas = async () => {
      const out: unknown[] = [];
      for (const [t, ordem] of [
        ['relatorio_clientes_diarios', 'dia, cliente_id'],
        ['relatorio_clientes_mensais', 'mes, cliente_id'],
        ['relatorio_clientes_extremos', 'cliente_id'],
      ] as const)
        out.push(
          await queryRows(
            db(),
            sql`SELECT * FROM ${sql.identifier(t)} WHERE empresa_id = ${A} ORDER BY ${sql.raw(ordem)}`,
          ),
        );
      return out;
    };
    const antes = await tabelas();
    expect((antes[2] as unknown[]).length).toBeGreaterThan(30);
    await reconstruirRollup(tenantDe(db(), A as EmpresaId));
    expect(await tabelas()).toEqual(antes);
  });

  it("a business reads only its own customers' rows", async () => {
    const [A, B] = [f.A.id, f.B.id];
    const contar = (e: number, outra: number) =>
      em(e, async (tx) => {
        const n: number[] = [];
        for (const t of ['relatorio_clientes_diarios', 'relatorio_clientes_mensais', 'relatorio_clientes_extremos']) {
          // no business filter written: row-level security alone hides the other business's rows
          const [r] = await queryRows<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM ${sql.identifier(t)} WHERE empresa_id = ${outra}`,
          );
          n.push(r!.n);
        }
        return n;
      });
    expect(await contar(A, B)).toEqual([0, 0, 0]);
    expect(await contar(B, A)).toEqual([0, 0, 0]);
    const [dono] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM relatorio_clientes_diarios r JOIN clientes c ON c.id = r.cliente_id
          WHERE c.empresa_id <> r.empresa_id`,
    );
    expect(dono!.n).toBe(0);
    // B's report over HTTP counts B's customers only (the raw reading of B, in Manaus days)
    const tokenB = await f.token('gerente.b@teste.com');
    const res = await f.app.inject({
      url: '/api/relatorios/clientes/visao-geral?inicio=2025-11-20&fim=2026-03-05',
      headers: bearer(tokenB),
    });
    expect(res.statusCode, res.body).toBe(200);
    const tz = await fuso(B);
    const b = await em(B, (tx) => resumoBruto(tx, { inicio: '2025-11-20', fim: '2026-03-05', tz }));
    expect(b.clientes).toBeGreaterThan(5);
    expect(res.json()).toMatchObject({ clientes: b.clientes, novos: b.novos, pedidos: b.pedidos });
  });
});
