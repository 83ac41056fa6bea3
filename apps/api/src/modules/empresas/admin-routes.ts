import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { empresaCreateSchema, empresaListaSchema, empresaSchema, empresasQuerySchema } from '@app/shared/schemas/empresas.ts';
import * as service from './service.ts';
import { FORM_TYPES } from './http.ts';

// Superadmin only (spec §6 cadastro-empresas): list, create with the first manager, delete.
export async function empresasAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['empresas'], security: [{ bearer: [] }] };

  r.get('/empresas', {
    config: { superadmin: true },
    schema: { ...base, summary: 'Lista as empresas (superadmin)', querystring: empresasQuerySchema, response: { 200: empresaListaSchema, ...errors } },
  }, async (request) => service.listEmpresas(db, request.query));

  r.post('/empresas', {
    config: { superadmin: true },
    schema: {
      ...base, summary: 'Cria uma empresa com o seu primeiro gerente (superadmin)',
      consumes: FORM_TYPES,
      body: empresaCreateSchema, response: { 201: empresaSchema, ...errors },
    },
  }, async (request, reply) => {
    const empresa = await service.createEmpresa(db, request.body);
    request.log.info({ evento: 'empresa_criada', empresa_id: empresa.id, por: request.user.id }, 'empresa criada');
    return reply.status(201).send(empresa);
  });

  r.delete('/empresas/:id', {
    config: { superadmin: true },
    schema: { ...base, summary: 'Exclui uma empresa e todos os seus dados (superadmin)', params: idParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteEmpresa(db, request.params.id);
    request.log.info({ evento: 'empresa_excluida', empresa_id: request.params.id, por: request.user.id }, 'empresa excluída');
    return reply.status(204).send(null);
  });
}
