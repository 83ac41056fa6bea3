import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

// Customer tokens (the public menu's logged-in customer): HS256 JWT under a key derived from the server key for
// this use only, with their own audience and type. Staff tokens (audience `backoffice`) fail here, and these fail
// on every back-office route (the auth plugin checks the staff audience and type), so neither opens the other's
// calls. `ver` is the account's token version: a password reset bumps it and older tokens stop working.
export const CLIENTE_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'restaurante-api';
const AUDIENCE = 'cliente';
const TYPE = 'cliente+jwt';

export interface ClienteClaims {
  cliente_id: number;
  empresa_id: number;
  ver: number;
}

const chaves = new WeakMap<Uint8Array, Uint8Array>();
/** The signing key of customer tokens, derived (HKDF) from the server's token key. */
export function chaveCliente(serverKey: Uint8Array): Uint8Array {
  let k = chaves.get(serverKey);
  if (!k) {
    k = new Uint8Array(crypto.hkdfSync('sha256', serverKey, 'restaurante-cliente', 'token-do-cliente', 32));
    chaves.set(serverKey, k);
  }
  return k;
}

export function assinar(serverKey: Uint8Array, c: ClienteClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ empresa_id: c.empresa_id, ver: c.ver })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(String(c.cliente_id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CLIENTE_TTL_SECONDS)
    .sign(chaveCliente(serverKey));
}

export async function verificar(serverKey: Uint8Array, token: string): Promise<ClienteClaims | null> {
  try {
    const { payload } = await jwtVerify(token, chaveCliente(serverKey), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      clockTolerance: 5,
      requiredClaims: ['exp', 'sub'],
    });
    const cliente_id = Number(payload.sub);
    const { empresa_id, ver } = payload;
    if (!Number.isSafeInteger(cliente_id) || typeof empresa_id !== 'number' || typeof ver !== 'number') return null;
    return { cliente_id, empresa_id, ver };
  } catch {
    return null;
  }
}

/** Reset codes: 8 digits from a CSPRNG, kept as a keyed HMAC (a plain hash of 10^8 values is reversed offline). */
export function novoCodigo(): string {
  return String(crypto.randomInt(0, 100_000_000)).padStart(8, '0');
}
export function hashCodigo(serverKey: Uint8Array, empresaId: number, clienteId: number, codigo: string): string {
  return crypto
    .createHmac('sha256', serverKey)
    .update(`redefinir-senha-cliente:${empresaId}:${clienteId}:${codigo}`)
    .digest('hex');
}
export function mesmoHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
