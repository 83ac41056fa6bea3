import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@app/shared/schemas/messages.ts';
import { AppError } from '../lib/errors.ts';
import { problem } from './problem.ts';

// Guards at the edge of the API for input no route should ever see: the NUL character, malformed URLs and
// request heads, and multipart bodies the parser cannot read. Each answers a Portuguese Problem Details 4xx.

/** A NUL (U+0000): PostgreSQL text cannot hold it, and no form of the product can type it. */
const NUL = '\u0000';
const NUL_NA_URL = /%00/i;
const PROFUNDIDADE_MAX = 32;

/** The path of the first string (key or value) holding a NUL, or null. */
function caminhoComNul(v: unknown, caminho: string, profundidade = 0): string | null {
  if (typeof v === 'string') return v.includes(NUL) ? caminho || 'body' : null;
  if (v === null || typeof v !== 'object' || profundidade > PROFUNDIDADE_MAX) return null;
  if (Buffer.isBuffer(v)) return null; // an uploaded file's bytes are not text
  for (const [k, filho] of Object.entries(v)) {
    const aqui = caminho ? `${caminho}.${k}` : k;
    if (k.includes(NUL)) return aqui;
    const achou = caminhoComNul(filho, aqui, profundidade + 1);
    if (achou) return achou;
  }
  return null;
}

const nulRecusado = (campo: string) =>
  new AppError(400, `${MSG.caractereExcluido} (caractere nulo)`, [{ campo, mensagem: MSG.caractereExcluido }]);

/** Stage marker: a multipart error raised after this point is the route's own, not the body parser's. */
const CORPO_LIDO = Symbol('corpoLido');
type ComMarca = FastifyRequest & { [CORPO_LIDO]?: boolean };

// Callback hooks, not async ones: these run on every request, and an async hook costs a promise and a turn of
// the microtask queue each (three of them on the board's 304, D-390).
export function registerEntrada(app: FastifyInstance) {
  // The raw URL: a %00 anywhere (path or query) is refused before routing decodes it.
  app.addHook('onRequest', (request, _reply, done) => {
    done(NUL_NA_URL.test(request.url) ? nulRecusado(request.url.includes('?') ? 'query' : 'params') : undefined);
  });
  // Bodies are parsed by now (JSON, form, multipart fields): refuse a NUL in any key or text value.
  app.addHook('preValidation', (request, _reply, done) => {
    const campo = caminhoComNul(request.body, '');
    done(campo ? nulRecusado(campo) : undefined);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    (request as ComMarca)[CORPO_LIDO] = true;
    done();
  });
}

/**
 * An error of the multipart body parser (busboy): no boundary, a truncated part, a malformed part header. Those
 * come as plain Errors without a status; they are the client's, so they answer 400.
 */
export function ehErroDeMultipart(err: FastifyError, request: FastifyRequest): boolean {
  if (err.statusCode || (request as ComMarca)[CORPO_LIDO]) return false;
  const tipo = request.headers['content-type'];
  return typeof tipo === 'string' && /^\s*multipart\//i.test(tipo);
}

/** Fastify's router errors (a URL that does not decode, a path parameter over the length limit). */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, detail] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'Endereço (URL) longo demais.']
      : err.code === 'FST_ERR_BAD_URL'
        ? [400, 'Endereço (URL) inválido.']
        : [400, 'Requisição inválida.'];
  return reply.status(status).type('application/problem+json').send(problem(status, detail));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a head over the size limit, a malformed
 * request line, a timeout): the same Portuguese Problem Details, written on the socket.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Tempo esgotado ao receber a requisição.']
      : err.code === 'HPE_HEADER_OVERFLOW' // a request line over the limit lands here too
        ? [431, 'Cabeçalhos da requisição grandes demais.']
        : [400, 'Requisição malformada.'];
  const body = JSON.stringify(problem(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
