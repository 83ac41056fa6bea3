import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  complementoOpcaoBodySchema,
  complementoOpcaoParamsSchema,
  complementoOpcaoSchema,
  complementoOpcaoUpdateSchema,
  complementoOpcoesListSchema,
} from '@app/shared/schemas/catalogo.ts';
import * as service from '../service/complementos-opcoes.ts';

const GERENCIAR = { permissao: 'catalogo.gerenciar' };

export async function complementosOpcoesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };

  r.get(
    '/complementos-opcoes/:complementoId',
    {
      schema: {
        ...base,
        summary: 'Opções de um complemento, com o preço em cada uma',
        params: complementoOpcaoParamsSchema,
        response: { 200: complementoOpcoesListSchema, ...errors },
      },
    },
    async (request) => service.listarDoComplemento(request.tenant, request.params.complementoId),
  );

  r.post(
    '/complementos-opcoes',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Incluir uma opção num complemento',
        body: complementoOpcaoBodySchema,
        response: { 201: complementoOpcaoSchema, 409: problemSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criar(request.tenant, request.body)),
  );

  r.put(
    '/complementos-opcoes/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Alterar preço/ordem de uma opção no complemento',
        params: idParamsSchema,
        body: complementoOpcaoUpdateSchema,
        response: { 200: complementoOpcaoSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.delete(
    '/complementos-opcoes/complemento/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Tirar todas as opções de um complemento',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.excluirTodasDoComplemento(request.tenant, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/complementos-opcoes/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Tirar uma opção do complemento',
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
