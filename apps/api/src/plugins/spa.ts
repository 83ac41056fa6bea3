import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { paginaDaRota, type PrimeiraCarga } from './spa-primeira-carga.ts';

const CARDAPIO_HTML = 'cardapio.html';
/** The public menu (/cardapio/{slug}) with its checkout and order tracking (/cardapio/{slug}/pedido/{codigo}). */
const PAGINAS_CARDAPIO = /^\/cardapio(\/|\?|$)/;

/**
 * In production the API also serves the built SPA (one port, same origin, first-party cookies).
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up on the next load.
 * The build writes brotli and gzip siblings of every text asset (file.js.br, file.js.gz): `preCompressed` sends the
 * best one the browser accepts, with Content-Encoding and `Vary: Accept-Encoding`, and the plain file otherwise.
 * Returns a handler for unknown non-API paths: client-side routes get index.html, with what the build's
 * primeira-carga.json lists for that path (see spa-primeira-carga.ts), except the customers' public menu and its
 * order tracking, which are their own page (cardapio.html) so a phone never downloads the back-office.
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
  const cardapio = fs.existsSync(path.join(dist, CARDAPIO_HTML));
  const json = path.join(dist, 'primeira-carga.json');
  const pagina = fs.existsSync(json)
    ? paginaDaRota(
        fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
        JSON.parse(fs.readFileSync(json, 'utf8')) as PrimeiraCarga,
      )
    : null;
  return (url: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (cardapio && PAGINAS_CARDAPIO.test(url)) return reply.sendFile(CARDAPIO_HTML);
    if (pagina) return reply.type('text/html; charset=utf-8').send(pagina(url));
    return reply.sendFile('index.html');
  };
}
