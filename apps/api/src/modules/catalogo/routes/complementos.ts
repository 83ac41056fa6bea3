import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  complementoBodySchema,
  complementoDetalheSchema,
  complementoSchema,
  complementoStatusSchema,
  complementosListSchema,
  complementosQuerySchema,
} from '@app/shared/schemas/catalogo.ts';
import * as service from '../service/complementos.ts';

const GERENCIAR = { permissao: 'catalogo.gerenciar' };

export async function complementosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };

  r.get(
    '/complementos',
    {
      schema: {
        ...base,
        summary: 'Complementos (paginados; filtro por busca, tipo, ativo)',
        querystring: complementosQuerySchema,
        response: { 200: complementosListSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query),
  );

  r.get(
    '/complementos/:id',
    {
      schema: {
        ...base,
        summary: 'Complemento com suas opções',
        params: idParamsSchema,
        response: { 200: complementoDetalheSchema, ...errors },
      },
    },
    async (request) => service.obter(request.tenant, request.params.id),
  );

  r.post(
    '/complementos',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Criar complemento',
        body: complementoBodySchema,
        response: { 201: complementoDetalheSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criar(request.tenant, request.body)),
  );

  r.put(
    '/complementos/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Alterar complemento',
        params: idParamsSchema,
        body: complementoBodySchema,
        response: { 200: complementoDetalheSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.patch(
    '/complementos/:id/status',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Ativar/desativar complemento',
        params: idParamsSchema,
        body: complementoStatusSchema,
        response: { 200: complementoSchema, ...errors },
      },
    },
    async (request) => service.definirAtivo(request.tenant, request.params.id, request.body.ativo),
  );

  r.post(
    '/complementos/:id/duplicar',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Duplicar complemento com suas opções',
        params: idParamsSchema,
        response: { 201: complementoDetalheSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.duplicar(request.tenant, request.params.id)),
  );

  r.delete(
    '/complementos/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Excluir complemento (sai dos produtos; as opções continuam)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.excluir(request.tenant, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
