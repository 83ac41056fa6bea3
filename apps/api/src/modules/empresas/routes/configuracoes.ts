import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CORE_CAMPOS, CORE_PADRAO, CORE_PERMISSAO, type CampoCore } from '@app/shared/domain/configuracoes.ts';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  campoCoreParamsSchema,
  campoCorePatchSchema,
  campoCoreSchema,
  coreCampoSchemas,
  configuracaoCreateSchema,
  configuracaoPatchSchema,
  configuracaoSchema,
  configuracoesCorePatchSchema,
  configuracoesCorePutSchema,
  configuracoesCoreSchema,
  configuracoesListaSchema,
  configuracoesQuerySchema,
} from '@app/shared/schemas/configuracoes.ts';
import { tenantPara } from '../../../plugins/tenant.ts';
import { AppError } from '../../../lib/errors.ts';
import { exigir, FORM_TYPES } from './http.ts';
import * as service from '../service/configuracoes.ts';

export async function configuracoesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['configuracoes'], security: [{ bearer: [] }] };
  const core = `/empresas/:id/configuracoes-core`;

  // ---- core settings: readable by every user of the business (the orders screen shows them) ----
  r.get(
    core,
    {
      schema: {
        ...base,
        summary: 'Configurações principais',
        params: idParamsSchema,
        response: { 200: configuracoesCoreSchema, ...errors },
      },
    },
    async (request) => {
      return service.obterCore(tenantPara(request, request.params.id));
    },
  );

  r.put(
    core,
    {
      schema: {
        ...base,
        summary: 'Substitui as configurações principais',
        params: idParamsSchema,
        consumes: FORM_TYPES,
        body: configuracoesCorePutSchema,
        response: { 200: configuracoesCoreSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = tenantPara(request, request.params.id);
      for (const c of CORE_CAMPOS) exigir(request, CORE_PERMISSAO[c]);
      return service.alterarCore(tenant, request.body);
    },
  );

  r.patch(
    core,
    {
      schema: {
        ...base,
        summary: 'Altera algumas configurações principais',
        params: idParamsSchema,
        consumes: FORM_TYPES,
        body: configuracoesCorePatchSchema,
        response: { 200: configuracoesCoreSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = tenantPara(request, request.params.id);
      for (const c of CORE_CAMPOS) if (request.body[c] !== undefined) exigir(request, CORE_PERMISSAO[c]);
      return service.alterarCore(tenant, request.body);
    },
  );

  r.post(
    `${core}/reset`,
    {
      schema: {
        ...base,
        summary: 'Volta as configurações principais ao padrão',
        params: idParamsSchema,
        response: { 200: configuracoesCoreSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = tenantPara(request, request.params.id);
      exigir(request, 'configuracoes.gerenciar');
      return service.alterarCore(tenant, CORE_PADRAO);
    },
  );

  r.get(
    `${core}/:campo`,
    {
      schema: {
        ...base,
        summary: 'Uma configuração principal',
        params: campoCoreParamsSchema,
        response: { 200: campoCoreSchema, ...errors },
      },
    },
    async (request) => {
      const c = await service.obterCore(tenantPara(request, request.params.id));
      return { campo: request.params.campo, valor: c[request.params.campo] };
    },
  );

  r.patch(
    `${core}/:campo`,
    {
      schema: {
        ...base,
        summary: 'Altera uma configuração principal (body: valor)',
        params: campoCoreParamsSchema,
        consumes: FORM_TYPES,
        body: campoCorePatchSchema,
        response: { 200: campoCoreSchema, ...errors },
      },
    },
    async (request) => {
      const { id, campo } = request.params;
      const tenant = tenantPara(request, id);
      exigir(request, CORE_PERMISSAO[campo]);
      const parsed = coreCampoSchemas[campo as CampoCore].safeParse(request.body.valor);
      if (!parsed.success) {
        const mensagem = parsed.error.issues[0]?.message ?? 'Valor inválido';
        throw new AppError(400, mensagem, [{ campo: 'valor', mensagem }]);
      }
      const c = await service.alterarCore(tenant, { [campo]: parsed.data });
      return { campo, valor: c[campo] };
    },
  );

  // ---- generic settings of the caller's business (the token's empresa_id; never from the body) ----
  const gerenciar = { permissao: 'configuracoes.gerenciar' };
  r.get(
    '/configuracoes',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Configurações gerais (chave, valor, tipo)',
        querystring: configuracoesQuerySchema,
        response: { 200: configuracoesListaSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query),
  );

  r.post(
    '/configuracoes',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Cria uma configuração geral',
        consumes: FORM_TYPES,
        body: configuracaoCreateSchema,
        response: { 201: configuracaoSchema, 409: problemSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criar(request.tenant, request.body)),
  );

  r.patch(
    '/configuracoes/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera uma configuração geral',
        params: idParamsSchema,
        consumes: FORM_TYPES,
        body: configuracaoPatchSchema,
        response: { 200: configuracaoSchema, 409: problemSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.delete(
    '/configuracoes/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Exclui uma configuração geral',
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
