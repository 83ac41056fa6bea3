import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  formaPagamentoCreateSchema,
  formaPagamentoPatchSchema,
  formaPagamentoSchema,
  formasPagamentoListaSchema,
} from '@app/shared/schemas/formas-pagamento.ts';
import * as service from '../service.ts';

export const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** Spec §7 Payment methods: the business's own (empresa.gerenciar), listed with the standard ones. */
export async function propriasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['formas-pagamento'], security: [{ bearer: [] }] };
  const gerenciar = { permissao: 'empresa.gerenciar' };

  r.get(
    '/formas-pagamento',
    {
      schema: {
        ...base,
        summary: 'Formas de pagamento da empresa e padrões',
        response: { 200: formasPagamentoListaSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.user.superadmin),
  );

  r.post(
    '/formas-pagamento',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Cria uma forma de pagamento da empresa',
        consumes: FORM_TYPES,
        body: formaPagamentoCreateSchema,
        response: { 201: formaPagamentoSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criar(request.tenant, request.body)),
  );

  r.patch(
    '/formas-pagamento/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera uma forma de pagamento da empresa',
        params: idParamsSchema,
        consumes: FORM_TYPES,
        body: formaPagamentoPatchSchema,
        response: { 200: formaPagamentoSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.delete(
    '/formas-pagamento/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Exclui uma forma de pagamento da empresa',
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
