import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@app/shared/schemas/common.ts';
import { cotacaoBodySchema, pedidoBodySchema, pedidoSchema } from '@app/shared/schemas/pedidos.ts';
import { pedidoPatchSchema, pedidoStatusBodySchema } from '@app/shared/schemas/pedidos-consulta.ts';
import { cardapioSchema, cotacaoSchema } from '@app/shared/schemas/pedidos-cardapio.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden } from '../../../lib/errors.ts';
import * as consulta from '../service/consulta.ts';
import * as criacao from '../service/criar.ts';
import * as status from '../service/status.ts';
import { errors, gerenciar, security, tags, ver, verDados } from './comum.ts';

/** Entering and changing orders: the menu, the quote, creation, edits, status changes and deletion. */
export async function lancamentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/pedidos/cardapio',
    {
      config: ver,
      schema: {
        tags,
        security,
        summary: 'Cardápio para lançar pedidos: produtos ativos com tamanhos, complementos e preços',
        response: { 200: cardapioSchema, ...errors },
      },
    },
    async (request) => consulta.cardapio(request.tenant),
  );

  r.post(
    '/pedidos/cotacao',
    {
      config: ver,
      schema: {
        tags,
        security,
        summary: 'Quanto o pedido custaria (preços, taxa, desconto, total), sem criar nada',
        body: cotacaoBodySchema,
        response: { 200: cotacaoSchema, ...errors },
      },
    },
    async (request) => criacao.cotar(request.tenant, request.body),
  );

  r.post(
    '/pedidos',
    {
      config: gerenciar,
      schema: {
        tags,
        security,
        body: pedidoBodySchema,
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }).loose(),
        summary:
          'Cria um pedido (totais calculados pelo servidor). Aceita Idempotency-Key: repetições criam um só pedido',
        response: { 201: pedidoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const criado = await criacao.criar(
        request.tenant,
        request.user.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(criado.status as 201).send(consulta.mascarar(criado.body, verDados(request)));
    },
  );

  r.patch(
    '/pedidos/:id',
    {
      // "seen" only needs pedidos.ver (kitchen and couriers silence the alarm by opening the order); the rest needs
      // pedidos.gerenciar, checked below
      config: ver,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: pedidoPatchSchema,
        summary: 'Entregador e observação interna (pedidos.gerenciar) ou "visto" (pedidos.ver)',
        response: { 200: pedidoSchema, ...errors },
      },
    },
    async (request) => {
      const { visto: _visto, ...resto } = request.body;
      if (Object.keys(resto).length > 0 && !hasPermission(request.user, 'pedidos.gerenciar')) throw forbidden();
      return consulta.mascarar(
        await status.alterar(request.tenant, request.params.id, request.body),
        verDados(request),
      );
    },
  );

  r.patch(
    '/pedidos/:id/status',
    {
      config: gerenciar,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: pedidoStatusBodySchema,
        summary: 'Muda o status (só transições permitidas; 409 nas demais)',
        response: { 200: pedidoSchema, ...errors },
      },
    },
    async (request) => {
      const p = await status.mudarStatus(
        request.tenant,
        request.user.id,
        request.params.id,
        request.body.status,
        request.body.motivo,
      );
      return consulta.mascarar(p, verDados(request));
    },
  );

  r.delete(
    '/pedidos/:id',
    {
      config: gerenciar,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        summary: 'Exclui um pedido cancelado',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await status.excluir(request.tenant, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
