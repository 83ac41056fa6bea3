import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Tenant } from '../../../db/tenant.ts';
import type { Resposta } from '../../../lib/idempotencia.ts';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { idParamsSchema } from '@app/shared/schemas/common.ts';
import {
  comandaPatchSchema,
  comandaSchema,
  fecharValidadoSchema,
  mesclarRespostaSchema,
  mesclarSchema,
  motivoBodySchema,
  moverMesaSchema,
  quitarSchema,
  saldoSchema,
  transferirItensSchema,
  vazioSchema,
} from '@app/shared/schemas/comandas.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import * as comandas from '../service/comandas.ts';
import * as ciclo from '../service/ciclo.ts';
import * as mov from '../service/movimentos.ts';
import { base, errors, idempotencia, operar } from './comum.ts';

interface Acao<B> {
  tenant: Tenant;
  user: { id: number };
  body: B;
  id: number;
  chave: string | undefined;
  /** Holds mesas.gerenciar (write off a balance, reopen an ended tab). */
  gerente: boolean;
}

/** Spec §7 Tables: the tab, its balance and its actions (POST /comandas/{id}/…) and merging tabs. */
export async function comandasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const resposta = { 200: comandaSchema, ...errors };
  /** One POST action on a tab answering the tab. */
  const acao = <B extends z.ZodType>(
    nome: string,
    summary: string,
    body: B,
    fn: (q: Acao<z.output<B>>) => Promise<Comanda | Resposta<Comanda>>,
  ) =>
    r.post(
      `/comandas/:id/${nome}`,
      {
        config: operar,
        schema: { ...base, summary, params: idParamsSchema, headers: idempotencia, body, response: resposta },
      },
      async (request, reply) => {
        const out = await fn({
          tenant: request.tenant,
          user: request.user,
          body: request.body as z.output<B>,
          id: request.params.id,
          chave: request.headers['idempotency-key'],
          gerente: hasPermission(request.user, 'mesas.gerenciar'),
        });
        // actions under an Idempotency-Key answer { status, body } (a replay keeps the first status)
        return 'body' in out && 'status' in out && typeof out.status === 'number'
          ? reply.code(out.status as 200).send(out.body as Comanda)
          : (out as Comanda);
      },
    );

  r.get(
    '/comandas/:id',
    {
      config: operar,
      schema: { ...base, summary: 'Comanda com itens, pagamentos e saldo', params: idParamsSchema, response: resposta },
    },
    async (request) => comandas.obter(request.tenant, request.params.id),
  );
  r.patch(
    '/comandas/:id',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Altera grupo, pessoas, garçom, taxa de serviço, observação',
        params: idParamsSchema,
        body: comandaPatchSchema,
        response: resposta,
      },
    },
    async (request) => comandas.alterar(request.tenant, request.user.id, request.params.id, request.body),
  );
  r.get(
    '/comandas/:id/saldo',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Saldo da comanda e divisão por pessoa',
        params: idParamsSchema,
        response: { 200: saldoSchema, ...errors },
      },
    },
    async (request) => comandas.saldo(request.tenant, request.params.id),
  );

  const vazio = vazioSchema;
  acao('preconta', 'Pré-conta (a primeira impressão fica registrada)', vazio, (q) =>
    ciclo.preconta(q.tenant, q.user.id, q.id, false),
  );
  acao('reimprimir', 'Reimprime a pré-conta', vazio, (q) => ciclo.preconta(q.tenant, q.user.id, q.id, true));
  acao('fechar', 'Fecha para pagamento (sem novos itens). Aceita Idempotency-Key', vazio, (q) =>
    ciclo.fechar(q.tenant, q.user.id, q.id, q.chave),
  );
  acao('quitar', 'Paga todo o saldo e quita a comanda. Aceita Idempotency-Key', quitarSchema, (q) =>
    ciclo.quitar(q.tenant, q.user.id, q.id, q.body, q.chave),
  );
  acao(
    'fechar_validado',
    'Encerra se o saldo estiver dentro da tolerância (padrão 0,05). Aceita Idempotency-Key',
    fecharValidadoSchema,
    (q) => ciclo.fecharValidado(q.tenant, q.user.id, q.id, q.body.tolerancia, q.chave),
  );
  acao(
    'fechar_parcial',
    'Encerra com saldo em aberto registrado (gerente). Aceita Idempotency-Key',
    motivoBodySchema,
    (q) => ciclo.fecharParcial(q.tenant, q.user.id, q.gerente, q.id, q.body.motivo, q.chave),
  );
  acao('reabrir', 'Reabre a comanda (com motivo, auditado)', motivoBodySchema, (q) =>
    ciclo.reabrir(q.tenant, q.user.id, q.gerente, q.id, q.body.motivo),
  );
  acao('liberar', 'Libera a mesa: comanda sem consumo cancelada, quitada encerrada', vazio, (q) =>
    ciclo.liberar(q.tenant, q.user.id, q.id),
  );
  acao('cancelar', 'Cancela a comanda com motivo', motivoBodySchema, (q) =>
    ciclo.cancelar(q.tenant, q.user.id, q.id, q.body.motivo),
  );
  acao('encerrar_pos_pagamento', 'Encerra a comanda quitada. Aceita Idempotency-Key', vazio, (q) =>
    ciclo.encerrar(q.tenant, q.user.id, q.id, q.chave),
  );
  acao('mover_mesa', 'Move a comanda para outra mesa', moverMesaSchema, (q) =>
    mov.moverMesa(q.tenant, q.user.id, q.id, q.body.mesa_id),
  );
  acao('transferir_itens', 'Transfere itens (com quantidades) para outra comanda', transferirItensSchema, (q) =>
    mov.transferirItens(q.tenant, q.user.id, q.id, q.body.comanda_destino_id, q.body.itens),
  );

  r.post(
    '/comandas/mesclar',
    {
      config: operar,
      schema: {
        ...base,
        summary: 'Junta a comanda de origem na de destino',
        body: mesclarSchema,
        response: { 200: mesclarRespostaSchema, ...errors },
      },
    },
    async (request) => mov.mesclar(request.tenant, request.user.id, request.body.origem_id, request.body.destino_id),
  );
}
