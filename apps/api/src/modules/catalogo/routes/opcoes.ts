import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  opcaoBodySchema,
  opcaoComplementosSchema,
  opcaoSchema,
  opcaoStatusSchema,
  opcoesListSchema,
  opcoesQuerySchema,
} from '@app/shared/schemas/opcoes.ts';
import * as service from '../service/opcoes.ts';

const GERENCIAR = { permissao: 'catalogo.gerenciar' };

export async function opcoesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };

  r.get(
    '/opcoes',
    {
      schema: {
        ...base,
        summary: 'Opções (paginadas; busca, ativo)',
        querystring: opcoesQuerySchema,
        response: { 200: opcoesListSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query),
  );

  r.post(
    '/opcoes',
    {
      config: GERENCIAR,
      schema: { ...base, summary: 'Criar opção', body: opcaoBodySchema, response: { 201: opcaoSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.criar(request.tenant, request.body)),
  );

  r.put(
    '/opcoes/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Alterar opção',
        params: idParamsSchema,
        body: opcaoBodySchema,
        response: { 200: opcaoSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.patch(
    '/opcoes/:id/status',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Ativar/desativar opção',
        params: idParamsSchema,
        body: opcaoStatusSchema,
        response: { 200: opcaoSchema, ...errors },
      },
    },
    async (request) => service.definirAtivo(request.tenant, request.params.id, request.body.ativo),
  );

  r.post(
    '/opcoes/:id/duplicar',
    {
      config: GERENCIAR,
      schema: { ...base, summary: 'Duplicar opção', params: idParamsSchema, response: { 201: opcaoSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.duplicar(request.tenant, request.params.id)),
  );

  r.get(
    '/opcoes/:id/complementos',
    {
      schema: {
        ...base,
        summary: 'Complementos em que a opção aparece',
        params: idParamsSchema,
        response: { 200: opcaoComplementosSchema, ...errors },
      },
    },
    async (request) => service.complementosDaOpcao(request.tenant, request.params.id),
  );

  r.delete(
    '/opcoes/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Excluir opção (sai dos complementos)',
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
