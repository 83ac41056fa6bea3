import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  categoriaBodySchema,
  categoriaSchema,
  categoriasListSchema,
  categoriasQuerySchema,
  reordenarCategoriasSchema,
} from '@app/shared/schemas/catalogo.ts';
import * as service from '../service/categorias.ts';

const GERENCIAR = { permissao: 'catalogo.gerenciar' };

export async function categoriasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };

  r.get(
    '/categorias',
    {
      schema: {
        ...base,
        summary: 'Categorias (paginadas, na ordem do cardápio)',
        querystring: categoriasQuerySchema,
        response: { 200: categoriasListSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query),
  );

  r.post(
    '/categorias',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Criar categoria',
        body: categoriaBodySchema,
        response: { 201: categoriaSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criar(request.tenant, request.body)),
  );

  r.patch(
    '/categorias/reordenar',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Reordenar todas as categorias (ids na nova ordem)',
        body: reordenarCategoriasSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.reordenar(request.tenant, request.body.ids);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/categorias/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Alterar categoria',
        params: idParamsSchema,
        body: categoriaBodySchema,
        response: { 200: categoriaSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.patch(
    '/categorias/:id/toggle',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Ativar/desativar categoria',
        params: idParamsSchema,
        response: { 200: categoriaSchema, ...errors },
      },
    },
    async (request) => service.alternar(request.tenant, request.params.id),
  );

  r.post(
    '/categorias/:id/duplicar',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Duplicar categoria com seus produtos (a cópia começa inativa)',
        params: idParamsSchema,
        response: { 201: categoriaSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.duplicar(request.tenant, request.params.id)),
  );

  r.delete(
    '/categorias/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Excluir categoria (recusada enquanto tiver produtos)',
        params: idParamsSchema,
        response: { 204: z.null(), 409: problemSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.excluir(request.tenant, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
