import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  cobrancaPutSchema,
  cobrancaSchema,
  empresasLiteSchema,
  faturaPixSchema,
  faturaSchema,
  faturasPaginaSchema,
  gerarFaturaBodySchema,
  gerarFaturaRespostaSchema,
  gerarParamsSchema,
  mwFaturaCriarSchema,
  mwFaturaPatchSchema,
  mwFaturasQuerySchema,
  mwGerarMesRespostaSchema,
  mwGerarMesSchema,
} from '@app/shared/schemas/faturas.ts';
import { plataformaDe } from '../../../db/tenant.ts';
import * as service from '../service/plataforma.ts';

// Superadmin only (spec §6 faturas-empresas, §7 Invoices admin): every business's invoices, a month generated for
// all of them, and the platform's Pix receiver. Over all businesses, so on the platform handle (allow-listed).
const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export async function plataformaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = plataformaDe(app.database.db);
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['faturas'], security: [{ bearer: [] }] };
  const config = { superadmin: true };

  r.post(
    '/faturas/:id/:competencia/gerar',
    {
      config,
      schema: {
        ...base,
        summary: 'Gera a fatura do mês {competencia} (aaaa-mm) da empresa {id}; repetir devolve a mesma (superadmin)',
        params: gerarParamsSchema,
        consumes: FORM_TYPES,
        body: gerarFaturaBodySchema,
        response: { 200: gerarFaturaRespostaSchema, 201: gerarFaturaRespostaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, competencia } = request.params;
      const r2 = await service.gerarDaEmpresa(db, id, competencia, request.body);
      return reply.status(r2.criada ? 201 : 200).send(r2);
    },
  );

  r.get(
    '/mw/empresas/lite',
    { config, schema: { ...base, summary: 'Empresas (id e nome)', response: { 200: empresasLiteSchema, ...errors } } },
    async () => service.empresasLite(db),
  );

  r.get(
    '/mw/faturas',
    {
      config,
      schema: {
        ...base,
        summary: 'Faturas de todas as empresas (25 por página; filtros empresa, mês, ano, situação)',
        querystring: mwFaturasQuerySchema,
        response: { 200: faturasPaginaSchema, ...errors },
      },
    },
    async (request) => service.listar(db, request.query),
  );

  r.post(
    '/mw/faturas',
    {
      config,
      schema: {
        ...base,
        summary: 'Cadastra a fatura de um mês de uma empresa',
        consumes: FORM_TYPES,
        body: mwFaturaCriarSchema,
        response: { 201: faturaSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criar(db, request.body)),
  );

  r.post(
    '/mw/faturas/gerar',
    {
      config,
      schema: {
        ...base,
        summary: 'Gera a fatura do mês para todas as empresas (as que já a têm ficam como estão)',
        consumes: FORM_TYPES,
        body: mwGerarMesSchema,
        response: { 200: mwGerarMesRespostaSchema, ...errors },
      },
    },
    async (request) => service.gerarMes(db, request.body),
  );

  r.patch(
    '/mw/faturas/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Altera situação, observação, valor ou vencimento de uma fatura',
        consumes: FORM_TYPES,
        params: idParamsSchema,
        body: mwFaturaPatchSchema,
        response: { 200: faturaSchema, ...errors },
      },
    },
    async (request) => service.alterar(db, request.params.id, request.body),
  );

  r.get(
    '/mw/faturas/:id/pix',
    {
      config,
      schema: {
        ...base,
        summary: 'Pix copia e cola de uma fatura',
        params: idParamsSchema,
        response: { 200: faturaPixSchema, ...errors },
      },
    },
    async (request) => service.pix(db, request.params.id),
  );

  r.get(
    '/mw/cobranca',
    {
      config,
      schema: { ...base, summary: 'Recebedor Pix e preço da plataforma', response: { 200: cobrancaSchema, ...errors } },
    },
    async () => service.lerCobranca(db),
  );

  r.put(
    '/mw/cobranca',
    {
      config,
      schema: {
        ...base,
        summary: 'Define o recebedor Pix (chave, nome, cidade), o preço mensal e o dia de vencimento',
        consumes: FORM_TYPES,
        body: cobrancaPutSchema,
        response: { 200: cobrancaSchema, ...errors },
      },
    },
    async (request) => service.salvarCobranca(db, request.body),
  );
}
