import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@app/shared/schemas/common.ts';
import {
  comandaItemBodySchema,
  comandaItemPatchSchema,
  comandaSchema,
  comandarRespostaSchema,
  itemCancelarSchema,
  loteSchema,
  lotesListaSchema,
  vazioSchema,
} from '@app/shared/schemas/comandas.ts';
import * as itens from '../service/itens.ts';
import * as lotes from '../service/lotes.ts';
import { base, errors, idempotencia, itemParams, operar } from './comum.ts';

/** Spec §7 Tables: a tab's items, sending them to the kitchen (comandar) and the batches. */
export async function itensRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/comandas/:id/itens',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Lança item (preço calculado pelo servidor, como nos pedidos)',
        params: idParamsSchema,
        body: comandaItemBodySchema,
        response: { 201: comandaSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await itens.adicionar(request.tenant, request.user.id, request.params.id, request.body)),
  );
  r.patch(
    '/comandas/:id/itens/:itemId',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Altera quantidade ou observação de item ainda não enviado',
        params: itemParams,
        body: comandaItemPatchSchema,
        response: { 200: comandaSchema, ...errors },
      },
    },
    async (request) =>
      itens.alterar(request.tenant, request.user.id, request.params.id, request.params.itemId, request.body),
  );
  r.post(
    '/comandas/:id/itens/:itemId/cancelar',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Cancela item (ou parte das unidades) com motivo',
        params: itemParams,
        body: itemCancelarSchema,
        response: { 200: comandaSchema, ...errors },
      },
    },
    async (request) =>
      itens.cancelar(request.tenant, request.user.id, request.params.id, request.params.itemId, request.body),
  );
  r.post(
    '/comandas/:id/comandar',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Envia para a cozinha um lote com exatamente os itens pendentes. Aceita Idempotency-Key',
        params: idParamsSchema,
        headers: idempotencia,
        body: vazioSchema,
        response: { 200: comandarRespostaSchema, 201: comandarRespostaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const out = await lotes.comandar(
        request.tenant,
        request.user.id,
        request.params.id,
        request.headers['idempotency-key'],
      );
      return reply.code(out.status as 200 | 201).send(out.body);
    },
  );
  r.get(
    '/comandas/:id/lotes',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Lotes enviados à cozinha',
        params: idParamsSchema,
        response: { 200: lotesListaSchema, ...errors },
      },
    },
    async (request) => lotes.daComanda(request.tenant, request.params.id),
  );
  r.post(
    '/lotes/:id/reimprimir',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Reimprime o lote (mesmo conteúdo, contado)',
        params: idParamsSchema,
        body: vazioSchema,
        response: { 200: loteSchema, ...errors },
      },
    },
    async (request) => lotes.reimprimir(request.tenant, request.user.id, request.params.id),
  );
}
