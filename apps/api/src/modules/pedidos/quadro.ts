import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { withTenant } from '../../db/tenant.ts';
import { mascarar, quadro, quadroTexto } from './consulta.ts';
import { versaoQuadro } from './status.ts';

// The board is polled every 5 s by every open screen (spec §9). Its ETag is the business's board version
// (bumped in the same transaction as any order change) plus the query; an unchanged board answers 304 from
// the in-memory version (kept current by NOTIFY) without touching the database. The 5-minute bucket lets
// orders age out of the 24 h window even when nothing changes.
const BUCKET_MS = 5 * 60 * 1000;

export async function quadroJson(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, o: { horas: number; status?: string; verDados: boolean }) {
  const empresaId = request.user.empresa_id;
  let versao = app.eventos.versoes.get(empresaId);
  if (versao === undefined) {
    const lida = await withTenant(app.database.db, empresaId, (tx) => versaoQuadro(tx, empresaId));
    versao = Math.max(lida, app.eventos.versoes.get(empresaId) ?? 0);
    app.eventos.versoes.set(empresaId, versao);
  }
  const status = o.status?.split(',').map((s) => s.trim()).filter(Boolean);
  const etag = `W/"q${versao}.${o.horas}.${(status ?? []).join('+')}.${o.verDados ? 1 : 0}.${Math.floor(Date.now() / BUCKET_MS)}"`;
  // private + no-cache: the browser keeps the answer and revalidates on every poll (If-None-Match)
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
  if (o.verDados) {
    const texto = await withTenant(app.database.db, empresaId, (tx) => quadroTexto(tx, empresaId, o.horas, status));
    return reply.type('application/json; charset=utf-8').send(texto);
  }
  const lista: Pedido[] = await withTenant(app.database.db, empresaId, (tx) => quadro(tx, empresaId, o.horas, status));
  return lista.map((p) => mascarar(p, false));
}
