import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, pageQuerySchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  cepParamsSchema,
  cepRespostaSchema,
  cidadeAtendidaCriarSchema,
  cidadeAtendidaPatchSchema,
  cidadeAtendidaSchema,
  cidadesAtendidasPaginaSchema,
} from '@app/shared/schemas/entrega.ts';
import { normalizarCep } from '@app/shared/domain/cep.ts';
import * as cidades from '../service/cidades.ts';
import { cepService, viaCepProvider } from '../service/cep.ts';

/** Served cities and the CEP lookup (spec §7 "Geography and delivery"). */
export async function cidadesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['entrega'], security: [{ bearer: [] }] };
  // Reads are for every signed-in user (the counter picks cities, areas and couriers); changes need entrega.gerenciar.
  const gerenciar = { permissao: 'entrega.gerenciar' };

  r.get(
    '/cidades-atendidas',
    {
      schema: {
        ...base,
        summary: 'Cidades atendidas',
        querystring: pageQuerySchema,
        response: { 200: cidadesAtendidasPaginaSchema, ...errors },
      },
    },
    async (request) => cidades.listar(request.tenant, request.query.page, request.query.per_page),
  );

  r.post(
    '/cidades-atendidas',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Cadastra cidade atendida',
        body: cidadeAtendidaCriarSchema,
        response: { 201: cidadeAtendidaSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await cidades.criar(request.tenant, request.body)),
  );

  r.patch(
    '/cidades-atendidas/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera cidade atendida',
        params: idParamsSchema,
        body: cidadeAtendidaPatchSchema,
        response: { 200: cidadeAtendidaSchema, ...errors },
      },
    },
    async (request) => cidades.alterar(request.tenant, request.params.id, request.body),
  );

  r.delete(
    '/cidades-atendidas/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Exclui cidade atendida',
        params: idParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => cidades.excluir(request.tenant, request.params.id),
  );

  const cep = cepService(app.config.cepProviderUrl ? viaCepProvider(app.config.cepProviderUrl) : null);
  r.get(
    '/cep/:cep',
    {
      schema: {
        ...base,
        summary: 'Consulta CEP (503 quando não há provedor configurado: preencha à mão)',
        params: cepParamsSchema,
        response: { 200: cepRespostaSchema, 503: problemSchema, ...errors },
      },
    },
    async (request) => cep.consultar(normalizarCep(request.params.cep)!),
  );
}
