import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';

/**
 * A user's name as a scalar subquery on `usuarioId` (a column of the caller's query), for reads another module
 * builds in one statement (an order's status history): the SQL on `usuarios` stays here.
 */
export function sqlNomeUsuario(tx: TenantTx, usuarioId: SQL): SQL {
  return sql`(SELECT u.nome FROM usuarios u WHERE u.empresa_id = ${tx.empresaId} AND u.id = ${usuarioId})`;
}
