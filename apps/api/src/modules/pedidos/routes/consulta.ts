import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { ultimosPedidosQuerySchema, ultimosPedidosSchema } from '@app/shared/schemas/clientes.ts';
import { pedidoDetalheSchema } from '@app/shared/schemas/pedidos.ts';
import { pedidosBoardSchema, pedidosPaginaSchema, pedidosQuerySchema } from '@app/shared/schemas/pedidos-consulta.ts';
import * as consulta from '../service/consulta.ts';
import * as quadro from '../service/quadro.ts';
import { CacheHistorico } from '../service/historico-cache.ts';
import { errors, security, tags, ver, verDados } from './comum.ts';
import { responderQuadro } from './quadro.ts';

/** Reading orders: the board (ETag/304), the history and its CSV, one order, a customer's last orders. */
export async function consultaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cacheQuadro = new quadro.CacheQuadro();
  const cacheHistorico = new CacheHistorico();

  r.get(
    '/pedidos',
    {
      config: ver,
      schema: {
        tags,
        security,
        querystring: pedidosQuerySchema,
        summary:
          'Pedidos: com `page`, o histórico paginado {items,total}; sem `page`, o quadro das últimas `last_hours` (padrão 24) horas, com ETag/304',
        response: { 200: z.union([pedidosBoardSchema, pedidosPaginaSchema]), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.page !== undefined) {
        // the page's JSON text as built (D-320): the 200 schema above documents it, nothing re-serialises it (a
        // plain reply: the typed one takes only the schema's objects, as the board's does)
        const texto = await consulta.historico(request.tenant, q, verDados(request), {
          cache: cacheHistorico,
          versoes: request.server.eventos.versoes,
        });
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(texto);
      }
      return responderQuadro(request, reply, cacheQuadro, { horas: q.last_hours ?? 24, status: q.status });
    },
  );

  r.get(
    '/pedidos/exportar',
    {
      config: ver,
      schema: {
        tags,
        security,
        querystring: pedidosQuerySchema,
        summary: 'CSV do histórico filtrado (mesmos filtros de GET /pedidos)',
      },
    },
    async (request, reply) => {
      const log = request.log;
      const ids = { usuario_id: request.user.id, empresa_id: request.tenant.empresaId };
      const csv = consulta.exportarCsv(request.tenant, request.query, verDados(request), {
        aoTerminar: (linhas) => log.info({ evento: 'exportacao_pedidos', ...ids, linhas }, 'exportação de pedidos'),
      });
      // the first batch is read before answering, so a failing query is still a clean error answer, not a cut file
      const primeiro = await csv.next();
      const corpo = Readable.from(
        (async function* () {
          if (!primeiro.done) yield primeiro.value;
          yield* csv;
        })(),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pedidos-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(corpo);
    },
  );

  r.get(
    '/pedidos/:id',
    {
      config: ver,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        summary: 'Um pedido, com o histórico de status',
        response: { 200: pedidoDetalheSchema, ...errors },
      },
    },
    async (request) => consulta.obter(request.tenant, request.params.id, verDados(request)),
  );

  // Registered here, under the customers' path: it reads orders, and orders sit above customers in the module
  // graph (an order references its customer), so the customers module cannot read them.
  r.get(
    '/clientes/:id/ultimos-pedidos',
    {
      config: { permissao: 'clientes.ver' },
      schema: {
        tags: ['clientes'],
        security,
        params: idParamsSchema,
        summary: 'Últimos pedidos do cliente (padrão 10)',
        querystring: ultimosPedidosQuerySchema,
        response: {
          200: ultimosPedidosSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) => consulta.ultimosDoCliente(request.tenant, request.params.id, request.query.limit),
  );
}
