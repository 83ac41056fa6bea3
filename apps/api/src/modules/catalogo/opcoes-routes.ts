import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { opcaoBodySchema, opcaoComplementosSchema, opcaoSchema, opcaoStatusSchema, opcoesListSchema, opcoesQuerySchema } from '@app/shared/schemas/catalogo.ts';
import * as service from './opcoes-service.ts';

const GERENCIAR = { permissao: 'catalogo.gerenciar' };

export async function opcoesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };

  r.get('/opcoes', { schema: { ...base, summary: 'Opções (paginadas; busca, ativo)', querystring: opcoesQuerySchema, response: { 200: opcoesListSchema, ...errors } } },
    async (request) => service.list(db, request.user.empresa_id, request.query));

  r.post('/opcoes', { config: GERENCIAR, schema: { ...base, summary: 'Criar opção', body: opcaoBodySchema, response: { 201: opcaoSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(db, request.user.empresa_id, request.body)));

  r.put('/opcoes/:id', { config: GERENCIAR, schema: { ...base, summary: 'Alterar opção', params: idParamsSchema, body: opcaoBodySchema, response: { 200: opcaoSchema, ...errors } } },
    async (request) => service.update(db, request.user.empresa_id, request.params.id, request.body));

  r.patch('/opcoes/:id/status', { config: GERENCIAR, schema: { ...base, summary: 'Ativar/desativar opção', params: idParamsSchema, body: opcaoStatusSchema, response: { 200: opcaoSchema, ...errors } } },
    async (request) => service.setStatus(db, request.user.empresa_id, request.params.id, request.body.ativo));

  r.post('/opcoes/:id/duplicar', { config: GERENCIAR, schema: { ...base, summary: 'Duplicar opção', params: idParamsSchema, response: { 201: opcaoSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.duplicate(db, request.user.empresa_id, request.params.id)));

  r.get('/opcoes/:id/complementos', { schema: { ...base, summary: 'Complementos em que a opção aparece', params: idParamsSchema, response: { 200: opcaoComplementosSchema, ...errors } } },
    async (request) => service.complementosDaOpcao(db, request.user.empresa_id, request.params.id));

  r.delete('/opcoes/:id', {
    config: GERENCIAR,
    schema: { ...base, summary: 'Excluir opção (sai dos complementos)', params: idParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.remove(db, request.user.empresa_id, request.params.id);
    return reply.status(204).send(null);
  });
}
