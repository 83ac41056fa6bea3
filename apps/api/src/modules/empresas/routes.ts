import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  EMPRESA_ESTADO_CAMPOS, empresaCorSchema, empresaPatchSchema, empresaSchema, empresaStatusSchema, horariosResponseSchema,
} from '@app/shared/schemas/empresas.ts';
import { assertEmpresaAccess } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { exigir, FORM_TYPES } from './http.ts';
import * as service from './service.ts';
import { getLogo } from './logo.ts';
import { empresasAdminRoutes } from './admin-routes.ts';
import { configuracoesRoutes } from './configuracoes-routes.ts';

export async function empresasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['empresas'], security: [{ bearer: [] }], params: idParamsSchema };

  r.get('/empresas/:id', { schema: { ...base, summary: 'Dados da empresa', response: { 200: empresaSchema, ...errors } } }, async (request) => {
    assertEmpresaAccess(request, request.params.id);
    return service.getEmpresa(db, request.params.id);
  });

  r.patch('/empresas/:id', {
    schema: {
      ...base, summary: 'Altera a empresa: estado da loja (aberto, fechamento temporário) e perfil (nome, cidade, uf, cor, fuso, horários, logo)',
      consumes: FORM_TYPES, body: empresaPatchSchema, response: { 200: empresaSchema, ...errors },
    },
  }, async (request) => {
    assertEmpresaAccess(request, request.params.id);
    const campos = Object.keys(request.body).filter((k) => (request.body as Record<string, unknown>)[k] !== undefined);
    // store controls are run by the counter during service; the profile is the manager's
    if (campos.some((c) => EMPRESA_ESTADO_CAMPOS.includes(c))) exigir(request, 'loja.operar');
    if (campos.some((c) => !EMPRESA_ESTADO_CAMPOS.includes(c))) exigir(request, 'empresa.gerenciar');
    return service.patchEmpresa(db, request.params.id, request.body);
  });

  r.get('/empresas/:id/status', { schema: { ...base, summary: 'Loja aberta agora? (interruptor, fechamento temporário e horários)', response: { 200: empresaStatusSchema, ...errors } } }, async (request) => {
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

  r.get('/uploads/logos/:arquivo', {
    config: { public: true },
    schema: {
      tags: ['empresas'], summary: 'Logo de uma empresa (público; o nome é um token aleatório)',
      params: z.object({ arquivo: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/, 'Arquivo inválido') }),
      response: { 200: z.any().describe('imagem PNG, JPEG ou WebP'), 400: problemSchema, 404: problemSchema },
    },
  }, async (request, reply) => {
    const logo = await getLogo(db, request.params.arquivo);
    if (!logo) throw notFound('Arquivo não encontrado');
    // a new upload gets a new name, so this one never changes
    return reply.type(logo.mime).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(logo.bytes);
  });

  await empresasAdminRoutes(app);
  await configuracoesRoutes(app);
}
