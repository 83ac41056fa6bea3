import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { aleatorio, semearVendas } from '../../../test/relatorios-semente.ts';
import { reconstruirRollup } from './index.ts';
import type { FiltrosVenda, Periodo } from './queries/base.ts';
import { contar, listar } from './queries/tabelas.ts';

// The sales listings (details, cancelled) of D-292: the page's total from the sales rollup equals the raw count for
// periods cut at month edges and local midnights (São Paulo; Tokyo for another business) and every filter — the
// rollup's keys read it, the others count the raw rows —; each page, read per source in index order and merged,
// is the same slice of the whole listing it was.

let f: Fixture;
let token: string;
let entregador = 0;
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261128);
const BASE = Date.UTC(2026, 2, 5, 12);
const TZ = 'America/Sao_Paulo';
const db = () => f.database.db;
const em = <T>(empresa: number, fn: (tx: TenantTx) => Promise<T>) => tenantDe(db(), empresa as EmpresaId).transacao(fn);

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  for (const [k, e] of [f.A.id, f.B.id].entries()) {
    const [ent] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${e}, 'Zé') RETURNING id`,
    );
    const [cli] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${e}, 'Zoe', 'zoe') RETURNING id`,
    );
    if (k === 0) entregador = Number(ent!.id);
    await semearVendas(db(), e, {
      seed: SEED + k,
      pedidos: k === 0 ? 260 : 60,
      comandas: k === 0 ? 60 : 15,
      dias: 100,
      base: BASE,
      entregadores: [Number(ent!.id)],
      clientes: [Number(cli!.id)],
    });
  }
}, 900_000);
afterAll(async () => {
  await f?.close();
});

function periodos(seed: number): [string, string][] {
  const fixos: [string, string][] = [
    ['2025-12-01', '2026-02-28'],
    ['2025-11-30', '2026-03-01'],
    ['2026-01-31', '2026-02-01'],
    ['2026-02-01', '2026-02-28'],
    ['2025-03-06', '2026-03-05'],
  ];
  const g = aleatorio(seed);
  const dia = (d: number) => new Date(Date.UTC(2025, 10, 20) + d * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 4; i++) {
    const a = g.int(0, 110);
    fixos.push([dia(a), dia(a + g.int(0, 110 - a))]);
  }
  return fixos;
}

const FILTROS = (): FiltrosVenda[] => [
  {},
  { canal: 'ifood' },
  { canal: 'mesa' },
  { tipo: 'delivery' },
  { tipo: 'mesa' },
  { canal: 'balcao', tipo: 'retirada' },
  { pagto: 'pix' },
  { bairro: 'batel' },
  { entregador_id: entregador },
];

/** Totals and pages of `empresa` in `tz`: equal to the raw count and to the whole listing's slices. */
async function comparar(empresa: number, tz: string, seed: number): Promise<number> {
  // a wide range: the days of the previous timezone outside this one's first and last day are rewritten too
  await reconstruirRollup(tenantDe(db(), empresa as EmpresaId), '2025-01-01', '2026-12-31');
  let vistos = 0;
  for (const [inicio, fim] of periodos(seed))
    for (const fl of FILTROS())
      for (const quais of ['venda', 'cancelado'] as const) {
        const p: Periodo = { inicio, fim, tz };
        const rotulo = `${inicio}..${fim} ${tz} ${JSON.stringify(fl)} ${quais}`;
        await em(empresa, async (tx) => {
          const bruto = await contar(tx, p, fl, quais, { bruto: true });
          expect(await contar(tx, p, fl, quais), rotulo).toBe(bruto);
          const todas = await listar(tx, p, fl, quais, { limite: null, offset: 0 });
          expect(todas.linhas.length, rotulo).toBe(bruto);
          for (const [limite, offset] of [
            [7, 14],
            [5, Math.max(0, bruto - 3)],
            [5, bruto + 10],
          ] as const) {
            const pg = await listar(tx, p, fl, quais, { limite, offset });
            expect(pg.total, rotulo).toBe(bruto);
            expect(pg.linhas, `${rotulo} ${limite}@${offset}`).toEqual(todas.linhas.slice(offset, offset + limite));
          }
          vistos += bruto;
        });
      }
  return vistos;
}

describe('the sales listings: totals from the rollup, pages in index order', { timeout: 600_000 }, () => {
  it('equal the raw count and the whole listing for every period and filter (São Paulo)', async () => {
    expect(await comparar(f.A.id, TZ, SEED + 9)).toBeGreaterThan(1000);
  });

  it("another business in Tokyo: its days and months at Tokyo's midnight", async () => {
    await db().execute(sql`UPDATE empresas SET timezone = 'Asia/Tokyo' WHERE id = ${f.B.id}`);
    // sales a second before and at the local midnights of 1 Feb and 1 Mar in Tokyo (UTC+9), cancelled and not
    let k = 900;
    for (const utc of ['2026-01-31T14:59:59Z', '2026-01-31T15:00:00Z', '2026-02-28T14:59:59Z', '2026-02-28T15:00:00Z'])
      for (const status of ['concluido', 'cancelado']) {
        k++;
        await db().execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status,
            subtotal_itens_centavos, total_centavos, criado_em)
          VALUES (${f.B.id}, ${k}, ${'tokyo-' + k}, 'retirada', 'balcao', ${status}, 100, 100, ${utc}::timestamptz)`);
      }
    expect(await comparar(f.B.id, 'Asia/Tokyo', SEED + 10)).toBeGreaterThan(300);
    const fev = await em(f.B.id, (tx) =>
      contar(
        tx,
        { inicio: '2026-02-01', fim: '2026-02-28', tz: 'Asia/Tokyo' },
        { canal: 'balcao', tipo: 'retirada' },
        'cancelado',
      ),
    );
    const bruto = await em(f.B.id, (tx) =>
      contar(
        tx,
        { inicio: '2026-02-01', fim: '2026-02-28', tz: 'Asia/Tokyo' },
        { canal: 'balcao', tipo: 'retirada' },
        'cancelado',
        {
          bruto: true,
        },
      ),
    );
    expect(fev).toBe(bruto);
  });

  it('the total over HTTP is the rollup’s (gone without its rows), the raw-only filters count the raw rows', async () => {
    await reconstruirRollup(tenantDe(db(), f.A.id as EmpresaId));
    const url = '/api/relatorios/vendas/detalhes?inicio=2025-12-01&fim=2026-02-28&per_page=7&page=3';
    const res = await f.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const p: Periodo = { inicio: '2025-12-01', fim: '2026-02-28', tz: TZ };
    const corpo = res.json<{ total: number; items: { id: number }[] }>();
    const todas = await em(f.A.id, (tx) => listar(tx, p, {}, 'venda', { limite: null, offset: 0 }, { bruto: true }));
    expect(corpo.total).toBe(todas.total);
    expect(corpo.items.map((i) => i.id)).toEqual(todas.linhas.slice(14, 21).map((l) => Number(l.id)));
    const semRollup = em(f.A.id, async (tx) => {
      await tx.execute(sql`DELETE FROM relatorio_vendas_diarias WHERE empresa_id = ${f.A.id}`);
      await tx.execute(sql`DELETE FROM relatorio_vendas_mensais WHERE empresa_id = ${f.A.id}`);
      const r = [await contar(tx, p, {}, 'venda'), (await contar(tx, p, { pagto: 'pix' }, 'venda')) > 0];
      throw new Error(JSON.stringify(r));
    });
    await expect(semRollup).rejects.toThrow('[0,true]');
  });
});
