import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@app/shared/schemas/common.ts';
import {
  fichaCriarSchema,
  fichaItemCriarSchema,
  fichaItemParamsSchema,
  fichaItemPatchSchema,
  fichaItensListaSchema,
  fichaPatchSchema,
  fichaRecalculadaSchema,
  fichaSchema,
  fichasPaginaSchema,
  fichasQuerySchema,
  fichaVinculoQuerySchema,
  fichaVinculoSchema,
} from '@app/shared/schemas/estoque-fichas.ts';
import * as fichas from '../service/fichas.ts';
import * as itens from '../service/fichas-itens.ts';
import { base, config, erros } from './comum.ts';

/** Spec §7 Stock: /fichas CRUD; POST /fichas/{id}/recalcular; /fichas/{id}/itens CRUD; GET /fichas/vinculo-id. */
export async function fichasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const s = <T extends object>(summary: string, extra: T) => ({ config, schema: { ...base, summary, ...extra } });

  r.get(
    '/fichas',
    s('Fichas técnicas', { querystring: fichasQuerySchema, response: { 200: fichasPaginaSchema, ...erros } }),
    async (request) => fichas.listar(request.tenant, request.query),
  );
  r.post(
    '/fichas',
    s('Cadastra ficha técnica', { body: fichaCriarSchema, response: { 201: fichaSchema, ...erros } }),
    async (request, reply) => reply.code(201).send(await fichas.criar(request.tenant, request.body)),
  );
  r.get(
    '/fichas/vinculo-id',
    s('Ficha técnica de um produto ou opção', {
      querystring: fichaVinculoQuerySchema,
      response: { 200: fichaVinculoSchema, ...erros },
    }),
    async (request) => fichas.vinculo(request.tenant, request.query),
  );
  r.get(
    '/fichas/:id',
    s('Ficha técnica', { params: idParamsSchema, response: { 200: fichaSchema, ...erros } }),
    async (request) => fichas.obter(request.tenant, request.params.id),
  );
  r.patch(
    '/fichas/:id',
    s('Altera ficha técnica', {
      params: idParamsSchema,
      body: fichaPatchSchema,
      response: { 200: fichaSchema, ...erros },
    }),
    async (request) => fichas.alterar(request.tenant, request.params.id, request.body),
  );
  r.delete(
    '/fichas/:id',
    s('Exclui ficha técnica', { params: idParamsSchema, response: { 200: okSchema, ...erros } }),
    async (request) => fichas.excluir(request.tenant, request.params.id),
  );
  r.post(
    '/fichas/:id/recalcular',
    s('Recalcula o custo da ficha e de suas sub-receitas', {
      params: idParamsSchema,
      response: { 200: fichaRecalculadaSchema, ...erros },
    }),
    async (request) => fichas.recalcular(request.tenant, request.params.id),
  );

  r.get(
    '/fichas/:id/itens',
    s('Itens da ficha', { params: idParamsSchema, response: { 200: fichaItensListaSchema, ...erros } }),
    async (request) => itens.listar(request.tenant, request.params.id),
  );
  r.post(
    '/fichas/:id/itens',
    s('Inclui item na ficha', {
      params: idParamsSchema,
      body: fichaItemCriarSchema,
      response: { 201: fichaSchema, ...erros },
    }),
    async (request, reply) => reply.code(201).send(await itens.criar(request.tenant, request.params.id, request.body)),
  );
  r.patch(
    '/fichas/:id/itens/:itemId',
    s('Altera item da ficha', {
      params: fichaItemParamsSchema,
      body: fichaItemPatchSchema,
      response: { 200: fichaSchema, ...erros },
    }),
    async (request) => itens.alterar(request.tenant, request.params.id, request.params.itemId, request.body),
  );
  r.delete(
    '/fichas/:id/itens/:itemId',
    s('Retira item da ficha', { params: fichaItemParamsSchema, response: { 200: fichaSchema, ...erros } }),
    async (request) => itens.excluir(request.tenant, request.params.id, request.params.itemId),
  );
}
