import type { MudancaDeStatus } from '../../pedidos/index.ts';
import type { MudancaDeComanda } from '../../mesas/index.ts';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { fusoEHoje } from '../queries/base.ts';
import * as q from '../queries/rollup.ts';
import { somarDias } from './periodo.ts';

// Keeping the daily rollup exact: the day an order or a tab is dated by is rewritten from the raw rows in the
// transaction that changed it (registered on the orders' and the tables' effects in index.ts). A day's rewrite
// reads only that day, so the cost does not grow with history.

export async function aoMudarPedido(tx: TenantTx, m: MudancaDeStatus): Promise<void> {
  const { tz } = await fusoEHoje(tx);
  const dia = await q.diaDe(tx, 'pedido', m.pedidoId, tz);
  if (dia) await q.reescreverDias(tx, dia, dia, tz);
}

export async function aoMudarComanda(tx: TenantTx, m: MudancaDeComanda): Promise<void> {
  const { tz } = await fusoEHoje(tx);
  const dia = await q.diaDe(tx, 'comanda', m.comandaId, tz);
  if (dia) await q.reescreverDias(tx, dia, dia, tz);
}

/** Chunk of a rebuild: a month of days per transaction, so a long history never holds one long transaction. */
const BLOCO_DIAS = 31;

/**
 * Rewrites the rollup of [inicio, fim] (default: the business's whole history) from the raw rows: after a change
 * of timezone, a restore, or data written outside the app. Idempotent.
 */
export async function reconstruir(t: Tenant, inicio?: string, fim?: string): Promise<{ dias: number }> {
  const { tz, de, ate } = await t.transacao(async (tx) => {
    const { tz } = await fusoEHoje(tx);
    const e = await q.extremos(tx, tz);
    return { tz, de: inicio ?? e.min, ate: fim ?? e.max };
  });
  if (!de || !ate) return { dias: 0 };
  let dias = 0;
  for (let d = de; d <= ate; d = somarDias(d, BLOCO_DIAS)) {
    const f = somarDias(d, BLOCO_DIAS - 1) < ate ? somarDias(d, BLOCO_DIAS - 1) : ate;
    await t.transacao((tx) => q.reescreverDias(tx, d, f, tz));
    dias += BLOCO_DIAS;
  }
  return { dias };
}
