import { verifyAccessToken } from './tokens.ts';

/**
 * When the access token of an authenticated request expires, in ms since the epoch. A long-lived answer (the
 * event stream) ends then: past that moment the caller must prove its session again, like any other request.
 */
export async function expiracaoDoAcesso(key: Uint8Array, authorization: string | undefined): Promise<number> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  const claims = await verifyAccessToken(key, token);
  return (claims?.exp ?? 0) * 1000;
}
