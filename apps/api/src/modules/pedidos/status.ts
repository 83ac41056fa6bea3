import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { podeTransitar, STATUS_LABEL, type PedidoStatus, type PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { notificar } from '../../lib/eventos.ts';
import { buscarPedido } from './consulta.ts';
import { proximoContador } from './criar.ts';

interface Atual { id: number; status: PedidoStatus; tipo: PedidoTipo; cupom_id: number | null; numero_pedido: number }

async function travar(tx: Tx, empresaId: number, id: number): Promise<Atual> {
  // FOR UPDATE: two attendants advancing the same order at once get one success and one 409
  const [p] = await queryRows<Atual>(tx, sql`SELECT id, status, tipo, cupom_id, numero_pedido FROM pedidos WHERE empresa_id = ${empresaId} AND id = ${id} FOR UPDATE`);
  if (!p) throw notFound('Pedido não encontrado');
  return p;
}

/** PATCH /pedidos/{id}/status: only the transitions of the shared status function; 409 otherwise. */
export async function mudarStatus(tx: Tx, empresaId: number, usuarioId: number, id: number, para: PedidoStatus, motivo?: string): Promise<Pedido> {
  const atual = await travar(tx, empresaId, id);
  if (!podeTransitar(atual.status, para, atual.tipo)) {
    throw conflict(`Não é possível mudar o pedido de "${STATUS_LABEL[atual.status]}" para "${STATUS_LABEL[para]}"`);
  }
  await tx.execute(sql`
    UPDATE pedidos SET status = ${para}, status_em = now(), atualizado_em = now(), visto_em = COALESCE(visto_em, now()),
      motivo_cancelamento = ${para === 'cancelado' ? (motivo ?? null) : null}
    WHERE empresa_id = ${empresaId} AND id = ${id}`);
  await tx.execute(sql`INSERT INTO pedido_historico (empresa_id, pedido_id, status, usuario_id, motivo) VALUES (${empresaId}, ${id}, ${para}, ${usuarioId}, ${motivo ?? null})`);
  if (para === 'cancelado' && atual.cupom_id) {
    // a cancelled order gives its coupon use back
    await tx.execute(sql`UPDATE cupons SET usos = greatest(usos - 1, 0) WHERE empresa_id = ${empresaId} AND id = ${atual.cupom_id}`);
  }
  const { versao } = await proximoContador(tx, empresaId, false);
  await notificar(tx, { empresa_id: empresaId, tipo: 'pedido.atualizado', pedido_id: id, numero_pedido: atual.numero_pedido, status: para, versao });
  return (await buscarPedido(tx, empresaId, id))!;
}

/** PATCH /pedidos/{id}: courier, internal note, "seen". */
export async function alterarPedido(tx: Tx, empresaId: number, id: number, b: { entregador_id?: number | null; observacao_interna?: string | null; visto?: true }): Promise<Pedido> {
  const atual = await travar(tx, empresaId, id);
  if (b.entregador_id != null) {
    const [en] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM entregadores WHERE empresa_id = ${empresaId} AND id = ${b.entregador_id}`);
    if (!en) throw notFound('Entregador não encontrado');
  }
  const sets = [sql`atualizado_em = now()`];
  if (b.entregador_id !== undefined) sets.push(sql`entregador_id = ${b.entregador_id}`);
  if (b.observacao_interna !== undefined) sets.push(sql`observacao_interna = ${b.observacao_interna}`);
  if (b.visto) sets.push(sql`visto_em = COALESCE(visto_em, now())`);
  await tx.execute(sql`UPDATE pedidos SET ${sql.join(sets, sql`, `)} WHERE empresa_id = ${empresaId} AND id = ${id}`);
  const { versao } = await proximoContador(tx, empresaId, false);
  await notificar(tx, { empresa_id: empresaId, tipo: 'pedido.atualizado', pedido_id: id, numero_pedido: atual.numero_pedido, status: atual.status, versao });
  return (await buscarPedido(tx, empresaId, id))!;
}

/** DELETE /pedidos/{id}: only a cancelled order may be removed (a sale is a fiscal record). */
export async function excluirPedido(tx: Tx, empresaId: number, id: number): Promise<void> {
  const atual = await travar(tx, empresaId, id);
  if (atual.status !== 'cancelado') throw conflict('Só é possível excluir pedidos cancelados; cancele-o antes');
  const [p] = await queryRows<{ cliente_id: number | null }>(tx, sql`DELETE FROM pedidos WHERE empresa_id = ${empresaId} AND id = ${id} RETURNING cliente_id`);
  if (p?.cliente_id) await tx.execute(sql`UPDATE clientes SET total_pedidos = greatest(total_pedidos - 1, 0) WHERE empresa_id = ${empresaId} AND id = ${p.cliente_id}`);
  const { versao } = await proximoContador(tx, empresaId, false);
  await notificar(tx, { empresa_id: empresaId, tipo: 'pedido.atualizado', pedido_id: id, numero_pedido: atual.numero_pedido, status: 'excluido', versao });
}

export async function versaoQuadro(tx: Tx, empresaId: number): Promise<number> {
  const [v] = await queryRows<{ versao: number }>(tx, sql`SELECT versao FROM pedido_contadores WHERE empresa_id = ${empresaId}`);
  return Number(v?.versao ?? 0);
}
