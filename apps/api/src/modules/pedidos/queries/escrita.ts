import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { PedidoCanal, PedidoStatus, PedidoTipo } from '@app/shared/domain/pedido-status.ts';

// Writes of orders, and the reads that lock or count before a write. Every statement is scoped to the tenant.

/** Next order number and board version of the business, under the counter row's lock (gap-free per business). */
export async function proximoContador(tx: TenantTx, novoPedido: boolean): Promise<{ numero: number; versao: number }> {
  const inc = novoPedido ? 1 : 0;
  const [c] = await queryRows<{ numero: number; versao: number }>(
    tx,
    sql`
    INSERT INTO pedido_contadores (empresa_id, ultimo_numero, versao) VALUES (${tx.empresaId}, ${inc}, 1)
    ON CONFLICT (empresa_id) DO UPDATE SET ultimo_numero = pedido_contadores.ultimo_numero + ${inc}, versao = pedido_contadores.versao + 1
    RETURNING ultimo_numero AS numero, versao`,
  );
  return { numero: c!.numero, versao: Number(c!.versao) };
}

/** The board version (0 before the first order). */
export async function versaoQuadro(tx: TenantTx): Promise<number> {
  const [v] = await queryRows<{ versao: number }>(
    tx,
    sql`SELECT versao FROM pedido_contadores WHERE empresa_id = ${tx.empresaId}`,
  );
  return Number(v?.versao ?? 0);
}

export async function inserirHistorico(
  tx: TenantTx,
  pedidoId: number,
  status: PedidoStatus,
  usuarioId: number,
  motivo?: string,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO pedido_historico (empresa_id, pedido_id, status, usuario_id, motivo) VALUES (${tx.empresaId}, ${pedidoId}, ${status}, ${usuarioId}, ${motivo ?? null})`,
  );
}

export interface PedidoTravado {
  id: number;
  status: PedidoStatus;
  tipo: PedidoTipo;
  canal: PedidoCanal;
  cupom_id: number | null;
  numero_pedido: number;
}

/** The order, locked for update: two attendants advancing the same order at once get one success and one 409. */
export async function travar(tx: TenantTx, id: number): Promise<PedidoTravado | undefined> {
  const [p] = await queryRows<PedidoTravado>(
    tx,
    sql`SELECT id, status, tipo, canal, cupom_id, numero_pedido FROM pedidos WHERE empresa_id = ${tx.empresaId} AND id = ${id} FOR UPDATE`,
  );
  return p;
}

export async function mudarStatus(
  tx: TenantTx,
  id: number,
  para: PedidoStatus,
  motivoCancelamento: string | null,
): Promise<void> {
  await tx.execute(sql`
    UPDATE pedidos SET status = ${para}, status_em = now(), atualizado_em = now(), visto_em = COALESCE(visto_em, now()),
      motivo_cancelamento = ${motivoCancelamento}
    WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
}

export async function alterarCampos(
  tx: TenantTx,
  id: number,
  b: { entregador_id?: number | null; observacao_interna?: string | null; visto?: true },
): Promise<void> {
  const sets = [sql`atualizado_em = now()`];
  if (b.entregador_id !== undefined) sets.push(sql`entregador_id = ${b.entregador_id}`);
  if (b.observacao_interna !== undefined) sets.push(sql`observacao_interna = ${b.observacao_interna}`);
  if (b.visto) sets.push(sql`visto_em = COALESCE(visto_em, now())`);
  await tx.execute(
    sql`UPDATE pedidos SET ${sql.join(sets, sql`, `)} WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
}

/** Deletes the order (items, payments and history go with it); answers its customer. */
export async function excluir(tx: TenantTx, id: number): Promise<{ cliente_id: number | null } | undefined> {
  const [p] = await queryRows<{ cliente_id: number | null }>(
    tx,
    sql`DELETE FROM pedidos WHERE empresa_id = ${tx.empresaId} AND id = ${id} RETURNING cliente_id`,
  );
  return p;
}

/** How many of the customer's orders (not cancelled) used the coupon: the per-customer limit. */
export async function usosDoCupomPeloCliente(tx: TenantTx, clienteId: number, cupomId: number): Promise<number> {
  const [u] = await queryRows<{ n: number }>(
    tx,
    sql`
    SELECT count(*)::int AS n FROM pedidos WHERE empresa_id = ${tx.empresaId} AND cliente_id = ${clienteId} AND cupom_id = ${cupomId} AND status <> 'cancelado'`,
  );
  return u?.n ?? 0;
}
