import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';

// What user management (the usuarios module) asks of the sessions, in its own transaction: end every session of a
// user (deactivation, deletion, a password set by a manager), and when they last logged in.

/** Revokes every live session of the user: their refresh tokens die; the caller invalidates the auth cache. */
export async function revogarSessoesDoUsuario(tx: TenantTx, usuarioId: number, motivo: string): Promise<void> {
  await tx.execute(
    sql`UPDATE sessoes SET revogada_em = now(), motivo_revogacao = ${motivo}
        WHERE empresa_id = ${tx.empresaId} AND usuario_id = ${usuarioId} AND revogada_em IS NULL`,
  );
}

/** When the user last logged in (their newest session), as a scalar subquery on `usuarioId` of the caller's query. */
export function sqlUltimoLogin(tx: TenantTx, usuarioId: SQL): SQL {
  return sql`(SELECT max(s.criada_em) FROM sessoes s WHERE s.empresa_id = ${tx.empresaId} AND s.usuario_id = ${usuarioId})`;
}
