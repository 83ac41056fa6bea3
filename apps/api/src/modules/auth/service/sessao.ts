import type { PlataformaDb } from '../../../db/tenant.ts';
import { permissoesEfetivas } from '@app/shared/domain/permissions.ts';
import type { LoginResponse, MeResponse, SessionUser } from '@app/shared/schemas/auth.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { AppError, unauthorized } from '../../../lib/errors.ts';
import type { AuthCache } from '../../../lib/auth-cache.ts';
import * as usuarios from '../queries/usuarios.ts';
import * as sessoes from '../queries/sessoes.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { clearFailures, pruneFailures, recordFailure, retryAfterSeconds, type Origem } from './throttle.ts';
import { novoDispositivo } from './dispositivo.ts';
import {
  ACCESS_TTL_SECONDS,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TTL_MS,
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  successorRefreshToken,
} from './tokens.ts';

// Login, refresh-token rotation, logout and the per-request user. All of it comes before any business is known
// (the token names it), so it runs on the platform handle.

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** The known device the request proved for this account (its device cookie), if any. */
  dispositivo?: string | undefined;
}
export interface Issued {
  body: LoginResponse;
  refreshToken: string;
}
export interface LoggedIn extends Issued {
  /** The device id to keep in the browser's device cookie (the known one, or a new one). */
  dispositivo: string;
}

/** The user of a valid session (the auth plugin brands its business id and makes it `request.user`). */
export type UsuarioDaSessao = SessionUser & { sessao_id: number };

export interface SessaoCarregada {
  user: UsuarioDaSessao;
  empresa: MeResponse['empresa'];
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function login(
  p: PlataformaDb,
  key: Uint8Array,
  email: string,
  senha: string,
  client: ClientInfo,
): Promise<LoggedIn> {
  const mail = normalizeEmail(email);
  const origem: Origem = client.dispositivo
    ? { chave: `dispositivo:${client.dispositivo}`, conhecida: true }
    : { chave: `ip:${client.ip ?? ''}`, conhecida: false };
  const wait = await retryAfterSeconds(p, mail, origem);
  if (wait > 0) {
    throw new AppError(429, `Muitas tentativas. Tente novamente em ${wait} segundos.`, undefined, {
      'retry-after': String(wait),
    });
  }
  const user = await usuarios.porEmail(p, mail);
  // Same work and the same answer for an unknown e-mail, a wrong password and a disabled user.
  const ok = await verifyPassword(user?.senha_hash ?? (await dummyHash()), senha);
  if (!user || !ok || !user.ativo) {
    await recordFailure(p, mail, client.ip, origem);
    if (Math.random() < 0.05) await pruneFailures(p);
    throw new AppError(401, MSG.credenciaisInvalidas);
  }
  await clearFailures(p, mail, origem);
  const sessaoId = await sessoes.criarSessao(p, {
    empresa_id: user.empresa_id,
    usuario_id: user.id,
    expira_em: new Date(Date.now() + REFRESH_TTL_MS),
    ip: client.ip ?? null,
    user_agent: client.userAgent?.slice(0, 300) ?? null,
  });
  const issued = await issue(p, key, { empresa_id: user.empresa_id, sessao_id: sessaoId }, user.id);
  return { ...issued, dispositivo: client.dispositivo ?? novoDispositivo() };
}

/**
 * Rotates a refresh token. Reuse of a rotated token after a short grace revokes the whole session; inside the
 * grace (a lost answer retried, two tabs refreshing at once) it answers with the same successor token.
 */
export async function refresh(
  p: PlataformaDb,
  key: Uint8Array,
  token: string | undefined,
  cache?: AuthCache,
): Promise<Issued> {
  if (!token) throw unauthorized();
  const row = await sessoes.refreshToken(p, hashRefreshToken(token));
  const now = Date.now();
  if (!row || row.revogada_em || row.expira_em.getTime() <= now || row.sessao_expira_em.getTime() <= now)
    throw unauthorized();
  const sessao = { empresa_id: row.empresa_id, sessao_id: row.sessao_id };
  if (!(await sessoes.usarRefreshToken(p, row.empresa_id, row.id, new Date(now)))) {
    const usedAt = row.usado_em?.getTime() ?? now;
    if (now - usedAt > REFRESH_REUSE_GRACE_MS) {
      await revokeSession(p, sessao, 'reuso de refresh token', cache);
      throw unauthorized();
    }
  }
  return issue(p, key, sessao, row.usuario_id, successorRefreshToken(key, token));
}

export async function revokeSession(
  p: PlataformaDb,
  sessao: sessoes.SessaoRef,
  motivo: string,
  cache?: AuthCache,
): Promise<void> {
  await sessoes.revogarSessao(p, sessao, motivo);
  await cache?.invalidar({ sessao_id: sessao.sessao_id });
}

export async function logoutByRefreshToken(
  p: PlataformaDb,
  token: string | undefined,
  cache?: AuthCache,
): Promise<void> {
  if (!token) return;
  const sessao = await sessoes.sessaoDoToken(p, hashRefreshToken(token));
  if (sessao) await revokeSession(p, sessao, 'logout', cache);
}

async function issue(
  p: PlataformaDb,
  key: Uint8Array,
  sessao: sessoes.SessaoRef,
  usuarioId: number,
  refresh = newRefreshToken(),
): Promise<Issued> {
  const me = await loadAuthUser(p, sessao.empresa_id, usuarioId, sessao.sessao_id);
  if (!me) throw unauthorized();
  const { token, hash } = refresh;
  await sessoes.emitirRefreshToken(p, sessao, hash, new Date(Date.now() + REFRESH_TTL_MS));
  const access_token = await signAccessToken(key, {
    sub: me.user.id,
    empresa_id: me.user.empresa_id,
    sid: sessao.sessao_id,
  });
  return {
    refreshToken: token,
    body: { access_token, token_type: 'Bearer', expires_in: ACCESS_TTL_SECONDS, ...toMe(me) },
  };
}

function toMe(me: SessaoCarregada): MeResponse {
  const { sessao_id: _sid, ...user } = me.user;
  return { user, empresa: me.empresa };
}

/**
 * The caller behind an access token, re-read on every request so that logout, deactivation and permission
 * changes take effect at once (a JWT alone would stay valid for 15 minutes). One indexed query.
 */
export async function loadAuthUser(
  p: PlataformaDb,
  empresaId: number,
  usuarioId: number,
  sessaoId: number,
): Promise<SessaoCarregada | null> {
  const row = await usuarios.sessaoDoUsuario(p, empresaId, usuarioId, sessaoId);
  if (!row || !row.empresa || !row.ativo || row.revogada_em || row.expira_em.getTime() <= Date.now()) return null;
  return {
    user: {
      id: row.id,
      empresa_id: row.empresa_id,
      nome: row.nome,
      email: row.email,
      role: row.role,
      superadmin: row.superadmin,
      permissoes: permissoesEfetivas(row.role, row.overrides ?? {}),
      sessao_id: sessaoId,
    },
    empresa: {
      id: row.empresa_id,
      nome: row.empresa.nome,
      timezone: row.empresa.timezone,
      cor_menu: row.empresa.cor_menu,
    },
  };
}

export async function me(
  p: PlataformaDb,
  user: { id: number; empresa_id: number; sessao_id: number },
): Promise<MeResponse> {
  const loaded = await loadAuthUser(p, user.empresa_id, user.id, user.sessao_id);
  if (!loaded) throw unauthorized();
  return toMe(loaded);
}
