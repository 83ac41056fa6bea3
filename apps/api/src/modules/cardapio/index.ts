import type { FastifyInstance } from 'fastify';
import { carrinhosRoutes } from './routes/carrinhos.ts';
import { cepRoutes } from './routes/cep.ts';
import { contaRoutes } from './routes/conta.ts';
import { pedidosRoutes } from './routes/pedidos.ts';
import { cardapioRoutes, criarPublico } from './routes/publico.ts';
import { siteRoutes } from './routes/site.ts';

// The customer side: the public menu by its readable address (slug), carts, client accounts by phone, public orders
// (channel `cardapio`) and their tracking, and the site settings (settings/site). It sits above orders, customers,
// the catalogue, delivery, payment methods, WhatsApp and the business, reaching each through its index.ts, in its
// own transaction. Nothing else imports it.

export async function cardapioModulo(app: FastifyInstance) {
  const pub = await criarPublico(app);
  await cardapioRoutes(app, pub);
  await pedidosRoutes(app, pub);
  await contaRoutes(app, pub);
  await carrinhosRoutes(app, pub);
  await siteRoutes(app, pub);
  await cepRoutes(app, pub);
}
