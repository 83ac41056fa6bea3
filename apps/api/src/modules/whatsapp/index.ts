import type { FastifyInstance } from 'fastify';
import * as pedidos from '../pedidos/index.ts';
import { provedorEvolution } from './provedor/evolution.ts';
import type { ProvedorWhatsapp } from './provedor/tipos.ts';
import { instanciaRoutes } from './routes/instancia.ts';
import { avisosRoutes } from './routes/avisos.ts';
import { plataformaRoutes } from './routes/plataforma.ts';
import { efeitoDeStatus, haAviso } from './service/avisos.ts';

// The WhatsApp module: the business's instance on the gateway (Evolution API v2 behind a provider interface),
// order notices queued in the order's own transaction (an outbox) and sent by a worker exactly once, the gateway's
// webhook, and the log. It sits above orders (its notices read orders) and registers its effect on orders' status
// changes. Other modules queue a message through `enfileirarMensagem` in their own transaction.

export async function whatsappModulo(app: FastifyInstance) {
  const c = app.config;
  const provedor: ProvedorWhatsapp | null = c.evolution
    ? provedorEvolution(c.evolution.url, c.evolution.apiKey, { permitirLoopback: c.evolutionAllowLoopback })
    : null;
  if (c.evolutionAllowLoopback && c.env === 'production')
    app.log.warn(
      'EVOLUTION_ALLOW_LOOPBACK=1 em produção: o gateway do WhatsApp pode estar nesta máquina (só para testes)',
    );
  // no gateway, no notices: nothing is queued that could never go out. The notice quotes the order's number, so on
  // creation it runs after the number is taken
  pedidos.registrarEfeitoDeStatus('whatsapp', provedor ? efeitoDeStatus(c.publicUrl) : async () => undefined, {
    precisaDoNumero: true,
    haTrabalho: provedor ? haAviso : async () => false,
  });
  await instanciaRoutes(app, provedor);
  await avisosRoutes(app);
  await plataformaRoutes(app, provedor);
}

export { enfileirarMensagem, whatsappConectado } from './service/mensagens.ts';
