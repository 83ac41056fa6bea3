import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearEmpresa } from '../../../test/relatorios-semente.ts';
import { periodosDeTeste } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';
import type { FiltrosVenda, Periodo } from './queries/base.ts';
import { formasPagamento, formasPagamentoBrutas } from './queries/formas.ts';
import { marcarDia } from './queries/rollup.ts';

// Payment methods from relatorio_formas_diarias / _mensais (D-272): for periods cut at month edges and local
// midnights, and the filters the rollup answers, equal to the raw payments; the filters it cannot answer read the
// raw payments; a changed sale reaches its day and month through the pending mark.

let f: Fixture;
let token: string;
let entregador = 0;
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261202);
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
      pedidos: k === 0 ? 220 : 40,
      comandas: k === 0 ? 60 : 10,
      dias: 100,
      base: BASE,
    });
    if (k === 0) entregador = s.entregador;
    await reconstruirRollup(tenantDe(db(), e as EmpresaId));
  }
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const periodos = () => periodosDeTeste(SEED + 9, [['2025-03-06', '2026-03-05']], 8);

describe('payment methods from the daily and monthly rollups', () => {
  it('equal the raw payments for every period and filter, the raw-only filters included', async () => {
    const filtros: FiltrosVenda[] = [
      {},
      { canal: 'ifood' },
      { tipo: 'delivery' },
      { tipo: 'mesa' },
      { canal: 'mesa', tipo: 'mesa' },
      { pagto: 'pix' },
      { bairro: 'batel' },
      { entregador_id: entregador },
    ];
    let vistos = 0;
    for (const [inicio, fim] of periodos())
      for (const fl of filtros) {
        const p: Periodo = { inicio, fim, tz: TZ };
        const [rollup, bruto] = await emA(async (tx) => [
          await formasPagamento(tx, p, fl),
          await formasPagamentoBrutas(tx, p, fl),
        ]);
        expect(rollup, `${inicio}..${fim} ${JSON.stringify(fl)}`).toEqual(bruto);
        vistos += rollup.length;
      }
    expect(vistos).toBeGreaterThan(200);
  });

  it('a sale paid by a new method reaches its month; the report over HTTP equals the raw payments', async () => {
    const [p] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM pedidos WHERE empresa_id = ${f.A.id} AND status = 'concluido'
            AND criado_em >= '2026-01-10T12:00:00Z'
            AND criado_em < '2026-02-20T12:00:00Z' ORDER BY id LIMIT 1`,
    );
    await emA(async (tx) => {
      await tx.execute(sql`INSERT INTO pedido_pagamentos (empresa_id, pedido_id, tipo, forma_tipo, valor_centavos)
        VALUES (${f.A.id}, ${p!.id}, 'Vale-refeição', 'vale', 1234)`);
      await marcarDia(tx, 'pedido', Number(p!.id), TZ);
    });
    const res = await f.app.inject({
      url: '/api/relatorios/vendas/formas-pagamento?inicio=2025-12-01&fim=2026-02-28',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: { forma: string; pedidos: number; valor: number }[] }>().items;
    const bruto = await emA((tx) => formasPagamentoBrutas(tx, { inicio: '2025-12-01', fim: '2026-02-28', tz: TZ }, {}));
    expect(items.map((i) => [i.forma, i.pedidos, i.valor])).toEqual(
      bruto.map((b) => [b.forma, b.pedidos, b.valor / 100]),
    );
    expect(items.find((i) => i.forma === 'Vale-refeição')).toMatchObject({ pedidos: 1, valor: 12.34 });
    // the answer is the rollup's (empty without its rows, rolled back), the payment-method filter the raw rows'
    const per: Periodo = { inicio: '2025-12-01', fim: '2026-02-28', tz: TZ };
    const semRollup = emA(async (tx) => {
      await tx.execute(sql`DELETE FROM relatorio_formas_diarias WHERE empresa_id = ${f.A.id}`);
      await tx.execute(sql`DELETE FROM relatorio_formas_mensais WHERE empresa_id = ${f.A.id}`);
      const r = [
        (await formasPagamento(tx, per, {})).length,
        (await formasPagamento(tx, per, { pagto: 'pix' })).length > 0,
      ];
      throw new Error(JSON.stringify(r));
    });
    await expect(semRollup).rejects.toThrow('[0,true]');
  });
});
