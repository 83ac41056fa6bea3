import { and, eq, isNull } from 'drizzle-orm';
import type { PlataformaDb } from '../../../db/tenant.ts';
import { refreshTokens, sessoes } from '../../../db/schema/index.ts';

// Sessions and their refresh tokens are keyed by (empresa_id, id), like every business's rows: each lookup names
// the business (from the token, or from the session a refresh token belongs to).

export interface SessaoRef {
  empresa_id: number;
  sessao_id: number;
}

export async function criarSessao(
  p: PlataformaDb,
  s: { empresa_id: number; usuario_id: number; expira_em: Date; ip: string | null; user_agent: string | null },
): Promise<number> {
  const [sessao] = await p.insert(sessoes).values(s).returning({ id: sessoes.id });
  return sessao!.id;
}

/** Revokes the session unless it already was. */
export async function revogarSessao(p: PlataformaDb, s: SessaoRef, motivo: string): Promise<void> {
  await p
    .update(sessoes)
    .set({ revogada_em: new Date(), motivo_revogacao: motivo })
    .where(and(eq(sessoes.empresa_id, s.empresa_id), eq(sessoes.id, s.sessao_id), isNull(sessoes.revogada_em)));
}

/** Stores a token's hash; a successor already stored (a retry of the same rotation) is kept as it is. */
export async function emitirRefreshToken(p: PlataformaDb, s: SessaoRef, hash: Buffer, expiraEm: Date): Promise<void> {
  await p
    .insert(refreshTokens)
    .values({ empresa_id: s.empresa_id, sessao_id: s.sessao_id, token_hash: hash, expira_em: expiraEm })
    .onConflictDoNothing({ target: [refreshTokens.empresa_id, refreshTokens.token_hash] });
}

/** A refresh token by its hash (the cookie names no business: an index on the hash alone), with its session. */
export async function refreshToken(p: PlataformaDb, hash: Buffer) {
  const [row] = await p
    .select({
      id: refreshTokens.id,
      empresa_id: refreshTokens.empresa_id,
      sessao_id: refreshTokens.sessao_id,
      usado_em: refreshTokens.usado_em,
      expira_em: refreshTokens.expira_em,
      revogada_em: sessoes.revogada_em,
      sessao_expira_em: sessoes.expira_em,
      usuario_id: sessoes.usuario_id,
    })
    .from(refreshTokens)
    .innerJoin(sessoes, and(eq(sessoes.empresa_id, refreshTokens.empresa_id), eq(sessoes.id, refreshTokens.sessao_id)))
    .where(eq(refreshTokens.token_hash, hash))
    .limit(1);
  return row;
}

/** Marks the token used; false when another request already did (the row update decides under concurrency). */
export async function usarRefreshToken(p: PlataformaDb, empresaId: number, id: number, em: Date): Promise<boolean> {
  const claimed = await p
    .update(refreshTokens)
    .set({ usado_em: em })
    .where(and(eq(refreshTokens.empresa_id, empresaId), eq(refreshTokens.id, id), isNull(refreshTokens.usado_em)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

export async function sessaoDoToken(p: PlataformaDb, hash: Buffer): Promise<SessaoRef | undefined> {
  const [row] = await p
    .select({ empresa_id: refreshTokens.empresa_id, sessao_id: refreshTokens.sessao_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hash))
    .limit(1);
  return row;
}
