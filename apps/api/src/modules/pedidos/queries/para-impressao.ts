import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { CANAIS_SITE } from '@app/shared/domain/pedido-status.ts';
import { pedidoJson } from './consulta.ts';

// What printing reads of orders (the printing module sits above orders and reaches them only through index.ts).

/** The order as read for printing (spec §3), or null when it is not this business's. */
export async function pedidoParaImpressao(tx: TenantTx, id: number): Promise<Pedido | null> {
  const [row] = await queryRows<{ j: Pedido }>(
    tx,
    sql`SELECT ${pedidoJson(tx)} AS j FROM pedidos p WHERE p.empresa_id = ${tx.empresaId} AND p.id = ${id}`,
  );
  return row?.j ?? null;
}

/** Several orders as read for printing, oldest first. */
export async function pedidosParaImpressao(tx: TenantTx, ids: readonly number[]): Promise<Pedido[]> {
  if (ids.length === 0) return [];
  const lista = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const rows = await queryRows<{ j: Pedido }>(
    tx,
    sql`SELECT ${pedidoJson(tx)} AS j FROM pedidos p
    WHERE p.empresa_id = ${tx.empresaId} AND p.id IN (${lista}) ORDER BY p.criado_em, p.id`,
  );
  return rows.map((r) => r.j);
}

/**
 * Ids of the site orders (spec §4: channels site, public, cardapio) in `preparacao` created in the last `horas`
 * hours, oldest first, for which `filtro(p.id)` holds — the caller's own condition on its own table (printing:
 * "not printed yet"), so the choice stays one statement on the board's index.
 */
export async function siteEmPreparacao(
  tx: TenantTx,
  filtro: (pedidoId: SQL) => SQL,
  horas: number,
  limite: number,
): Promise<number[]> {
  const canais = sql.join(
    CANAIS_SITE.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT p.id FROM pedidos p
    WHERE p.empresa_id = ${tx.empresaId} AND p.criado_em > now() - make_interval(hours => ${horas})
      AND p.status = 'preparacao' AND p.canal IN (${canais}) AND ${filtro(sql`p.id`)}
    ORDER BY p.criado_em, p.id LIMIT ${limite}`,
  );
  return rows.map((r) => Number(r.id));
}

export async function pedidoExiste(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT p.id FROM pedidos p WHERE p.empresa_id = ${tx.empresaId} AND p.id = ${id}`,
  );
  return rows.length > 0;
}
