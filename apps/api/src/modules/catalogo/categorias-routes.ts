import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  categoriaBodySchema, categoriaSchema, categoriasListSchema, categoriasPublicasSchema, categoriasQuerySchema, publicoQuerySchema, reordenarCategoriasSchema,
} from '@app/shared/schemas/catalogo.ts';
import * as service from './categorias-service.ts';

const GERENCIAR = { permissao: 'catalogo.gerenciar' };

export async function categoriasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };

  r.get('/categorias', { schema: { ...base, summary: 'Categorias (paginadas, na ordem do cardápio)', querystring: categoriasQuerySchema, response: { 200: categoriasListSchema, ...errors } } },
    async (request) => service.list(db, request.user.empresa_id, request.query));

  r.get('/categorias/publicas', {
    config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { tags: ['catalogo'], summary: 'Categorias ativas com produtos ativos (cardápio público; empresa por ?empresa_id=)', querystring: publicoQuerySchema, response: { 200: categoriasPublicasSchema, 400: problemSchema, 404: problemSchema } },
  }, async (request) => service.publicas(db, request.query.empresa_id));

  r.post('/categorias', { config: GERENCIAR, schema: { ...base, summary: 'Criar categoria', body: categoriaBodySchema, response: { 201: categoriaSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(db, request.user.empresa_id, request.body)));

  r.patch('/categorias/reordenar', {
    config: GERENCIAR,
    schema: { ...base, summary: 'Reordenar todas as categorias (ids na nova ordem)', body: reordenarCategoriasSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.reorder(db, request.user.empresa_id, request.body.ids);
    return reply.status(204).send(null);
  });

  r.put('/categorias/:id', { config: GERENCIAR, schema: { ...base, summary: 'Alterar categoria', params: idParamsSchema, body: categoriaBodySchema, response: { 200: categoriaSchema, ...errors } } },
    async (request) => service.update(db, request.user.empresa_id, request.params.id, request.body));

  r.patch('/categorias/:id/toggle', { config: GERENCIAR, schema: { ...base, summary: 'Ativar/desativar categoria', params: idParamsSchema, response: { 200: categoriaSchema, ...errors } } },
    async (request) => service.toggle(db, request.user.empresa_id, request.params.id));

  r.post('/categorias/:id/duplicar', {
    config: GERENCIAR,
    schema: { ...base, summary: 'Duplicar categoria com seus produtos (a cópia começa inativa)', params: idParamsSchema, response: { 201: categoriaSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await service.duplicate(db, request.user.empresa_id, request.params.id)));

  r.delete('/categorias/:id', {
    config: GERENCIAR,
    schema: { ...base, summary: 'Excluir categoria (recusada enquanto tiver produtos)', params: idParamsSchema, response: { 204: z.null(), 409: problemSchema, ...errors } },
  }, async (request, reply) => {
    await service.remove(db, request.user.empresa_id, request.params.id);
    return reply.status(204).send(null);
  });
}
