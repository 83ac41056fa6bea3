import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { ultimosPedidosQuerySchema, ultimosPedidosSchema } from '@app/shared/schemas/clientes.ts';
import {
  cardapioSchema, cotacaoBodySchema, cotacaoSchema, pedidoBodySchema, pedidoDetalheSchema, pedidoPatchSchema, pedidoSchema, pedidosBoardSchema,
  pedidosPaginaSchema, pedidosQuerySchema, pedidoStatusBodySchema,
} from '@app/shared/schemas/pedidos.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden } from '../../lib/errors.ts';
import * as consulta from './service/consulta.ts';
import * as criacao from './service/criar.ts';
import * as quadro from './service/quadro.ts';
import * as status from './service/status.ts';

const verDados = (request: FastifyRequest) => hasPermission(request.user, 'clientes.dados');

// The board's ETag is the business's board version plus the query; an unchanged board answers 304. The
// 5-minute bucket lets orders age out of the 24 h window even when nothing changes.
const BUCKET_MS = 5 * 60 * 1000;

/** The board with its ETag: 304 when the caller already has this version, else the cached or freshly built JSON text. */
async function responderQuadro(request: FastifyRequest, reply: FastifyReply, cache: quadro.CacheQuadro, o: { horas: number; status?: string | undefined }) {
  const versoes = request.server.eventos.versoes;
  const versao = await quadro.versao(request.tenant, versoes);
  const status = o.status?.split(',').map((s) => s.trim()).filter(Boolean);
  const etag = `W/"q${versao}.${o.horas}.${(status ?? []).join('+')}.${verDados(request) ? 1 : 0}.${Math.floor(Date.now() / BUCKET_MS)}"`;
  // private + no-cache: the browser keeps the answer and revalidates on every poll (If-None-Match)
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
  // no body at all (not even `null`): a 304 ends at its headers
  if (request.headers['if-none-match'] === etag) return reply.status(304).removeHeader('content-type').send();
  const texto = await quadro.texto(request.tenant, {
    cache, chave: `${request.tenant.empresaId}|${etag}`, versao, versoes, horas: o.horas, status, verDados: verDados(request),
  });
  return reply.type('application/json; charset=utf-8').send(texto);
}

export async function pedidosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema, 422: problemSchema };
  const tags = ['pedidos'];
  const security = [{ bearer: [] }];
  const ver = { permissao: 'pedidos.ver' };
  const gerenciar = { permissao: 'pedidos.gerenciar' };
  const cacheQuadro = new quadro.CacheQuadro();

  r.get('/pedidos', {
    config: ver,
    schema: {
      tags, security, querystring: pedidosQuerySchema,
      summary: 'Pedidos: com `page`, o histórico paginado {items,total}; sem `page`, o quadro das últimas `last_hours` (padrão 24) horas, com ETag/304',
      response: { 200: z.union([pedidosBoardSchema, pedidosPaginaSchema]), 304: z.null(), ...errors },
    },
  }, async (request, reply) => {
    const q = request.query;
    if (q.page !== undefined) return consulta.historico(request.tenant, q, verDados(request));
    return responderQuadro(request, reply, cacheQuadro, { horas: q.last_hours ?? 24, status: q.status });
  });

  r.get('/pedidos/exportar', {
    config: ver,
    schema: { tags, security, querystring: pedidosQuerySchema, summary: 'CSV do histórico filtrado (mesmos filtros de GET /pedidos)' },
  }, async (request, reply) => {
    const { csv, linhas } = await consulta.exportarCsv(request.tenant, request.query, verDados(request));
    request.log.info({ evento: 'exportacao_pedidos', usuario_id: request.user.id, empresa_id: request.tenant.empresaId, linhas }, 'exportação de pedidos');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pedidos-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  });

  r.get('/pedidos/cardapio', {
    config: ver,
    schema: { tags, security, summary: 'Cardápio para lançar pedidos: produtos ativos com tamanhos, complementos e preços', response: { 200: cardapioSchema, ...errors } },
  }, async (request) => consulta.cardapio(request.tenant));

  r.post('/pedidos/cotacao', {
    config: ver,
    schema: {
      tags, security, summary: 'Quanto o pedido custaria (preços, taxa, desconto, total), sem criar nada',
      body: cotacaoBodySchema, response: { 200: cotacaoSchema, ...errors },
    },
  }, async (request) => criacao.cotar(request.tenant, request.body));

  r.get('/pedidos/:id', {
    config: ver,
    schema: { tags, security, params: idParamsSchema, summary: 'Um pedido, com o histórico de status', response: { 200: pedidoDetalheSchema, ...errors } },
  }, async (request) => consulta.obter(request.tenant, request.params.id, verDados(request)));

  r.post('/pedidos', {
    config: gerenciar,
    schema: {
      tags, security, body: pedidoBodySchema, headers: z.object({ 'idempotency-key': z.string().max(100).optional() }).loose(),
      summary: 'Cria um pedido (totais calculados pelo servidor). Aceita Idempotency-Key: repetições criam um só pedido',
      response: { 201: pedidoSchema, ...errors },
    },
  }, async (request, reply) => {
    const criado = await criacao.criar(request.tenant, request.user.id, request.body, request.headers['idempotency-key']);
    return reply.status(criado.status as 201).send(consulta.mascarar(criado.body, verDados(request)));
  });

  r.patch('/pedidos/:id', {
    // "seen" only needs pedidos.ver (kitchen and couriers silence the alarm by opening the order); the rest needs
    // pedidos.gerenciar, checked below
    config: ver,
    schema: { tags, security, params: idParamsSchema, body: pedidoPatchSchema, summary: 'Entregador e observação interna (pedidos.gerenciar) ou "visto" (pedidos.ver)', response: { 200: pedidoSchema, ...errors } },
  }, async (request) => {
    const { visto: _visto, ...resto } = request.body;
    if (Object.keys(resto).length > 0 && !hasPermission(request.user, 'pedidos.gerenciar')) throw forbidden();
    return consulta.mascarar(await status.alterar(request.tenant, request.params.id, request.body), verDados(request));
  });

  r.patch('/pedidos/:id/status', {
    config: gerenciar,
    schema: { tags, security, params: idParamsSchema, body: pedidoStatusBodySchema, summary: 'Muda o status (só transições permitidas; 409 nas demais)', response: { 200: pedidoSchema, ...errors } },
  }, async (request) => {
    const p = await status.mudarStatus(request.tenant, request.user.id, request.params.id, request.body.status, request.body.motivo);
    return consulta.mascarar(p, verDados(request));
  });

  r.delete('/pedidos/:id', {
    config: gerenciar,
    schema: { tags, security, params: idParamsSchema, summary: 'Exclui um pedido cancelado', response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await status.excluir(request.tenant, request.params.id);
    return reply.status(204).send(null);
  });

  // Registered here, under the customers' path: it reads orders, and orders sit above customers in the module
  // graph (an order references its customer), so the customers module cannot read them.
  r.get('/clientes/:id/ultimos-pedidos', {
    config: { permissao: 'clientes.ver' },
    schema: {
      tags: ['clientes'], security, params: idParamsSchema, summary: 'Últimos pedidos do cliente (padrão 10)', querystring: ultimosPedidosQuerySchema,
      response: { 200: ultimosPedidosSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
    },
  }, async (request) => consulta.ultimosDoCliente(request.tenant, request.params.id, request.query.limit));
}
