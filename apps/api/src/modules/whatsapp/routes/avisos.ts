import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@app/shared/schemas/common.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import {
  avisoParamsSchema,
  avisoPutSchema,
  avisoSchema,
  avisosSchema,
  mensagensPageSchema,
  mensagensQuerySchema,
} from '@app/shared/schemas/whatsapp.ts';
import * as avisos from '../service/avisos.ts';
import * as mensagens from '../service/mensagens.ts';
import { base, config, errors } from './comum.ts';

/** Order notices (switch and template per status) and the log of messages with its resend. */
export async function avisosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/whatsapp/avisos',
    {
      config,
      schema: { ...base, summary: 'Avisos de pedido por status', response: { 200: avisosSchema, ...errors } },
    },
    async (request) => avisos.listar(request.tenant),
  );

  r.put(
    '/whatsapp/avisos/:status',
    {
      config,
      schema: {
        ...base,
        summary: 'Liga ou desliga o aviso de um status e altera seu texto',
        params: avisoParamsSchema,
        body: avisoPutSchema,
        response: { 200: avisoSchema, ...errors },
      },
    },
    async (request) => avisos.salvar(request.tenant, request.params.status, request.body),
  );

  r.get(
    '/whatsapp/mensagens',
    {
      config,
      schema: {
        ...base,
        summary: 'Mensagens enviadas, pendentes e com falha (mais recentes primeiro)',
        querystring: mensagensQuerySchema,
        response: { 200: mensagensPageSchema, ...errors },
      },
    },
    async (request) => mensagens.listar(request.tenant, request.query, hasPermission(request.user, 'clientes.dados')),
  );

  r.post(
    '/whatsapp/mensagens/:id/reenviar',
    {
      config,
      schema: {
        ...base,
        summary: 'Põe de novo na fila uma mensagem que falhou',
        params: idParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await mensagens.reenviar(request.tenant, request.params.id);
      return { ok: true as const };
    },
  );
}
