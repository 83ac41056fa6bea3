import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  cupomCriarSchema,
  cupomPatchSchema,
  cupomSchema,
  cuponsPaginaSchema,
  cuponsQuerySchema,
} from '@app/shared/schemas/cupons.ts';
import * as service from './service.ts';

/** Spec §7 Coupons. Every route needs `cupons.gerenciar`; order creation validates codes on the server itself. */
export async function cuponsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['cupons'], security: [{ bearer: [] }] };
  const config = { permissao: 'cupons.gerenciar' };

  r.get(
    '/cupons',
    {
      config,
      schema: {
        ...base,
        summary: 'Cupons',
        querystring: cuponsQuerySchema,
        response: { 200: cuponsPaginaSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query),
  );

  r.post(
    '/cupons',
    {
      config,
      schema: { ...base, summary: 'Cadastra cupom', body: cupomCriarSchema, response: { 201: cupomSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.criar(request.tenant, request.body)),
  );

  r.get(
    '/cupons/:id',
    {
      config,
      schema: { ...base, summary: 'Cupom', params: idParamsSchema, response: { 200: cupomSchema, ...errors } },
    },
    async (request) => service.obter(request.tenant, request.params.id),
  );

  r.patch(
    '/cupons/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Altera cupom',
        params: idParamsSchema,
        body: cupomPatchSchema,
        response: { 200: cupomSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.delete(
    '/cupons/:id',
    {
      config,
      schema: { ...base, summary: 'Exclui cupom', params: idParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => service.excluir(request.tenant, request.params.id),
  );
}
