import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { comoEmpresaId, plataformaDe, tenantDe } from '../../../db/tenant.ts';
import { unauthorized } from '../../../lib/errors.ts';
import * as webhook from '../service/webhook.ts';
import { processarFila } from '../service/fila.ts';
import type { ProvedorWhatsapp } from '../provedor/tipos.ts';

// Platform code of WhatsApp (allow-listed in eslint.config.js): the gateway's webhook, which arrives with no
// session and names its instance, and the outbox worker, which serves every business.

export async function plataformaRoutes(app: FastifyInstance, provedor: ProvedorWhatsapp | null) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const p = plataformaDe(app.database.db);

  r.post(
    '/whatsapp/webhook/:instancia',
    {
      config: { public: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['whatsapp'],
        summary: 'Eventos do gateway (conexão, QR code, status de mensagens); autenticado pelo segredo da instância',
        params: z.object({ instancia: z.string().max(64) }),
        body: z.object({}).passthrough(),
        response: { 200: okSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const h = request.headers.authorization;
      const segredo = h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
      const empresaId = await webhook.autenticar(p, request.params.instancia, segredo);
      if (empresaId === null) throw unauthorized('Webhook não autorizado');
      if (!provedor) return { ok: true as const };
      const evento = provedor.lerEvento(request.body);
      await webhook.aplicar(tenantDe(app.database.db, comoEmpresaId(empresaId)), request.params.instancia, evento);
      return { ok: true as const };
    },
  );

  const intervalo = app.config.whatsappWorkerIntervalMs;
  if (!provedor || intervalo <= 0) return;
  let parado = false;
  let relogio: NodeJS.Timeout | undefined;
  let atual: Promise<void> = Promise.resolve();
  const ciclo = async () => {
    try {
      await processarFila(p, provedor, { log: app.log });
    } catch (err) {
      app.log.warn({ err }, 'whatsapp: a fila de envio falhou; nova tentativa no próximo ciclo');
    }
    if (!parado) agendar();
  };
  const agendar = () => {
    relogio = setTimeout(() => {
      atual = ciclo();
    }, intervalo);
    relogio.unref();
  };
  app.addHook('onReady', async () => agendar());
  app.addHook('onClose', async () => {
    parado = true;
    clearTimeout(relogio);
    await atual;
  });
}
