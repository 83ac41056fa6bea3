import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@app/shared/schemas/common.ts';
import {
  comandaSchema,
  motivoBodySchema,
  pagamentoCriarSchema,
  pagamentoItensSchema,
  pagamentosListaSchema,
} from '@app/shared/schemas/comandas.ts';
import * as comandas from '../service/comandas.ts';
import * as pagamentos from '../service/pagamentos.ts';
import { base, errors, idempotencia, operar, pagamentoParams } from './comum.ts';

/** Spec §7 Tables, payments: list, pay (amount, items, equal parts), items of a payment, reverse, cancel. */
export async function pagamentosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/comandas/:id/pagamentos',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Pagamentos da comanda (estornados e cancelados incluídos)',
        params: idParamsSchema,
        response: { 200: pagamentosListaSchema, ...errors },
      },
    },
    async (request) => ({ items: (await comandas.obter(request.tenant, request.params.id)).pagamentos }),
  );
  r.post(
    '/comandas/:id/pagamentos',
    {
      config: operar,
      schema: {
        ...base,
        summary:
          'Registra pagamento (valor, itens ou partes iguais; taxa, desconto, acréscimo, troco). Aceita Idempotency-Key',
        params: idParamsSchema,
        headers: idempotencia,
        body: pagamentoCriarSchema,
        response: { 201: comandaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const out = await pagamentos.pagar(
        request.tenant,
        request.user.id,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(out.status as 201).send(out.body);
    },
  );
  r.post(
    '/comandas/:id/pagamentos/:pid/itens',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Registra quais itens um pagamento pagou (dentro do valor dele)',
        params: pagamentoParams,
        body: pagamentoItensSchema,
        response: { 200: comandaSchema, ...errors },
      },
    },
    async (request) =>
      pagamentos.pagarItens(request.tenant, request.user.id, request.params.id, request.params.pid, request.body.itens),
  );
  for (const [acao, como, summary] of [
    ['estornar', 'estornado', 'Estorna pagamento (o dinheiro voltou), com motivo'],
    ['cancelar', 'cancelado', 'Cancela pagamento lançado por engano, com motivo'],
  ] as const) {
    r.post(
      `/comandas/:id/pagamentos/:pid/${acao}`,
      {
        config: operar,
        schema: {
          ...base,
          summary,
          params: pagamentoParams,
          body: motivoBodySchema,
          response: { 200: comandaSchema, ...errors },
        },
      },
      async (request) =>
        pagamentos.anular(
          request.tenant,
          request.user.id,
          request.params.id,
          request.params.pid,
          como,
          request.body.motivo,
        ),
    );
  }
}
