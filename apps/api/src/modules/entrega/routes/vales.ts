import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  valeCriarSchema,
  valeParamsSchema,
  valeSchema,
  valesPaginaSchema,
  valesQuerySchema,
} from '@app/shared/schemas/entrega-vales.ts';
import * as vales from '../service/vales.ts';

// Couriers' advances, under the courier (the spec fixes no path for them: D-240). Reading and writing them is
// managing couriers: the same permission as /entregadores' writes.
export async function valesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['entrega'], security: [{ bearer: [] }] };
  const gerenciar = { permissao: 'entrega.gerenciar' };

  r.get(
    '/entregadores/:id/vales',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Vales (adiantamentos) de um entregador, do mais recente (datas locais, ambas incluídas)',
        params: idParamsSchema,
        querystring: valesQuerySchema,
        response: { 200: valesPaginaSchema, ...errors },
      },
    },
    async (request) => vales.listar(request.tenant, request.params.id, request.query),
  );

  r.post(
    '/entregadores/:id/vales',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Registra um vale (valor aceita vírgula: "20,00"); descontado do pagamento do período',
        params: idParamsSchema,
        body: valeCriarSchema,
        response: { 201: valeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await vales.criar(request.tenant, request.params.id, request.body, request.user.id)),
  );

  r.delete(
    '/entregadores/:id/vales/:valeId',
    {
      config: gerenciar,
      schema: { ...base, summary: 'Exclui um vale', params: valeParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => vales.excluir(request.tenant, request.params.id, request.params.valeId),
  );
}
