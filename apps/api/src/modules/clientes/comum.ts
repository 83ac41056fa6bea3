import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { clientes } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export const MSG_TELEFONE_DUPLICADO = 'Já existe um cliente com este telefone';
export const MSG_ANONIMIZADO = 'Cliente anonimizado não pode ser alterado';
const NAO_ENCONTRADO = 'Cliente não encontrado';

export type Row = typeof clientes.$inferSelect & { bairro: string | null };

/** The customer row (locked for update when asked), or 404. Always scoped by empresa_id. */
export async function carregarCliente(tx: Tx, empresaId: number, id: number, lock = false) {
  const rows = await queryRows<Row>(tx, sql`
    SELECT c.*, (SELECT e.bairro FROM enderecos e WHERE e.empresa_id = c.empresa_id AND e.cliente_id = c.id AND e.endereco_padrao) AS bairro
    FROM clientes c WHERE c.empresa_id = ${empresaId} AND c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound(NAO_ENCONTRADO);
  return row;
}

