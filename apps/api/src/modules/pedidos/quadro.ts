import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { mascarar, quadro, quadroTexto } from './consulta.ts';
import { versaoQuadro } from './status.ts';

// The board is polled every 5 s by every open screen (spec §9). Its ETag is the business's board version
// (bumped in the same transaction as any order change) plus the query; an unchanged board answers 304 from
// the in-memory version (kept current by NOTIFY) without touching the database. The 5-minute bucket lets
// orders age out of the 24 h window even when nothing changes.
const BUCKET_MS = 5 * 60 * 1000;

// Every screen of a business polls the same board, so the answer for one board version is built once and served
// from memory to the others (and to a screen that lost its cached copy). Keyed by the ETag, which holds the
// version: any order change makes a new key. Bounded; per app instance (ids are per database).
const MAX_ENTRADAS = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
class CacheQuadro {
  private m = new Map<string, string>();
  private bytes = 0;
  get(k: string): string | undefined {
    const v = this.m.get(k);
    if (v !== undefined) {
      this.m.delete(k); // refresh its place: least recently used goes first
      this.m.set(k, v);
    }
    return v;
  }
  set(k: string, v: string): void {
    this.m.set(k, v);
    this.bytes += v.length;
    while (this.m.size > MAX_ENTRADAS || this.bytes > MAX_BYTES) {
      const [velha, texto] = this.m.entries().next().value as [string, string];
      this.m.delete(velha);
      this.bytes -= texto.length;
    }
  }
}
const caches = new WeakMap<FastifyInstance, CacheQuadro>();
const cacheDe = (app: FastifyInstance) => {
  let c = caches.get(app);
  if (!c) caches.set(app, (c = new CacheQuadro()));
  return c;
};

export async function quadroJson(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, o: { horas: number; status?: string; verDados: boolean }) {
  const empresaId = request.user.empresa_id;
  let versao = app.eventos.versoes.get(empresaId);
  if (versao === undefined) {
    const lida = await withTenantLegado(app.database.db, empresaId, (tx) => versaoQuadro(tx, empresaId));
    versao = Math.max(lida, app.eventos.versoes.get(empresaId) ?? 0);
    app.eventos.versoes.set(empresaId, versao);
  }
  const status = o.status?.split(',').map((s) => s.trim()).filter(Boolean);
  const etag = `W/"q${versao}.${o.horas}.${(status ?? []).join('+')}.${o.verDados ? 1 : 0}.${Math.floor(Date.now() / BUCKET_MS)}"`;
  // private + no-cache: the browser keeps the answer and revalidates on every poll (If-None-Match)
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
  // no body at all (not even `null`): a 304 ends at its headers
  if (request.headers['if-none-match'] === etag) return reply.status(304).removeHeader('content-type').send();
  const chave = `${empresaId}|${etag}`;
  const cache = cacheDe(app);
  let texto = cache.get(chave);
  if (texto === undefined) {
    if (o.verDados) {
      texto = await withTenantLegado(app.database.db, empresaId, (tx) => quadroTexto(tx, empresaId, o.horas, status));
    } else {
      const lista: Pedido[] = await withTenantLegado(app.database.db, empresaId, (tx) => quadro(tx, empresaId, o.horas, status));
      texto = JSON.stringify(lista.map((p) => mascarar(p, false)));
    }
    // a version that moved on while we queried must not be stored under the old one
    if (app.eventos.versoes.get(empresaId) === versao) cache.set(chave, texto);
  }
  return reply.type('application/json; charset=utf-8').send(texto);
}
