import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comoEmpresaId, type EmpresaId } from '../../db/tenant.ts';
import { empresas, refreshTokens, sessoes, usuarios } from '../../db/schema/index.ts';
import { permissoesEfetivas } from '@app/shared/domain/permissions.ts';
import type { LoginResponse, MeResponse } from '@app/shared/schemas/auth.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { AuthCache } from '../../lib/auth-cache.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { clearFailures, pruneFailures, recordFailure, retryAfterSeconds } from './throttle.ts';
import {
  ACCESS_TTL_SECONDS, REFRESH_REUSE_GRACE_MS, REFRESH_TTL_MS, hashRefreshToken, newRefreshToken, signAccessToken,
} from './tokens.ts';

export interface ClientInfo { ip?: string; userAgent?: string }
export interface Issued { body: LoginResponse; refreshToken: string }

export interface AuthUser {
  id: number;
  /** Branded: it comes from the verified session, so it may scope tenant transactions. */
  empresa_id: EmpresaId;
  nome: string;
  email: string;
  role: string;
  superadmin: boolean;
  permissoes: string[];
  sessao_id: number;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function login(db: Db, key: Uint8Array, email: string, senha: string, client: ClientInfo): Promise<Issued> {
  const mail = normalizeEmail(email);
  const wait = await retryAfterSeconds(db, mail);
  if (wait > 0) {
    throw new AppError(429, `Muitas tentativas. Tente novamente em ${wait} segundos.`, undefined, { 'retry-after': String(wait) });
  }
  const [user] = await db.select().from(usuarios).where(sql`lower(${usuarios.email}) = ${mail}`).limit(1);
  // Same work and the same answer for an unknown e-mail, a wrong password and a disabled user.
  const ok = await verifyPassword(user?.senha_hash ?? (await dummyHash()), senha);
  if (!user || !ok || !user.ativo) {
    await recordFailure(db, mail, client.ip);
    if (Math.random() < 0.05) await pruneFailures(db);
    throw new AppError(401, MSG.credenciaisInvalidas);
  }
  await clearFailures(db, mail);
  const [sessao] = await db
    .insert(sessoes)
    .values({ empresa_id: user.empresa_id, usuario_id: user.id, expira_em: new Date(Date.now() + REFRESH_TTL_MS), ip: client.ip ?? null, user_agent: client.userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessoes.id });
  return issue(db, key, sessao!.id, user.id);
}

/** Rotates a refresh token. Reuse of a rotated token (after a short grace) revokes the whole session. */
export async function refresh(db: Db, key: Uint8Array, token: string | undefined, cache?: AuthCache): Promise<Issued> {
  if (!token) throw unauthorized();
  const [row] = await db
    .select({ id: refreshTokens.id, sessao_id: refreshTokens.sessao_id, usado_em: refreshTokens.usado_em, expira_em: refreshTokens.expira_em, revogada_em: sessoes.revogada_em, sessao_expira_em: sessoes.expira_em, usuario_id: sessoes.usuario_id })
    .from(refreshTokens)
    .innerJoin(sessoes, eq(sessoes.id, refreshTokens.sessao_id))
    .where(eq(refreshTokens.token_hash, hashRefreshToken(token)))
    .limit(1);
  const now = Date.now();
  if (!row || row.revogada_em || row.expira_em.getTime() <= now || row.sessao_expira_em.getTime() <= now) throw unauthorized();
  const claimed = await db
    .update(refreshTokens)
    .set({ usado_em: new Date(now) })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usado_em)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const usedAt = row.usado_em?.getTime() ?? now;
    if (now - usedAt > REFRESH_REUSE_GRACE_MS) {
      await revokeSession(db, row.sessao_id, 'reuso de refresh token', cache);
      throw unauthorized();
    }
  }
  return issue(db, key, row.sessao_id, row.usuario_id);
}

export async function revokeSession(db: Db, sessaoId: number, motivo: string, cache?: AuthCache): Promise<void> {
  await db.update(sessoes).set({ revogada_em: new Date(), motivo_revogacao: motivo }).where(and(eq(sessoes.id, sessaoId), isNull(sessoes.revogada_em)));
  await cache?.invalidar(db, { sessao_id: sessaoId });
}

export async function logoutByRefreshToken(db: Db, token: string | undefined, cache?: AuthCache): Promise<void> {
  if (!token) return;
  const [row] = await db.select({ sessao_id: refreshTokens.sessao_id }).from(refreshTokens).where(eq(refreshTokens.token_hash, hashRefreshToken(token))).limit(1);
  if (row) await revokeSession(db, row.sessao_id, 'logout', cache);
}

async function issue(db: Db, key: Uint8Array, sessaoId: number, usuarioId: number): Promise<Issued> {
  const me = await loadAuthUser(db, usuarioId, sessaoId);
  if (!me) throw unauthorized();
  const { token, hash } = newRefreshToken();
  await db.insert(refreshTokens).values({ sessao_id: sessaoId, token_hash: hash, expira_em: new Date(Date.now() + REFRESH_TTL_MS) });
  const access_token = await signAccessToken(key, { sub: me.user.id, empresa_id: me.user.empresa_id, sid: sessaoId });
  return { refreshToken: token, body: { access_token, token_type: 'Bearer', expires_in: ACCESS_TTL_SECONDS, ...toMe(me) } };
}

function toMe(me: { user: AuthUser; empresa: MeResponse['empresa'] }): MeResponse {
  const { sessao_id: _sid, ...user } = me.user;
  return { user, empresa: me.empresa };
}

/**
 * The caller behind an access token, re-read on every request so that logout, deactivation and permission
 * changes take effect at once (a JWT alone would stay valid for 15 minutes). One indexed query.
 */
export async function loadAuthUser(db: Db, usuarioId: number, sessaoId: number): Promise<{ user: AuthUser; empresa: MeResponse['empresa'] } | null> {
  const [row] = await db
    .select({
      id: usuarios.id, empresa_id: usuarios.empresa_id, nome: usuarios.nome, email: usuarios.email, role: usuarios.role,
      superadmin: usuarios.superadmin, ativo: usuarios.ativo, revogada_em: sessoes.revogada_em, expira_em: sessoes.expira_em,
      empresa_nome: empresas.nome, timezone: empresas.timezone, cor_menu: empresas.cor_menu,
      overrides: sql<Record<string, boolean> | null>`(SELECT json_object_agg(p.chave, p.permitido) FROM usuario_permissoes p WHERE p.empresa_id = ${usuarios.empresa_id} AND p.usuario_id = ${usuarios.id})`,
    })
    .from(sessoes)
    .innerJoin(usuarios, and(eq(usuarios.empresa_id, sessoes.empresa_id), eq(usuarios.id, sessoes.usuario_id)))
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(and(eq(sessoes.id, sessaoId), eq(usuarios.id, usuarioId)))
    .limit(1);
  if (!row || !row.ativo || row.revogada_em || row.expira_em.getTime() <= Date.now()) return null;
  return {
    user: {
      id: row.id, empresa_id: comoEmpresaId(row.empresa_id), nome: row.nome, email: row.email, role: row.role, superadmin: row.superadmin,
      permissoes: permissoesEfetivas(row.role, row.overrides ?? {}), sessao_id: sessaoId,
    },
    empresa: { id: row.empresa_id, nome: row.empresa_nome, timezone: row.timezone, cor_menu: row.cor_menu },
  };
}

export async function me(db: Db, user: AuthUser): Promise<MeResponse> {
  const loaded = await loadAuthUser(db, user.id, user.sessao_id);
  if (!loaded) throw unauthorized();
  return toMe(loaded);
}
