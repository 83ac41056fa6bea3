import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TTL_MS } from '../service/tokens.ts';

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
