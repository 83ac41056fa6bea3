import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { aleatorio, semearEmpresa } from '../../../test/relatorios-semente.ts';
import { periodosDeTeste } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';
import type { FiltrosVenda, Periodo } from './queries/base.ts';
import { bairros, bairrosBrutos } from './queries/bairros.ts';
import { marcarDia } from './queries/rollup.ts';

// Neighbourhoods from relatorio_bairros_diarios / _mensais (D-273): equal to the raw orders for periods cut at
// month edges and the filters the rollup answers (the others read the raw orders), spellings that differ in case
// and spaces grouped and shown as the period's most frequent one; a changed order reaches its day and month.

let f: Fixture;
let token: string;
let entregador = 0;
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261203);
const BASE = Date.UTC(2026, 2, 5, 12);
const TZ = 'America/Sao_Paulo';
const db = () => f.database.db;
const emA = <T>(fn: (tx: TenantTx) => Promise<T>) => tenantDe(db(), f.A.id as EmpresaId).transacao(fn);

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  for (const [k, e] of [f.A.id, f.B.id].entries()) {
    const s = await semearEmpresa(db(), e, {
      seed: SEED + k,
      pedidos: k === 0 ? 260 : 40,
      comandas: 5,
      dias: 100,
      base: BASE,
    });
    if (k === 0) entregador = s.entregador;
  }
  // more spellings of one neighbourhood, so the most frequent one changes with the period
  const g = aleatorio(SEED + 5);
  const ids = await queryRows<{ id: number }>(
    db(),
    sql`SELECT id FROM pedidos WHERE empresa_id = ${f.A.id} AND tipo = 'delivery' ORDER BY id`,
  );
  for (const { id } of ids)
    if (g.r() < 0.5)
      await db()
        .execute(sql`UPDATE pedidos SET bairro = ${g.de(['Água Verde', 'água verde', ' ÁGUA VERDE', '  ', 'Batel'])}
        WHERE empresa_id = ${f.A.id} AND id = ${id}`);
  for (const e of [f.A.id, f.B.id]) await reconstruirRollup(tenantDe(db(), e as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const periodos = () => periodosDeTeste(SEED + 9, [['2025-03-06', '2026-03-05']], 10);

describe('neighbourhoods from the daily and monthly rollups', () => {
  it('equal the raw orders for every period and filter, the raw-only filters included', async () => {
    const filtros: FiltrosVenda[] = [
      {},
      { canal: 'ifood' },
      { canal: 'site', tipo: 'retirada' },
      { pagto: 'pix' },
      { bairro: 'batel' },
      { entregador_id: entregador },
    ];
    const grafias = new Set<string>();
    for (const [inicio, fim] of periodos())
      for (const fl of filtros) {
        const p: Periodo = { inicio, fim, tz: TZ };
        const [rollup, bruto] = await emA(async (tx) => [await bairros(tx, p, fl), await bairrosBrutos(tx, p, fl)]);
        expect(rollup, `${inicio}..${fim} ${JSON.stringify(fl)}`).toEqual(bruto);
        for (const l of rollup) grafias.add(l.bairro);
      }
    // several spellings of Água Verde won some period, and the blank and missing ones were shown
    expect([...grafias].filter((b) => b.toLowerCase().trim() === 'água verde').length).toBeGreaterThan(1);
    expect(grafias.has('')).toBe(true);
    expect(grafias.has('Sem bairro')).toBe(true);
  });

  it('a changed order reaches its month; the report over HTTP equals the raw orders', async () => {
    const [p] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM pedidos WHERE empresa_id = ${f.A.id} AND tipo = 'delivery' AND status = 'concluido'
            AND criado_em >= '2026-01-10T12:00:00Z' AND criado_em < '2026-02-20T12:00:00Z' ORDER BY id LIMIT 1`,
    );
    await emA(async (tx) => {
      await tx.execute(sql`UPDATE pedidos SET bairro = 'Juvevê' WHERE empresa_id = ${f.A.id} AND id = ${p!.id}`);
      await marcarDia(tx, 'pedido', Number(p!.id), TZ);
    });
    const res = await f.app.inject({
      url: '/api/relatorios/vendas/bairros?inicio=2025-12-01&fim=2026-02-28',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: { bairro: string; pedidos: number; faturamento_liquido: number }[] }>().items;
    const bruto = await emA((tx) => bairrosBrutos(tx, { inicio: '2025-12-01', fim: '2026-02-28', tz: TZ }, {}));
    expect(items.map((i) => [i.bairro, i.pedidos, i.faturamento_liquido])).toEqual(
      bruto.map((b) => [b.bairro, b.pedidos, b.liquido / 100]),
    );
    expect(items.find((i) => i.bairro === 'Juvevê')).toMatchObject({ pedidos: 1 });
    // the answer is the rollup's (empty without its rows, rolled back), the courier filter the raw rows'
    const per: Periodo = { inicio: '2025-12-01', fim: '2026-02-28', tz: TZ };
    const semRollup = emA(async (tx) => {
      await tx.execute(sql`DELETE FROM relatorio_bairros_diarios WHERE empresa_id = ${f.A.id}`);
      await tx.execute(sql`DELETE FROM relatorio_bairros_mensais WHERE empresa_id = ${f.A.id}`);
      const r = [
        (await bairros(tx, per, {})).length,
        (await bairros(tx, per, { entregador_id: entregador })).length > 0,
      ];
      throw new Error(JSON.stringify(r));
    });
    await expect(semRollup).rejects.toThrow('[0,true]');
  });
});
