import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acompanhamentoParamsSchema,
  acompanhamentoSchema,
  cotacaoPublicaBodySchema,
  pedidoPublicoBodySchema,
  pedidoPublicoCriadoSchema,
  slugParamsSchema,
} from '@app/shared/schemas/cliente-publico.ts';
import { enderecosClienteSchema, pedidosClienteSchema } from '@app/shared/schemas/cliente-conta.ts';
import { cotacaoSchema } from '@app/shared/schemas/pedidos-cardapio.ts';
import * as pedidoPublico from '../service/pedido-publico.ts';
import * as acompanhamento from '../service/acompanhamento.ts';
import * as pedidos from '../../pedidos/index.ts';
import { errors, escrita, leitura, pedido, tags, type Publico } from './comum.ts';

/** The public order, its quote and its tracking; a logged-in customer's addresses and last orders. */
export async function pedidosRoutes(app: FastifyInstance, pub: Publico) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // the bearer here is a customer token (audience `cliente`), not a staff one
  const bearer = [{ bearer: [] }];

  r.post(
    '/publico/cardapio/:slug/cotacao',
    {
      config: escrita,
      schema: {
        tags,
        summary: 'Preços, taxa de entrega, desconto e total de um rascunho, calculados pelo servidor (nada é criado)',
        params: slugParamsSchema,
        body: cotacaoPublicaBodySchema,
        response: { 200: cotacaoSchema, ...errors },
      },
    },
    async (request) => {
      const t = await pub.tenantDoSlug(request.params.slug);
      const logado = await pub.clienteOpcional(request, t);
      return pedidoPublico.cotar(t, request.body, logado?.cliente ?? null);
    },
  );

  r.post(
    '/publico/cardapio/:slug/pedidos',
    {
      config: pedido,
      schema: {
        tags,
        summary:
          'Faz o pedido pelo cardápio (canal cardapio; totais do servidor). Idempotency-Key: repetições criam um só pedido',
        params: slugParamsSchema,
        body: pedidoPublicoBodySchema,
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }).loose(),
        response: { 201: pedidoPublicoCriadoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const t = await pub.tenantDoSlug(request.params.slug);
      const logado = await pub.clienteOpcional(request, t);
      const res = await pedidoPublico.criar(
        t,
        request.body,
        logado?.cliente ?? null,
        request.headers['idempotency-key'],
      );
      return reply.status(res.status as 201).send(res.body);
    },
  );

  r.get(
    '/publico/cardapio/:slug/pedidos/:codigo',
    {
      config: leitura,
      schema: {
        tags,
        summary:
          'Acompanhamento do pedido pelo código (status e linha do tempo). ETag/304: consulte a cada poucos segundos',
        params: acompanhamentoParamsSchema,
        headers: z.object({ 'if-none-match': z.string().max(200).optional() }).loose(),
        response: { 200: acompanhamentoSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const t = await pub.tenantDoSlug(request.params.slug);
      // Any change of an order bumps the business's board version (kept in memory): while it stands still, the
      // tracking page's copy is current and nothing is read.
      const versao = await pedidos.versaoDoQuadro(t, app.eventos.versoes);
      const etag = `W/"a${versao}.${request.params.codigo}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag)
        return (reply as FastifyReply).status(304).removeHeader('content-type').send();
      return acompanhamento.acompanhamento(t, request.params.codigo);
    },
  );

  r.get(
    '/publico/cliente/enderecos',
    {
      config: leitura,
      schema: {
        tags,
        security: bearer,
        summary: 'Endereços do cliente logado (token de cliente)',
        response: { 200: enderecosClienteSchema, ...errors },
      },
    },
    async (request) => {
      const c = await pub.clienteObrigatorio(request);
      return acompanhamento.enderecos(c.tenant, c.cliente.id);
    },
  );

  r.get(
    '/publico/cliente/pedidos',
    {
      config: leitura,
      schema: {
        tags,
        security: bearer,
        summary: 'Últimos pedidos do cliente logado (token de cliente)',
        response: { 200: pedidosClienteSchema, ...errors },
      },
    },
    async (request) => {
      const c = await pub.clienteObrigatorio(request);
      return acompanhamento.ultimosPedidos(c.tenant, c.cliente.id);
    },
  );
}
