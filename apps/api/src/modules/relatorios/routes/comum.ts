import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { paraCsv, type Coluna } from '../service/csv.ts';
import { JsonPronto } from '../service/json.ts';

// What every report route shares: the permission, errors, tag, and the pair "JSON answer + `/csv` of its table".

export const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
export const base = { tags: ['relatorios'], security: [{ bearer: [] }] };
export const ver = { permissao: 'relatorios.ver' };
/** Customers' phones in full only for who may see customers' data (as in the orders history). */
export const verDados = (request: FastifyRequest) => hasPermission(request.user, 'clientes.dados');

type Req<Q, P> = FastifyRequest<{ Querystring: Q; Params: P }>;

export interface Relatorio<Q extends z.ZodType, R extends z.ZodType, P extends z.ZodType, L> {
  path: string;
  summary: string;
  querystring: Q;
  params?: P;
  response: R;
  /**
   * `todas`: every row of the period (the CSV), not one page. An answer already written as JSON text
   * (`JsonPronto`) is sent as it is.
   */
  handler: (request: Req<z.infer<Q>, z.infer<P>>, todas: boolean) => Promise<z.infer<R> | JsonPronto<z.infer<R>>>;
  /** The table and its columns, for `<path>/csv`; absent: no CSV (not a table). */
  csv?: {
    nome: string;
    linhas: (r: z.infer<R>) => L[];
    colunas: Coluna<L>[];
    /** A table that can be large (every sale of a year): the file streamed in batches instead (D-233). */
    lotes?: (request: Req<z.infer<Q>, z.infer<P>>) => AsyncGenerator<string>;
  };
  config?: Record<string, unknown>;
}

const objetos = <T>(r: T | JsonPronto<T>): T => (r instanceof JsonPronto ? r.valor() : r);

export function relatorio<Q extends z.ZodType, R extends z.ZodType, P extends z.ZodType, L>(
  app: FastifyInstance,
  d: Relatorio<Q, R, P, L>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = d.config ?? ver;
  const params = d.params ? { params: d.params } : {};
  r.get(
    d.path,
    {
      config,
      schema: {
        ...base,
        ...params,
        summary: d.summary,
        querystring: d.querystring,
        response: { 200: d.response, ...errors },
      },
    },
    (async (request: FastifyRequest, reply: FastifyReply) => {
      const r = await d.handler(request as never, false);
      // the JSON text is the answer (a plain reply: the typed one takes only the schema's objects)
      return r instanceof JsonPronto ? reply.type('application/json; charset=utf-8').send(r.texto) : r;
    }) as never,
  );
  const csv = d.csv;
  if (!csv) return;
  r.get(
    `${d.path}/csv`,
    {
      config,
      schema: { ...base, ...params, summary: `${d.summary} (CSV de todas as linhas)`, querystring: d.querystring },
    },
    async (request, reply) => {
      // a streamed table reads its first batch before answering (as the orders' export), so a bad period or a
      // failing query is still a clean problem answer, not a cut file
      const lotes = csv.lotes?.(request as never);
      const primeiro = await lotes?.next();
      const corpo = lotes
        ? Readable.from(
            (async function* () {
              if (!primeiro!.done) yield primeiro!.value;
              yield* lotes;
            })(),
          )
        : paraCsv(csv.colunas, csv.linhas(objetos(await d.handler(request as never, true))));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csv.nome}-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(corpo);
    },
  );
}
