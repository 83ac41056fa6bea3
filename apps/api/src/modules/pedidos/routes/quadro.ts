import type { FastifyReply, FastifyRequest } from 'fastify';
import * as quadro from '../service/quadro.ts';
import { verDados } from './comum.ts';

// The board's ETag is the business's board version plus the query; an unchanged board answers 304. The
// 5-minute bucket lets orders age out of the 24 h window even when nothing changes.
const BUCKET_MS = 5 * 60 * 1000;

/** The board with its ETag: 304 when the caller already has this version, else the cached or freshly built JSON text. */
export async function responderQuadro(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: quadro.CacheQuadro,
  o: { horas: number; status?: string | undefined },
) {
  const versoes = request.server.eventos.versoes;
  // the version in memory (every poll but the first after a start) is used without awaiting anything
  const versao = versoes.get(request.tenant.empresaId) ?? (await quadro.versao(request.tenant, versoes));
  const status = o.status
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const dados = verDados(request);
  const etag = `W/"q${versao}.${o.horas}.${(status ?? []).join('+')}.${dados ? 1 : 0}.${Math.floor(Date.now() / BUCKET_MS)}"`;
  // private + no-cache: the browser keeps the answer and revalidates on every poll (If-None-Match)
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
  // no body at all (not even `null`): a 304 ends at its headers
  if (request.headers['if-none-match'] === etag) return reply.status(304).removeHeader('content-type').send();
  const texto = await quadro.texto(request.tenant, {
    cache,
    chave: `${request.tenant.empresaId}|${etag}`,
    versao,
    versoes,
    horas: o.horas,
    status,
    verDados: dados,
  });
  return reply.type('application/json; charset=utf-8').send(texto);
}
