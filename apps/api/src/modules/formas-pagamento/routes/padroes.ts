// The standard payment methods: one global table for every business, managed by the superadmin. No business
// scopes it, so this file may hold the raw database handle (RAW_DB_ALLOWED in eslint.config.js).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  formaPagamentoCreateSchema,
  formaPagamentoPatchSchema,
  formaPagamentoSchema,
} from '@app/shared/schemas/formas-pagamento.ts';
import { plataformaDe } from '../../../db/tenant.ts';
import * as service from '../service.ts';
import { FORM_TYPES } from './proprias.ts';

export async function padroesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const plataforma = plataformaDe(app.database.db);
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['formas-pagamento'], security: [{ bearer: [] }] };
  const superadmin = { superadmin: true };

  r.post(
    '/formas-pagamento/padroes',
    {
      config: superadmin,
      schema: {
        ...base,
        summary: 'Cria uma forma de pagamento padrão (superadmin)',
        consumes: FORM_TYPES,
        body: formaPagamentoCreateSchema,
        response: { 201: formaPagamentoSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criarPadrao(plataforma, request.body)),
  );

  r.patch(
    '/formas-pagamento/padroes/:id',
    {
      config: superadmin,
      schema: {
        ...base,
        summary: 'Altera uma forma de pagamento padrão (superadmin)',
        params: idParamsSchema,
        consumes: FORM_TYPES,
        body: formaPagamentoPatchSchema,
        response: { 200: formaPagamentoSchema, ...errors },
      },
    },
    async (request) => service.alterarPadrao(plataforma, request.params.id, request.body),
  );

  r.delete(
    '/formas-pagamento/padroes/:id',
    {
      config: superadmin,
      schema: {
        ...base,
        summary: 'Exclui uma forma de pagamento padrão (superadmin)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.excluirPadrao(plataforma, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
