import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  entregadorCriarSchema,
  entregadorPatchSchema,
  entregadorSchema,
  entregadoresPaginaSchema,
  entregadoresQuerySchema,
} from '@app/shared/schemas/entrega.ts';
import * as entregadores from '../service/entregadores.ts';

export async function entregadoresRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['entrega'], security: [{ bearer: [] }] };
  const gerenciar = { permissao: 'entrega.gerenciar' };

  r.get(
    '/entregadores',
    {
      schema: {
        ...base,
        summary: 'Entregadores',
        querystring: entregadoresQuerySchema,
        response: { 200: entregadoresPaginaSchema, ...errors },
      },
    },
    async (request) => entregadores.listar(request.tenant, request.query),
  );

  r.post(
    '/entregadores',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Cadastra entregador (valor_diaria aceita vírgula: "12,50")',
        body: entregadorCriarSchema,
        response: { 201: entregadorSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await entregadores.criar(request.tenant, request.body)),
  );

  r.patch(
    '/entregadores/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera entregador',
        params: idParamsSchema,
        body: entregadorPatchSchema,
        response: { 200: entregadorSchema, ...errors },
      },
    },
    async (request) => entregadores.alterar(request.tenant, request.params.id, request.body),
  );

  r.delete(
    '/entregadores/:id',
    {
      config: gerenciar,
      schema: { ...base, summary: 'Exclui entregador', params: idParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => entregadores.excluir(request.tenant, request.params.id),
  );
}
