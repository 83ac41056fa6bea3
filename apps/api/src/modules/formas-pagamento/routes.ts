import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { formaPagamentoCreateSchema, formaPagamentoPatchSchema, formaPagamentoSchema, formasPagamentoListaSchema } from '@app/shared/schemas/formas-pagamento.ts';
import * as service from './service.ts';

const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** Spec §7 Payment methods: the business's own (empresa.gerenciar) and the standard ones (superadmin). */
export async function formasPagamentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['formas-pagamento'], security: [{ bearer: [] }] };
  const gerenciar = { permissao: 'empresa.gerenciar' };
  const superadmin = { superadmin: true };

  r.get('/formas-pagamento', {
    schema: { ...base, summary: 'Formas de pagamento da empresa e padrões', response: { 200: formasPagamentoListaSchema, ...errors } },
  }, async (request) => service.listFormas(db, request.user.empresa_id, request.user.superadmin));

  r.post('/formas-pagamento', {
    config: gerenciar,
    schema: { ...base, summary: 'Cria uma forma de pagamento da empresa', consumes: FORM_TYPES, body: formaPagamentoCreateSchema, response: { 201: formaPagamentoSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await service.createForma(db, request.user.empresa_id, request.body)));

  r.patch('/formas-pagamento/:id', {
    config: gerenciar,
    schema: { ...base, summary: 'Altera uma forma de pagamento da empresa', params: idParamsSchema, consumes: FORM_TYPES, body: formaPagamentoPatchSchema, response: { 200: formaPagamentoSchema, ...errors } },
  }, async (request) => service.patchForma(db, request.user.empresa_id, request.params.id, request.body));

  r.delete('/formas-pagamento/:id', {
    config: gerenciar,
    schema: { ...base, summary: 'Exclui uma forma de pagamento da empresa', params: idParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteForma(db, request.user.empresa_id, request.params.id);
    return reply.status(204).send(null);
  });

  r.post('/formas-pagamento/padroes', {
    config: superadmin,
    schema: { ...base, summary: 'Cria uma forma de pagamento padrão (superadmin)', consumes: FORM_TYPES, body: formaPagamentoCreateSchema, response: { 201: formaPagamentoSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await service.createPadrao(db, request.body)));

  r.patch('/formas-pagamento/padroes/:id', {
    config: superadmin,
    schema: { ...base, summary: 'Altera uma forma de pagamento padrão (superadmin)', params: idParamsSchema, consumes: FORM_TYPES, body: formaPagamentoPatchSchema, response: { 200: formaPagamentoSchema, ...errors } },
  }, async (request) => service.patchPadrao(db, request.params.id, request.body));

  r.delete('/formas-pagamento/padroes/:id', {
    config: superadmin,
    schema: { ...base, summary: 'Exclui uma forma de pagamento padrão (superadmin)', params: idParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deletePadrao(db, request.params.id);
    return reply.status(204).send(null);
  });
}
