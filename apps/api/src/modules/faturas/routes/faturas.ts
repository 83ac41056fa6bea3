import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  faturaPixSchema,
  faturasAvisoQuerySchema,
  faturasAvisoSchema,
  faturasPaginaSchema,
  faturasQuerySchema,
} from '@app/shared/schemas/faturas.ts';
import * as service from '../service/faturas.ts';

/** Spec §7 Invoices, the business's side (business/subscription and the shell's warning): `faturas.ver`. */
export async function faturasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['faturas'], security: [{ bearer: [] }] };
  const config = { permissao: 'faturas.ver' };

  r.get(
    '/faturas',
    {
      config,
      schema: {
        ...base,
        summary: 'Faturas da assinatura da empresa',
        querystring: faturasQuerySchema,
        response: { 200: faturasPaginaSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query),
  );

  r.get(
    '/faturas/aviso',
    {
      config,
      schema: {
        ...base,
        summary: 'Faturas em aberto que vencem nos próximos dias ou já venceram (aviso do topo)',
        querystring: faturasAvisoQuerySchema,
        response: { 200: faturasAvisoSchema, ...errors },
      },
    },
    async (request) => service.aviso(request.tenant, request.query.limite),
  );

  r.get(
    '/faturas/:id/pix',
    {
      config,
      schema: {
        ...base,
        summary: 'Pix copia e cola de uma fatura em aberto',
        params: idParamsSchema,
        response: { 200: faturaPixSchema, ...errors },
      },
    },
    async (request) => service.pix(request.tenant, request.params.id),
  );
}
