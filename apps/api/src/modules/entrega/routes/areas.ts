import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  areaEntregaCriarSchema,
  areaEntregaPatchSchema,
  areaEntregaSchema,
  areasEntregaPaginaSchema,
  areasQuerySchema,
} from '@app/shared/schemas/entrega.ts';
import * as areas from '../service/areas.ts';

export async function areasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['entrega'], security: [{ bearer: [] }] };
  const gerenciar = { permissao: 'entrega.gerenciar' };

  r.get(
    '/areas-entrega',
    {
      schema: {
        ...base,
        summary: 'Áreas de entrega',
        querystring: areasQuerySchema,
        response: { 200: areasEntregaPaginaSchema, ...errors },
      },
    },
    async (request) => areas.listar(request.tenant, request.query),
  );

  r.post(
    '/areas-entrega',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Cadastra área de entrega (bairros e/ou raio)',
        body: areaEntregaCriarSchema,
        response: { 201: areaEntregaSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await areas.criar(request.tenant, request.body)),
  );

  r.patch(
    '/areas-entrega/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera área de entrega',
        params: idParamsSchema,
        body: areaEntregaPatchSchema,
        response: { 200: areaEntregaSchema, ...errors },
      },
    },
    async (request) => areas.alterar(request.tenant, request.params.id, request.body),
  );

  r.delete(
    '/areas-entrega/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Exclui área de entrega',
        params: idParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => areas.excluir(request.tenant, request.params.id),
  );
}
