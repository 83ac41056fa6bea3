import type { TenantTx } from '../../../db/tenant.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import { notFound } from '../../../lib/errors.ts';
import * as q from '../queries/pedidos.ts';

// What the orders module may ask of customers (through index.ts), in the order's own transaction.

/**
 * An order counts for its customer: a customer typed in at the counter (`id` null) is created first. Returns the
 * customer's id.
 */
export async function registrarPedido(
  tx: TenantTx,
  c: { id: number | null; nome: string; telefone: string | null },
): Promise<number> {
  const id =
    c.id ??
    (await q.inserirClienteDoBalcao(tx, { nome: c.nome, nome_busca: normalizarTexto(c.nome), telefone: c.telefone }));
  await q.contarPedido(tx, id);
  return id;
}

/** A deleted order no longer counts for its customer. */
export function desfazerRegistroDePedido(tx: TenantTx, clienteId: number): Promise<void> {
  return q.descontarPedido(tx, clienteId);
}

/** 404 unless the customer is the caller's (reads of a customer's orders answer like any foreign id). */
export async function exigirCliente(tx: TenantTx, id: number): Promise<void> {
  if (!(await q.clienteExiste(tx, id))) throw notFound('Cliente não encontrado');
}
