import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TTL_MS } from '../service/tokens.ts';
import { dispositivoValido, nomeDoCookie, valorDoCookie } from '../service/dispositivo.ts';

// Refresh cookie: httpOnly, SameSite=Strict, scoped to /api/auth. `Secure` (and the __Secure- prefix) whenever
// the request came over HTTPS or from loopback; a restaurant that serves plain HTTP on its LAN still works,
// and the README tells it to put HTTPS in front.
const SECURE_NAME = '__Secure-rt';
const PLAIN_NAME = 'rt';
const PATH = '/api/auth';

function isSecure(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = request.hostname.replace(/:\d+$/, '');
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_NAME] ?? request.cookies[PLAIN_NAME];
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isSecure(request);
  reply.setCookie(secure ? SECURE_NAME : PLAIN_NAME, token, {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.floor(REFRESH_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(SECURE_NAME, { path: PATH, secure: true, httpOnly: true, sameSite: 'strict' });
  reply.clearCookie(PLAIN_NAME, { path: PATH, httpOnly: true, sameSite: 'strict' });
}

// The known-device cookie (service/dispositivo.ts): sent only to the login route, kept for a year.
const DEVICE_PATH = '/api/auth/login';
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The device id this browser proved for the account, if any. */
export function readDeviceCookie(request: FastifyRequest, key: Uint8Array, email: string): string | undefined {
  return dispositivoValido(key, email, request.cookies[nomeDoCookie(key, email)]);
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Uint8Array,
  email: string,
  id: string,
): void {
  reply.setCookie(nomeDoCookie(key, email), valorDoCookie(key, email, id), {
    path: DEVICE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(request),
    maxAge: DEVICE_MAX_AGE_S,
  });
}
