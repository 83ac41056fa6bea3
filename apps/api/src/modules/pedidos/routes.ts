import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  cardapioSchema, cotacaoBodySchema, cotacaoSchema, pedidoBodySchema, pedidoDetalheSchema, pedidoPatchSchema, pedidoSchema, pedidosBoardSchema,
  pedidosPaginaSchema, pedidosQuerySchema, pedidoStatusBodySchema,
} from '@app/shared/schemas/pedidos.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { proximosStatus } from '@app/shared/domain/pedido-status.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { comIdempotencia } from '../../lib/idempotencia.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { cardapioParaApi, carregarCardapio } from './cardapio.ts';
import { buscarPedido, historico, historicoStatus, mascarar } from './consulta.ts';
import { criarPedido } from './criar.ts';
import { cotar } from './cotacao.ts';
import { quadroJson } from './quadro.ts';
import { csvHistorico } from './exportar.ts';
import { alterarPedido, excluirPedido, mudarStatus } from './status.ts';

const verDados = (request: FastifyRequest) => hasPermission(request.user, 'clientes.dados');

export async function pedidosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema, 422: problemSchema };
  const tags = ['pedidos'];
  const security = [{ bearer: [] }];
  const ver = { permissao: 'pedidos.ver' };
  const gerenciar = { permissao: 'pedidos.gerenciar' };

  r.get('/pedidos', {
    config: ver,
    schema: {
      tags, security, querystring: pedidosQuerySchema,
      summary: 'Pedidos: com `page`, o histórico paginado {items,total}; sem `page`, o quadro das últimas `last_hours` (padrão 24) horas, com ETag/304',
      response: { 200: z.union([pedidosBoardSchema, pedidosPaginaSchema]), 304: z.null(), ...errors },
    },
  }, async (request, reply) => {
    const q = request.query;
    const empresaId = request.user.empresa_id;
    if (q.page !== undefined) {
      const pagina = await withTenantLegado(db, empresaId, (tx) => historico(tx, empresaId, q));
      return { total: pagina.total, items: pagina.items.map((p) => mascarar(p, verDados(request))) };
    }
    return quadroJson(app, request, reply, { horas: q.last_hours ?? 24, status: q.status, verDados: verDados(request) });
  });

  r.get('/pedidos/exportar', {
    config: ver,
    schema: { tags, security, querystring: pedidosQuerySchema, summary: 'CSV do histórico filtrado (mesmos filtros de GET /pedidos)' },
  }, async (request, reply) => {
    const empresaId = request.user.empresa_id;
    const { csv, linhas } = await withTenantLegado(db, empresaId, (tx) => csvHistorico(tx, empresaId, request.query, verDados(request)));
    request.log.info({ evento: 'exportacao_pedidos', usuario_id: request.user.id, empresa_id: empresaId, linhas }, 'exportação de pedidos');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pedidos-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  });

  r.get('/pedidos/cardapio', {
    config: ver,
    schema: { tags, security, summary: 'Cardápio para lançar pedidos: produtos ativos com tamanhos, complementos e preços', response: { 200: cardapioSchema, ...errors } },
  }, async (request) => {
    const empresaId = request.user.empresa_id;
    return cardapioParaApi(await withTenantLegado(db, empresaId, (tx) => carregarCardapio(tx, empresaId)));
  });

  r.post('/pedidos/cotacao', {
    config: ver,
    schema: {
      tags, security, summary: 'Quanto o pedido custaria (preços, taxa, desconto, total), sem criar nada',
      body: cotacaoBodySchema, response: { 200: cotacaoSchema, ...errors },
    },
  }, async (request) => {
    const empresaId = request.user.empresa_id;
    return withTenantLegado(db, empresaId, (tx) => cotar(tx, empresaId, request.body));
  });

  r.get('/pedidos/:id', {
    config: ver,
    schema: { tags, security, params: idParamsSchema, summary: 'Um pedido, com o histórico de status', response: { 200: pedidoDetalheSchema, ...errors } },
  }, async (request) => {
    const empresaId = request.user.empresa_id;
    return withTenantLegado(db, empresaId, async (tx) => {
      const p = await buscarPedido(tx, empresaId, request.params.id);
      if (!p) throw notFound('Pedido não encontrado');
      return { ...mascarar(p, verDados(request)), historico: await historicoStatus(tx, empresaId, p.id), proximos_status: proximosStatus(p.status, p.tipo) };
    });
  });

  r.post('/pedidos', {
    config: gerenciar,
    schema: {
      tags, security, body: pedidoBodySchema, headers: z.object({ 'idempotency-key': z.string().max(100).optional() }).loose(),
      summary: 'Cria um pedido (totais calculados pelo servidor). Aceita Idempotency-Key: repetições criam um só pedido',
      response: { 201: pedidoSchema, ...errors },
    },
  }, async (request, reply) => {
    const empresaId = request.user.empresa_id;
    const r2 = await comIdempotencia(db, empresaId, 'POST /pedidos', request.headers['idempotency-key'], request.body, async (tx) => ({
      status: 201, body: await criarPedido(tx, empresaId, request.user.id, request.body),
    }));
    return reply.status(r2.status as 201).send(mascarar(r2.body, verDados(request)));
  });

  r.patch('/pedidos/:id', {
    // "seen" only needs pedidos.ver (kitchen and couriers silence the alarm by opening the order); the rest needs
    // pedidos.gerenciar, checked below
    config: ver,
    schema: { tags, security, params: idParamsSchema, body: pedidoPatchSchema, summary: 'Entregador e observação interna (pedidos.gerenciar) ou "visto" (pedidos.ver)', response: { 200: pedidoSchema, ...errors } },
  }, async (request) => {
    const empresaId = request.user.empresa_id;
    const { visto: _visto, ...resto } = request.body;
    if (Object.keys(resto).length > 0 && !hasPermission(request.user, 'pedidos.gerenciar')) throw forbidden();
    const p = await withTenantLegado(db, empresaId, (tx) => alterarPedido(tx, empresaId, request.params.id, request.body));
    return mascarar(p, verDados(request));
  });

  r.patch('/pedidos/:id/status', {
    config: gerenciar,
    schema: { tags, security, params: idParamsSchema, body: pedidoStatusBodySchema, summary: 'Muda o status (só transições permitidas; 409 nas demais)', response: { 200: pedidoSchema, ...errors } },
  }, async (request) => {
    const empresaId = request.user.empresa_id;
    const p = await withTenantLegado(db, empresaId, (tx) => mudarStatus(tx, empresaId, request.user.id, request.params.id, request.body.status, request.body.motivo));
    return mascarar(p, verDados(request));
  });

  r.delete('/pedidos/:id', {
    config: gerenciar,
    schema: { tags, security, params: idParamsSchema, summary: 'Exclui um pedido cancelado', response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const empresaId = request.user.empresa_id;
    await withTenantLegado(db, empresaId, (tx) => excluirPedido(tx, empresaId, request.params.id));
    return reply.status(204).send(null);
  });
}
