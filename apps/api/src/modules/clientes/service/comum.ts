import type { TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import * as q from '../queries/clientes.ts';

export const MSG_TELEFONE_DUPLICADO = 'Já existe um cliente com este telefone';
export const MSG_ANONIMIZADO = 'Cliente anonimizado não pode ser alterado';
export const NAO_ENCONTRADO = 'Cliente não encontrado';

/** The customer row (locked for update when asked), or 404. */
export async function carregarCliente(tx: TenantTx, id: number, lock = false): Promise<q.ClienteLinha> {
  const row = await q.carregar(tx, id, lock);
  if (!row) throw notFound(NAO_ENCONTRADO);
  return row;
}
