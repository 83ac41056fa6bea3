import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { caminhoDeStatus, STATUS_LABEL, type PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import type { z } from 'zod';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import type { pedidoPatchSchema } from '@app/shared/schemas/pedidos-consulta.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notificar } from '../../../lib/eventos.ts';
import * as clientes from '../../clientes/index.ts';
import * as cupons from '../../cupons/index.ts';
import * as entrega from '../../entrega/index.ts';
import * as q from '../queries/escrita.ts';
import { buscarPedido } from '../queries/consulta.ts';
import { aplicarEfeitos, aplicarEfeitosDeAlteracao } from './efeitos.ts';

// Changes to an existing order. Each locks the order row first, bumps the board version in the same transaction
// and tells the live screens (the event goes out on commit).

async function travar(tx: TenantTx, id: number): Promise<q.PedidoTravado> {
  const p = await q.travar(tx, id);
  if (!p) throw notFound('Pedido não encontrado');
  return p;
}

/**
 * PATCH /pedidos/{id}/status: any status the shared rules let a clerk set directly (`caminhoDeStatus`); 409
 * otherwise. A jump is walked one step at a time in this transaction, so each step has its history line and its
 * effects, exactly as if it had been tapped step by step.
 */
export function mudarStatus(
  t: Tenant,
  usuarioId: number,
  id: number,
  para: PedidoStatus,
  motivo?: string,
): Promise<Pedido> {
  return t.transacao(async (tx) => {
    const atual = await travar(tx, id);
    const passos = caminhoDeStatus(atual.status, para, atual.tipo);
    if (!passos) {
      throw conflict(`Não é possível mudar o pedido de "${STATUS_LABEL[atual.status]}" para "${STATUS_LABEL[para]}"`);
    }
    let de = atual.status;
    for (const passo of passos) {
      await q.mudarStatus(tx, id, passo, passo === 'cancelado' ? (motivo ?? null) : null);
      await q.inserirHistorico(tx, id, passo, usuarioId, passo === para ? motivo : undefined);
      // a cancelled order gives its coupon use back
      if (passo === 'cancelado' && atual.cupom_id) await cupons.devolverUso(tx, atual.cupom_id);
      await aplicarEfeitos(tx, {
        pedidoId: id,
        numeroPedido: atual.numero_pedido,
        de,
        para: passo,
        tipo: atual.tipo,
        canal: atual.canal,
        usuarioId,
      });
      de = passo;
    }
    const { versao } = await q.proximoContador(tx, false);
    await notificar(tx, {
      tipo: 'pedido.atualizado',
      pedido_id: id,
      numero_pedido: atual.numero_pedido,
      status: para,
      versao,
    });
    return (await buscarPedido(tx, id))!;
  });
}

/** PATCH /pedidos/{id}: courier, internal note, "seen". */
export function alterar(t: Tenant, id: number, b: z.output<typeof pedidoPatchSchema>): Promise<Pedido> {
  return t.transacao(async (tx) => {
    const atual = await travar(tx, id);
    if (b.entregador_id != null && !(await entrega.entregadorExiste(tx, b.entregador_id)))
      throw notFound('Entregador não encontrado');
    await q.alterarCampos(tx, id, b);
    if (b.entregador_id !== undefined) await aplicarEfeitosDeAlteracao(tx, id);
    const { versao } = await q.proximoContador(tx, false);
    await notificar(tx, {
      tipo: 'pedido.atualizado',
      pedido_id: id,
      numero_pedido: atual.numero_pedido,
      status: atual.status,
      versao,
    });
    return (await buscarPedido(tx, id))!;
  });
}

/** DELETE /pedidos/{id}: only a cancelled order may be removed (a sale is a fiscal record). */
export function excluir(t: Tenant, id: number): Promise<void> {
  return t.transacao(async (tx) => {
    const atual = await travar(tx, id);
    if (atual.status !== 'cancelado') throw conflict('Só é possível excluir pedidos cancelados; cancele-o antes');
    await aplicarEfeitosDeAlteracao(tx, id);
    const p = await q.excluir(tx, id);
    if (p?.cliente_id) await clientes.desfazerRegistroDePedido(tx, p.cliente_id);
    const { versao } = await q.proximoContador(tx, false);
    await notificar(tx, {
      tipo: 'pedido.atualizado',
      pedido_id: id,
      numero_pedido: atual.numero_pedido,
      status: 'excluido',
      versao,
    });
  });
}
