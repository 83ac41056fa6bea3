import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

/**
 * CSRF defence for the calls that carry the refresh cookie (login, refresh, logout). A browser always sends
 * Origin on a cross-site POST, so a present Origin must be this host or an allow-listed one. Requests without
 * Origin come from non-browser clients, which cannot carry a victim's cookie.
 */
export function assertSameOrigin(request: FastifyRequest, allowed: string[]): void {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none' && !origin)
    throw forbidden('Origem não permitida');
  if (!origin) return;
  if (origin === 'null') throw forbidden('Origem não permitida');
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw forbidden('Origem não permitida');
  }
  if (host === request.headers.host || allowed.includes(origin)) return;
  throw forbidden('Origem não permitida');
}
