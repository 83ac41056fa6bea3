import type { MudancaDeStatus } from '../../pedidos/index.ts';
import type { MudancaDeComanda } from '../../mesas/index.ts';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import type { PlataformaDb, Tenant, TenantTx } from '../../../db/tenant.ts';
import { fusoEHoje } from '../queries/base.ts';
import * as q from '../queries/rollup.ts';
import { somarDias } from './periodo.ts';

// Keeping the daily rollup exact, cheaply for the orders: an order or a tab that changes marks the day it is dated
// by as pending, in its own transaction (registered on the orders' and the tables' effects in index.ts); a report
// rewrites the business's pending days from the raw rows before it reads the rollup (`atualizarPendentes`, in the
// reading transaction). A day's rewrite reads only that day, so its cost does not grow with history, and it is paid
// by the rare report read, not by every order of a busy evening under the order-number lock.

export async function aoMudarPedido(tx: TenantTx, m: MudancaDeStatus): Promise<void> {
  await q.marcarDia(tx, 'pedido', m.pedidoId, DEFAULT_TIMEZONE);
}

/** A courier set on an order, or a cancelled order deleted: its day's couriers (and cancelled sales) change. */
export async function aoAlterarPedido(tx: TenantTx, pedidoId: number): Promise<void> {
  await q.marcarDia(tx, 'pedido', pedidoId, DEFAULT_TIMEZONE);
}

export async function aoMudarComanda(tx: TenantTx, m: MudancaDeComanda): Promise<void> {
  await q.marcarDia(tx, 'comanda', m.comandaId, DEFAULT_TIMEZONE);
}

/**
 * Rewrites the business's pending days (runs of consecutive days in one rewrite each). `dias`: the pending days
 * already read in this transaction (`fusoHojeEPendentes`), so they are not asked again.
 */
export async function atualizarPendentes(tx: TenantTx, tz: string, dias?: string[]): Promise<void> {
  dias ??= await q.diasPendentes(tx);
  for (let i = 0; i < dias.length;) {
    let j = i;
    while (j + 1 < dias.length && dias[j + 1] === somarDias(dias[j]!, 1)) j++;
    await q.reescreverDias(tx, dias[i]!, dias[j]!, tz);
    i = j + 1;
  }
}

/**
 * The same for every business with a pending day (the superadmin's summary reads all of them), each business in
 * its own transaction, `conexoes` businesses at a time (D-332): on a busy evening nearly every business has today
 * pending, and a day's rewrite is a few dozen short statements whose round trips, not the database's work, set its
 * time. Different businesses never share a lock (every lock of a rewrite is keyed by its business), so they run
 * side by side; the first failure stops the others from taking more businesses and is thrown.
 */
export async function atualizarPendentesDeTodas(
  db: PlataformaDb,
  tenantDe: (empresaId: number) => Tenant,
  conexoes = 1,
): Promise<void> {
  const ids = await q.empresasComPendentes(db);
  let proxima = 0;
  let falhou = false;
  const trabalhador = async () => {
    while (!falhou && proxima < ids.length) {
      const id = ids[proxima++]!;
      try {
        await tenantDe(id).transacao(async (tx) => atualizarPendentes(tx, (await fusoEHoje(tx)).tz));
      } catch (e) {
        falhou = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(conexoes, ids.length) }, trabalhador));
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
