import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { empresaCreateSchema, empresaSchema } from '@app/shared/schemas/empresas.ts';
import { plataformaDe } from '../../../db/tenant.ts';
import * as service from '../service/plataforma.ts';

// Superadmin only (spec §6 cadastro-empresas): create a business with its first manager, delete a business.
// Registered by this module, under the businesses' path, because they create or protect user accounts and auth
// sits above empresas in the module graph. The superadmin's list of businesses is the empresas module's.
const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export async function plataformaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = plataformaDe(app.database.db);
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['empresas'], security: [{ bearer: [] }] };

  r.post(
    '/empresas',
    {
      config: { superadmin: true },
      schema: {
        ...base,
        summary: 'Cria uma empresa com o seu primeiro gerente (superadmin)',
        consumes: FORM_TYPES,
        body: empresaCreateSchema,
        response: { 201: empresaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const empresa = await service.criarEmpresaComGerente(db, request.body);
      request.log.info({ evento: 'empresa_criada', empresa_id: empresa.id, por: request.user.id }, 'empresa criada');
      return reply.status(201).send(empresa);
    },
  );

  r.delete(
    '/empresas/:id',
    {
      config: { superadmin: true },
      schema: {
        ...base,
        summary: 'Exclui uma empresa e todos os seus dados (superadmin)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.excluirEmpresa(db, request.params.id, app.authCache);
      request.log.info(
        { evento: 'empresa_excluida', empresa_id: request.params.id, por: request.user.id },
        'empresa excluída',
      );
      return reply.status(204).send(null);
    },
  );
}
