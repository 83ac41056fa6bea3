import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

// Access tokens: HS256 JWT, 15 minutes. One algorithm pinned; issuer, audience and type
// checked, so a token minted for anything else (a customer token later) never opens back-office routes.
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_MS = 12 * 60 * 60 * 1000; // one long shift; then log in again
export const REFRESH_REUSE_GRACE_MS = 10_000; // a lost response may be retried with the previous token
const ISSUER = 'restaurante-api';
const AUDIENCE = 'backoffice';
const TYPE = 'at+jwt';

export interface AccessClaims {
  sub: number;
  empresa_id: number;
  sid: number;
  /** Expiry, in seconds since the epoch (only from verifyAccessToken). */
  exp?: number;
}

export async function signAccessToken(key: Uint8Array, c: AccessClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ empresa_id: c.empresa_id, sid: c.sid })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(String(c.sub))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TTL_SECONDS)
    .sign(key);
}

export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      clockTolerance: 5,
      requiredClaims: ['exp', 'sub'],
    });
    const sub = Number(payload.sub);
    const empresa_id = payload.empresa_id;
    const sid = payload.sid;
    if (!Number.isSafeInteger(sub) || typeof empresa_id !== 'number' || typeof sid !== 'number') return null;
    return { sub, empresa_id, sid, exp: payload.exp! };
  } catch {
    return null;
  }
}

/** An opaque refresh token (256 bits) and the hash we store; the token itself is never stored. */
export function newRefreshToken(): { token: string; hash: Buffer } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

/**
 * The token that replaces `token` when it is rotated, derived from it with the server key. A client whose answer
 * was lost retries with the old token inside the grace window and receives this same successor, so the session
 * stays one chain (a random successor per retry would fork it into branches reuse detection never sees).
 * Only the key's holder can compute it; the old token alone gives nothing.
 */
export function successorRefreshToken(key: Uint8Array, token: string): { token: string; hash: Buffer } {
  const next = crypto.createHmac('sha256', key).update('refresh-sucessor:').update(token).digest('base64url');
  return { token: next, hash: hashRefreshToken(next) };
}

export function hashRefreshToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}
