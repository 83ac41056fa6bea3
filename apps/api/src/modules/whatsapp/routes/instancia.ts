import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@app/shared/schemas/common.ts';
import {
  enviarMensagemBodySchema,
  instanciaWhatsappBodySchema,
  instanciaWhatsappRespostaSchema,
  instanciaWhatsappSchema,
} from '@app/shared/schemas/whatsapp.ts';
import * as service from '../service/instancia.ts';
import * as mensagens from '../service/mensagens.ts';
import type { ProvedorWhatsapp } from '../provedor/tipos.ts';
import { base, config, errors } from './comum.ts';

/** Spec §7 WhatsApp: the business's instance (one per business), pairing, and a message sent from the screen. */
export async function instanciaRoutes(app: FastifyInstance, provedor: ProvedorWhatsapp | null) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Where the gateway reaches our webhook: the configured public URL. Outside production, the address this request
  // came to. Not in production: the Host header is the caller's to choose, and the gateway would then post to any
  // address a manager names (an SSRF through the gateway); there, without the setting, the gateway is polled.
  const webhookBase = (request: FastifyRequest) => {
    const base =
      app.config.whatsappWebhookUrl ??
      (app.config.env === 'production' ? null : `${request.protocol}://${request.host}`);
    return base?.replace(/\/$/, '') ?? null;
  };

  r.get(
    '/instancias-whatsapp',
    {
      config,
      schema: {
        ...base,
        summary: 'O WhatsApp da empresa: estado da conexão e, ao parear, o QR code',
        response: { 200: instanciaWhatsappRespostaSchema, ...errors },
      },
    },
    async (request) => service.obter(request.tenant, provedor),
  );

  r.post(
    '/instancias-whatsapp',
    {
      config,
      schema: {
        ...base,
        summary:
          'Cria o WhatsApp da empresa no gateway e inicia o pareamento (QR code; com número, código de pareamento)',
        body: instanciaWhatsappBodySchema,
        response: { 201: instanciaWhatsappSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.criar(request.tenant, provedor, webhookBase(request), request.body?.numero)),
  );

  r.delete(
    '/instancias-whatsapp',
    {
      config,
      schema: {
        ...base,
        summary: 'Desconecta o celular e exclui o WhatsApp da empresa',
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await service.excluir(request.tenant, provedor);
      return { ok: true as const };
    },
  );

  r.post(
    '/instancias-whatsapp/reconectar',
    {
      config,
      schema: {
        ...base,
        summary: 'Gera um novo QR code (ou código de pareamento) para conectar o celular de novo',
        body: instanciaWhatsappBodySchema,
        response: { 200: instanciaWhatsappSchema, ...errors },
      },
    },
    async (request) => service.reconectar(request.tenant, provedor, request.body?.numero),
  );

  r.post(
    '/instancias-whatsapp/enviar-mensagem',
    {
      // a test from the screen, not a mailing tool: bulk sending gets a WhatsApp number banned
      config: { ...config, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        ...base,
        summary: 'Envia uma mensagem (pela fila de envio, como os avisos de pedido); até 20 por minuto',
        body: enviarMensagemBodySchema,
        response: { 202: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await mensagens.enviarTeste(request.tenant, provedor, request.body)),
  );
}
