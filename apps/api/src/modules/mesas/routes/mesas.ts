import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@app/shared/schemas/common.ts';
import {
  historicoPaginaSchema,
  historicoQuerySchema,
  mesaCriarSchema,
  mesaPatchSchema,
  mesaSchema,
  mesasPaginaSchema,
  mesasQuerySchema,
  painelSchema,
  garconsSchema,
} from '@app/shared/schemas/mesas.ts';
import { comandaAbrirSchema, comandaSchema, comandasListaSchema, vazioSchema } from '@app/shared/schemas/comandas.ts';
import * as mesas from '../service/mesas.ts';
import * as comandas from '../service/comandas.ts';
import * as acoes from '../service/mesa-acoes.ts';
import * as garcons from '../service/garcons.ts';
import { base, errors, gerenciar, operar } from './comum.ts';

/** Spec §7 Tables: the tables, the board, the history, a table's tabs and the whole-table actions. */
export async function mesasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mesas',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Mesas com o estado',
        querystring: mesasQuerySchema,
        response: { 200: mesasPaginaSchema, ...errors },
      },
    },
    async (request) => mesas.listar(request.tenant, request.query),
  );
  r.get(
    '/mesas/painel',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Painel: mesas ativas com as comandas abertas e saldos',
        response: { 200: painelSchema, ...errors },
      },
    },
    async (request) => mesas.painel(request.tenant),
  );
  r.get(
    '/mesas/historico',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Comandas encerradas e canceladas',
        querystring: historicoQuerySchema,
        response: { 200: historicoPaginaSchema, ...errors },
      },
    },
    async (request) => mesas.historico(request.tenant, request.query),
  );
  r.get(
    '/mesas/garcons',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Equipe ativa que pode atender mesas (para escolher o garçom da comanda)',
        response: { 200: garconsSchema, ...errors },
      },
    },
    async (request) => garcons.listar(request.tenant),
  );
  r.post(
    '/mesas',
    {
      config: gerenciar,
      schema: { ...base, summary: 'Cadastra mesa', body: mesaCriarSchema, response: { 201: mesaSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await mesas.criar(request.tenant, request.body)),
  );
  r.patch(
    '/mesas/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera mesa (nome, área, lugares, ativa)',
        params: idParamsSchema,
        body: mesaPatchSchema,
        response: { 200: mesaSchema, ...errors },
      },
    },
    async (request) => mesas.alterar(request.tenant, request.params.id, request.body),
  );
  r.get(
    '/mesas/:id/comandas',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Comandas abertas da mesa',
        params: idParamsSchema,
        response: { 200: comandasListaSchema, ...errors },
      },
    },
    async (request) => comandas.daMesa(request.tenant, request.params.id),
  );
  r.post(
    '/mesas/:id/comandas',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Abre comanda na mesa (taxa de serviço 10% aplicada por padrão)',
        params: idParamsSchema,
        body: comandaAbrirSchema,
        response: { 201: comandaSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await comandas.abrir(request.tenant, request.user.id, request.params.id, request.body)),
  );
  r.post(
    '/mesas/:id/fechar_mesa',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Fecha para pagamento todas as comandas abertas da mesa',
        params: idParamsSchema,
        body: vazioSchema,
        response: { 200: comandasListaSchema, ...errors },
      },
    },
    async (request) => acoes.fecharMesa(request.tenant, request.user.id, request.params.id),
  );
  r.post(
    '/mesas/:id/encerrar_pos_pagamento',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Encerra as comandas quitadas da mesa (a mesa fica livre)',
        params: idParamsSchema,
        body: vazioSchema,
        response: { 200: comandasListaSchema, ...errors },
      },
    },
    async (request) => acoes.encerrarMesa(request.tenant, request.user.id, request.params.id),
  );
}
