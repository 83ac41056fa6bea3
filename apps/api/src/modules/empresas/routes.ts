import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { empresaCorSchema, empresaSchema, empresaStatusSchema, horariosResponseSchema } from '@app/shared/schemas/empresas.ts';
import { assertEmpresaAccess } from '../../plugins/auth.ts';
import * as service from './service.ts';

export async function empresasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
  const base = { tags: ['empresas'], security: [{ bearer: [] }], params: idParamsSchema };

  r.get('/empresas/:id', { schema: { ...base, summary: 'Dados da empresa', response: { 200: empresaSchema, ...errors } } }, async (request) => {
    assertEmpresaAccess(request, request.params.id);
    return service.getEmpresa(db, request.params.id);
  });

  r.get('/empresas/:id/status', { schema: { ...base, summary: 'Loja aberta ou fechada agora', response: { 200: empresaStatusSchema, ...errors } } }, async (request) => {
    assertEmpresaAccess(request, request.params.id);
    return service.getStatus(db, request.params.id);
  });

  r.get('/empresas/:id/cor', { schema: { ...base, summary: 'Cor do menu', response: { 200: empresaCorSchema, ...errors } } }, async (request) => {
    assertEmpresaAccess(request, request.params.id);
    const e = await service.getEmpresa(db, request.params.id);
    return { cor_menu: e.cor_menu };
  });

  r.get('/horarios/:id', { schema: { ...base, tags: ['empresas'], summary: 'Horários de funcionamento', response: { 200: horariosResponseSchema, ...errors } } }, async (request) => {
    assertEmpresaAccess(request, request.params.id);
    return service.getHorarios(db, request.params.id);
  });
}
