import { sql } from 'drizzle-orm';
import { queryRows, type PlataformaDb, type TenantTx } from '../../../db/tenant.ts';

// One-time set-password links: only the token's SHA-256 is stored; a link is claimed once, before it expires.

/** A new link for the user; their earlier unused links stop working. */
export async function criar(tx: TenantTx, usuarioId: number, hash: Buffer, expiraEm: Date): Promise<void> {
  await tx.execute(
    sql`DELETE FROM usuario_convites WHERE empresa_id = ${tx.empresaId} AND usuario_id = ${usuarioId} AND usado_em IS NULL`,
  );
  await tx.execute(
    sql`INSERT INTO usuario_convites (empresa_id, usuario_id, token_hash, expira_em)
        VALUES (${tx.empresaId}, ${usuarioId}, ${hash}, ${expiraEm.toISOString()}::timestamptz)`,
  );
}

/** The business of a link, before any business is known (the public page has only the token). */
export async function empresaDoToken(p: PlataformaDb, hash: Buffer): Promise<number | undefined> {
  const [r] = await queryRows<{ empresa_id: number }>(
    p,
    sql`SELECT empresa_id FROM usuario_convites WHERE token_hash = ${hash}`,
  );
  return r ? Number(r.empresa_id) : undefined;
}

/** Claims a live link (unused, unexpired); its user, or undefined. Two claims at once: the row update decides. */
export async function usar(tx: TenantTx, hash: Buffer): Promise<number | undefined> {
  const [r] = await queryRows<{ usuario_id: number }>(
    tx,
    sql`UPDATE usuario_convites SET usado_em = now()
        WHERE empresa_id = ${tx.empresaId} AND token_hash = ${hash} AND usado_em IS NULL AND expira_em > now()
        RETURNING usuario_id`,
  );
  return r ? Number(r.usuario_id) : undefined;
}
