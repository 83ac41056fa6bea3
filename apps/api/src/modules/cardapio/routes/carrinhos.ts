import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  carrinhoCreateSchema,
  carrinhoParamsSchema,
  carrinhoPatchSchema,
  carrinhoSchema,
  carrinhoSessaoParamsSchema,
  carrinhoSlugQuerySchema,
} from '@app/shared/schemas/carrinhos.ts';
import * as carrinhos from '../service/carrinhos.ts';
import { errors, escrita, leitura, tags, type Publico } from './comum.ts';

/** Spec §7 Carts. No token (a customer token, when sent, links the cart to the customer). */
export async function carrinhosRoutes(app: FastifyInstance, pub: Publico) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const resposta = { 200: carrinhoSchema, ...errors };

  r.post(
    '/carrinhos',
    {
      config: escrita,
      schema: {
        tags,
        summary: 'Cria o carrinho da sessão (201) ou atualiza o aberto da mesma sessão (200); preços do servidor',
        body: carrinhoCreateSchema,
        response: { 201: carrinhoSchema, ...resposta },
      },
    },
    async (request, reply) => {
      const { slug, ...b } = request.body;
      const t = await pub.tenantDoSlug(slug);
      const logado = await pub.clienteOpcional(request, t);
      const res = await carrinhos.criar(t, b, logado?.cliente.id ?? null);
      return reply.status(res.status).send(res.body);
    },
  );

  r.get(
    '/carrinhos/sessao/:id',
    {
      config: leitura,
      schema: {
        tags,
        summary: 'O carrinho aberto da sessão do navegador ({id} = sessão; ?slug= do cardápio)',
        params: carrinhoSessaoParamsSchema,
        querystring: carrinhoSlugQuerySchema,
        response: resposta,
      },
    },
    async (request) => carrinhos.daSessao(await pub.tenantDoSlug(request.query.slug), request.params.id),
  );

  r.get(
    '/carrinhos/:id',
    {
      config: leitura,
      schema: {
        tags,
        summary: 'Um carrinho pelo código ({id}; ?slug= do cardápio)',
        params: carrinhoParamsSchema,
        querystring: carrinhoSlugQuerySchema,
        response: resposta,
      },
    },
    async (request) => carrinhos.porCodigo(await pub.tenantDoSlug(request.query.slug), request.params.id),
  );

  r.patch(
    '/carrinhos/:id',
    {
      config: escrita,
      schema: {
        tags,
        summary: 'Altera itens, etapa (step_atual), sessão, nome ou telefone; o servidor recalcula os preços',
        params: carrinhoParamsSchema,
        querystring: carrinhoSlugQuerySchema,
        body: carrinhoPatchSchema,
        response: resposta,
      },
    },
    async (request) => {
      const t = await pub.tenantDoSlug(request.query.slug);
      const logado = await pub.clienteOpcional(request, t);
      return carrinhos.alterar(t, request.params.id, request.body, logado?.cliente.id ?? null);
    },
  );

  r.delete(
    '/carrinhos/:id',
    {
      config: escrita,
      schema: {
        tags,
        summary: 'Descarta o carrinho (não o de um pedido já feito)',
        params: carrinhoParamsSchema,
        querystring: carrinhoSlugQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await carrinhos.excluir(await pub.tenantDoSlug(request.query.slug), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
