import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { paginaDaRota, type PrimeiraCarga } from './spa-primeira-carga.ts';

/**
 * In production the API also serves the built SPA (one port, same origin, first-party cookies).
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up on the next load.
 * The build writes brotli and gzip siblings of every text asset (file.js.br, file.js.gz): `preCompressed` sends the
 * best one the browser accepts, with Content-Encoding and `Vary: Accept-Encoding`, and the plain file otherwise.
 * Returns a handler for unknown non-API paths (client-side routes get index.html, with what the build's
 * primeira-carga.json lists for that path: see spa-primeira-carga.ts).
 */
export async function registerSpa(app: FastifyInstance, dist: string | undefined) {
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const json = path.join(dist, 'primeira-carga.json');
  if (fs.existsSync(json)) {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const dados = JSON.parse(fs.readFileSync(json, 'utf8')) as PrimeiraCarga;
    const pagina = paginaDaRota(html, dados);
    return (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pagina(reply.request.url));
  }
  return (reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
}
