import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearEmpresa, type VendaSemeada } from '../../../test/relatorios-semente.ts';
import { ehCancelado, liquido, noPeriodo, periodosDeTeste } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';
import type { FiltrosVenda, Periodo } from './queries/base.ts';
import { canceladosPorMotivo, canceladosPorMotivoBrutos } from './queries/cancelados.ts';
import { marcarDia } from './queries/rollup.ts';

// Cancelled sales per reason from relatorio_cancelados_diarios / _mensais (D-350): for periods cut at month edges
// and local midnights, and the filters the rollup answers, equal to the raw cancelled rows; the filters it cannot
// answer read the raw rows; /cancelados' counts equal the seeded rows; a newly cancelled order reaches its day and
// month through the pending mark.

let f: Fixture;
let token: string;
let entregador = 0;
let vendas: VendaSemeada[] = [];
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261128);
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
      comandas: k === 0 ? 60 : 10,
      dias: 100,
      base: BASE,
    });
    if (k === 0) [entregador, vendas] = [s.entregador, s.vendas];
    await reconstruirRollup(tenantDe(db(), e as EmpresaId));
  }
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const periodos = () => periodosDeTeste(SEED + 9, [['2025-03-06', '2026-03-05']], 8);

describe('cancelled sales per reason from the daily and monthly rollups', () => {
  it('equal the raw cancelled rows for every period and filter, the raw-only filters included', async () => {
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
          await canceladosPorMotivo(tx, p, fl),
          await canceladosPorMotivoBrutos(tx, p, fl),
        ]);
        expect(rollup, `${inicio}..${fim} ${JSON.stringify(fl)}`).toEqual(bruto);
        vistos += rollup.length;
      }
    expect(vistos).toBeGreaterThan(100);
  });

  it('/cancelados answers the seeded cancelled sales: count, value, per reason, total and the page', async () => {
    for (const [inicio, fim] of periodos().slice(0, 6)) {
      const res = await f.app.inject({
        url: `/api/relatorios/vendas/cancelados?inicio=${inicio}&fim=${fim}&per_page=5`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json<{
        quantidade: number;
        valor: number;
        total: number;
        por_motivo: { motivo: string; quantidade: number; valor: number }[];
        items: { origem: string; id: number }[];
      }>();
      const cs = noPeriodo(vendas, inicio, fim).filter(ehCancelado);
      const porMotivo = new Map<string, [number, number]>();
      for (const v of cs) {
        const m = v.motivo?.trim() || 'Sem motivo informado';
        const [n, val] = porMotivo.get(m) ?? [0, 0];
        porMotivo.set(m, [n + 1, val + liquido(v)]);
      }
      expect([r.quantidade, r.total, r.valor]).toEqual([
        cs.length,
        cs.length,
        cs.reduce((a, v) => a + liquido(v), 0) / 100,
      ]);
      expect(new Map(r.por_motivo.map((m) => [m.motivo, [m.quantidade, m.valor]]))).toEqual(
        new Map([...porMotivo].map(([m, [n, val]]) => [m, [n, val / 100]])),
      );
      const ordenadas = cs.sort(
        (a, b) => b.em - a.em || (a.origem < b.origem ? -1 : a.origem > b.origem ? 1 : b.id - a.id),
      );
      expect(r.items.map((i) => [i.origem, i.id])).toEqual(ordenadas.slice(0, 5).map((v) => [v.origem, v.id]));
    }
  });

  it('an order cancelled with a new reason reaches its day and month; the answer is the rollup', async () => {
    const [p] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM pedidos WHERE empresa_id = ${f.A.id} AND status = 'concluido'
            AND criado_em >= '2026-01-10T12:00:00Z' AND criado_em < '2026-02-20T12:00:00Z' ORDER BY id LIMIT 1`,
    );
    await emA(async (tx) => {
      await tx.execute(sql`UPDATE pedidos SET status = 'cancelado', motivo_cancelamento = '  Chuva forte '
        WHERE empresa_id = ${f.A.id} AND id = ${p!.id}`);
      await marcarDia(tx, 'pedido', Number(p!.id), TZ);
    });
    const res = await f.app.inject({
      url: '/api/relatorios/vendas/cancelados?inicio=2025-12-01&fim=2026-02-28',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<{ total: number; por_motivo: { motivo: string; quantidade: number; valor: number }[] }>();
    const per: Periodo = { inicio: '2025-12-01', fim: '2026-02-28', tz: TZ };
    const bruto = await emA((tx) => canceladosPorMotivoBrutos(tx, per, {}));
    expect(r.por_motivo).toEqual(bruto.map((b) => ({ ...b, valor: b.valor / 100 })));
    expect(r.por_motivo.find((m) => m.motivo === 'Chuva forte')?.quantidade).toBe(1);
    expect(r.total).toBe(bruto.reduce((a, b) => a + b.quantidade, 0));
    // the split is the rollup's (empty without its rows, rolled back), the payment-method filter the raw rows'
    const semRollup = emA(async (tx) => {
      await tx.execute(sql`DELETE FROM relatorio_cancelados_diarios WHERE empresa_id = ${f.A.id}`);
      await tx.execute(sql`DELETE FROM relatorio_cancelados_mensais WHERE empresa_id = ${f.A.id}`);
      const x = [
        (await canceladosPorMotivo(tx, per, {})).length,
        (await canceladosPorMotivo(tx, per, { pagto: 'pix' })).length > 0,
      ];
      throw new Error(JSON.stringify(x));
    });
    await expect(semRollup).rejects.toThrow('[0,true]');
  });
});
