import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@app/shared/schemas/common.ts';
import {
  insumoCriarSchema,
  insumoPatchSchema,
  insumoSchema,
  insumosPaginaSchema,
  insumosQuerySchema,
} from '@app/shared/schemas/estoque.ts';
import {
  estoqueAlertasSchema,
  movimentoCriadoSchema,
  movimentoCriarSchema,
  movimentosPaginaSchema,
  movimentosQuerySchema,
  saldosPaginaSchema,
  saldosQuerySchema,
} from '@app/shared/schemas/estoque-movimentos.ts';
import * as insumos from '../service/insumos.ts';
import * as movimentos from '../service/movimentos.ts';
import { base, config, erros } from './comum.ts';

/** Spec §7 Stock: /insumos GET, POST, PATCH/DELETE by id; GET /estoque/saldos; GET, POST /estoque/movimentos. */
export async function insumosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/insumos',
    {
      config,
      schema: {
        ...base,
        summary: 'Insumos com saldo',
        querystring: insumosQuerySchema,
        response: { 200: insumosPaginaSchema, ...erros },
      },
    },
    async (request) => insumos.listar(request.tenant, request.query),
  );
  r.post(
    '/insumos',
    {
      config,
      schema: {
        ...base,
        summary: 'Cadastra insumo',
        body: insumoCriarSchema,
        response: { 201: insumoSchema, ...erros },
      },
    },
    async (request, reply) => reply.code(201).send(await insumos.criar(request.tenant, request.body)),
  );
  r.patch(
    '/insumos/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Altera insumo',
        params: idParamsSchema,
        body: insumoPatchSchema,
        response: { 200: insumoSchema, ...erros },
      },
    },
    async (request) => insumos.alterar(request.tenant, request.params.id, request.body),
  );
  r.delete(
    '/insumos/:id',
    {
      config,
      schema: { ...base, summary: 'Exclui insumo', params: idParamsSchema, response: { 200: okSchema, ...erros } },
    },
    async (request) => insumos.excluir(request.tenant, request.params.id),
  );

  r.get(
    '/estoque/saldos',
    {
      config,
      schema: {
        ...base,
        summary: 'Saldo de estoque',
        querystring: saldosQuerySchema,
        response: { 200: saldosPaginaSchema, ...erros },
      },
    },
    async (request) => movimentos.saldos(request.tenant, request.query),
  );
  r.get(
    '/estoque/alertas',
    {
      config,
      schema: {
        ...base,
        summary: 'Insumos abaixo do mínimo (contagem para o aviso)',
        response: { 200: estoqueAlertasSchema, ...erros },
      },
    },
    async (request) => movimentos.alertas(request.tenant),
  );
  r.get(
    '/estoque/movimentos',
    {
      config,
      schema: {
        ...base,
        summary: 'Movimentação de estoque',
        querystring: movimentosQuerySchema,
        response: { 200: movimentosPaginaSchema, ...erros },
      },
    },
    async (request) => movimentos.listar(request.tenant, request.query),
  );
  r.post(
    '/estoque/movimentos',
    {
      config,
      schema: {
        ...base,
        summary: 'Lança movimento (compra, saída, perda, inventário)',
        body: movimentoCriarSchema,
        response: { 201: movimentoCriadoSchema, ...erros },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await movimentos.criar(request.tenant, request.body, request.user.id)),
  );
}
