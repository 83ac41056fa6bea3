import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  EMPRESA_ESTADO_CAMPOS,
  empresaCorSchema,
  empresaPatchSchema,
  empresaSchema,
  empresaStatusSchema,
  horariosResponseSchema,
} from '@app/shared/schemas/empresas.ts';
import { tenantPara } from '../../../plugins/tenant.ts';
import { exigir, FORM_TYPES } from './http.ts';
import * as service from '../service/empresa.ts';

/** The business named in the path: the caller's own, or any for the superadmin (tenantPara). */
export async function empresaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['empresas'], security: [{ bearer: [] }], params: idParamsSchema };

  r.get(
    '/empresas/:id',
    { schema: { ...base, summary: 'Dados da empresa', response: { 200: empresaSchema, ...errors } } },
    async (request) => service.obter(tenantPara(request, request.params.id)),
  );

  r.patch(
    '/empresas/:id',
    {
      schema: {
        ...base,
        summary:
          'Altera a empresa: estado da loja (aberto, fechamento temporário) e perfil (nome, cidade, uf, cor, fuso, horários, logo)',
        consumes: FORM_TYPES,
        body: empresaPatchSchema,
        response: { 200: empresaSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = tenantPara(request, request.params.id);
      const campos = Object.keys(request.body).filter(
        (k) => (request.body as Record<string, unknown>)[k] !== undefined,
      );
      // store controls are run by the counter during service; the profile is the manager's
      if (campos.some((c) => EMPRESA_ESTADO_CAMPOS.includes(c))) exigir(request, 'loja.operar');
      if (campos.some((c) => !EMPRESA_ESTADO_CAMPOS.includes(c))) exigir(request, 'empresa.gerenciar');
      return service.alterar(tenant, request.body);
    },
  );

  r.get(
    '/empresas/:id/status',
    {
      schema: {
        ...base,
        summary: 'Loja aberta agora? (interruptor, fechamento temporário e horários)',
        response: { 200: empresaStatusSchema, ...errors },
      },
    },
    async (request) => service.status(tenantPara(request, request.params.id)),
  );

  r.get(
    '/empresas/:id/cor',
    { schema: { ...base, summary: 'Cor do menu', response: { 200: empresaCorSchema, ...errors } } },
    async (request) => {
      const e = await service.obter(tenantPara(request, request.params.id));
      return { cor_menu: e.cor_menu };
    },
  );

  r.get(
    '/horarios/:id',
    {
      schema: {
        ...base,
        tags: ['empresas'],
        summary: 'Horários de funcionamento',
        response: { 200: horariosResponseSchema, ...errors },
      },
    },
    async (request) => service.horarios(tenantPara(request, request.params.id)),
  );
}
