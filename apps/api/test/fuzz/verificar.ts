import type { FastifyInstance } from 'fastify';
import type { Requisicao } from './mutacoes.ts';

// What every answer to a bad request must be: below 500, and when it is an error, Problem Details with a
// Portuguese `detail` and Portuguese per-field messages — never the validator's or the framework's English.

/** Words of zod's, Fastify's and Node's English messages that no Portuguese sentence of ours contains. */
const INGLES =
  /\b(invalid|expected|received|required|must|should|unrecognized|input|too (?:big|small|many)|not found|bad request|internal server error|unexpected|failed|is not|greater than|less than|characters?|allowed|error|string|number|boolean|undefined|object|array|unauthorized|forbidden|payload|the|of|and|with|this|that|please|already|exists|missing|cannot|field|request|value)\b/i;
/**
 * Something only Portuguese has: an accented letter, a common short word, or a participle or noun ending of its
 * own ("conectado", "inválida", "comandas diferentes" pass on "-ado/-ida" and the plural "-as").
 */
const PORTUGUES =
  /[áàâãéêíóôõúç]|\b(?:de|do|da|dos|das|e|se|por|ao|não|um|uma|o|a|os|as|para|com|ou|em|no|na|nesta|neste|nenhum|nenhuma|outra|outro|duas|dois|sem|mais|use|informe|escolha|valor|campo|dados|tente|novamente)\b|\w(?:ad|id)[oa]s?\b/i;

export function pareceIngles(texto: string): boolean {
  return INGLES.test(texto);
}
export function parecePortugues(texto: string): boolean {
  return PORTUGUES.test(texto) && !INGLES.test(texto);
}

export interface Resposta {
  status: number;
  tipo: string;
  corpo: string;
}

/**
 * Why this answer is wrong, or null. The one 5xx allowed is a 503 in Portuguese Problem Details: a third party
 * we depend on is out (the CEP lookup without a provider), which is no answer to bad input.
 */
export function falha(r: Resposta): string | null {
  if (r.status >= 500 && r.status !== 503) return `status ${r.status}: ${r.corpo.slice(0, 200)}`;
  if (r.status < 400) return null;
  if (!/^application\/problem\+json/.test(r.tipo))
    return `${r.status} sem problem+json (${r.tipo}): ${r.corpo.slice(0, 200)}`;
  let p: { detail?: unknown; errors?: { mensagem?: unknown }[] };
  try {
    p = JSON.parse(r.corpo) as typeof p;
  } catch {
    return `${r.status} com corpo que não é JSON`;
  }
  if (typeof p.detail !== 'string' || !parecePortugues(p.detail))
    return `${r.status} detail fora do português: ${String(p.detail)}`;
  for (const e of p.errors ?? []) {
    if (typeof e.mensagem !== 'string' || !parecePortugues(e.mensagem))
      return `${r.status} mensagem de campo fora do português: ${String(e.mensagem)}`;
  }
  return null;
}

/**
 * Sends one request. Streams (the SSE event stream) are read up to their headers and then dropped: a stream
 * that opened is a 200, not a hang.
 */
export async function enviar(app: FastifyInstance, q: Requisicao): Promise<Resposta> {
  const aborto = new AbortController();
  const res = await app.inject({
    method: q.method as 'GET',
    url: q.url,
    headers: q.headers,
    ...(q.payload !== undefined ? { payload: q.payload } : {}),
    payloadAsStream: true,
    signal: aborto.signal,
  });
  const tipo = String(res.headers['content-type'] ?? '');
  if (tipo.startsWith('text/event-stream')) {
    res.stream().on('error', () => undefined); // the abort below ends it with an AbortError
    aborto.abort();
    return { status: res.statusCode, tipo, corpo: '' };
  }
  const partes: Buffer[] = [];
  for await (const c of res.stream()) partes.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return { status: res.statusCode, tipo, corpo: Buffer.concat(partes).toString('utf8') };
}

export interface Relatorio {
  enviadas: number;
  porStatus: Record<number, number>;
  falhas: { operacao: string; caso: string; url: string; motivo: string }[];
}

export function novoRelatorio(): Relatorio {
  return { enviadas: 0, porStatus: {}, falhas: [] };
}

export async function verificar(app: FastifyInstance, operacao: string, q: Requisicao, rel: Relatorio): Promise<void> {
  let r: Resposta;
  try {
    r = await enviar(app, q);
  } catch (err) {
    r = { status: 599, tipo: '', corpo: `exceção: ${(err as Error).message}` };
  }
  rel.enviadas++;
  rel.porStatus[r.status] = (rel.porStatus[r.status] ?? 0) + 1;
  const motivo = falha(r);
  if (motivo) rel.falhas.push({ operacao, caso: q.caso, url: q.url.slice(0, 200), motivo });
}
