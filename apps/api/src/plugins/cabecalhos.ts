import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers (helmet's policy), worked out once at start-up instead of on every request: @fastify/helmet
// rebuilt helmet's middleware — the CSP parsed and validated again — per request, a visible share of the board's
// 304. A document (the SPA, its assets, the API's docs page) gets every header; a JSON answer under /api gets only
// those a non-HTML answer uses (nosniff, resource policy, referrer, HSTS): CSP, frame, opener/embedder and the old
// IE/Flash headers only act on a document a browser renders, which a JSON answer never is.

/** Headers that still matter on a JSON answer. */
const PARA_API = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

/** The headers helmet writes with these options, read once by running its middleware on a recording response. */
export function cabecalhosDoHelmet(opcoes: Readonly<HelmetOptions>): [string, string][] {
  const out = new Map<string, string>();
  const res = {
    setHeader: (nome: string, valor: string | number | readonly string[]) =>
      out.set(nome.toLowerCase(), Array.isArray(valor) ? valor.join(', ') : String(valor)),
    removeHeader: (nome: string) => out.delete(nome.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(opcoes)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return [...out];
}

/** Sets the security headers on every answer (on the raw response, so a hijacked event stream carries them too). */
export function registerCabecalhos(app: FastifyInstance, opcoes: Readonly<HelmetOptions>): void {
  const documento = cabecalhosDoHelmet(opcoes);
  const api = documento.filter(([nome]) => PARA_API.has(nome));
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const lista = url.startsWith('/api/') && !url.startsWith('/api/docs') ? api : documento;
    for (const [nome, valor] of lista) reply.raw.setHeader(nome, valor);
    done();
  });
}
