import type { FastifyInstance } from 'fastify';
import { propriasRoutes } from './routes/proprias.ts';
import { padroesRoutes } from './routes/padroes.ts';

// The payment methods module: each business's own methods and the global standard ones. Orders look a method
// up through this file, in the order's own transaction; nothing else of this folder is imported from outside.

export async function formasPagamentoModulo(app: FastifyInstance) {
  await propriasRoutes(app);
  await padroesRoutes(app);
}

export { formasParaPedido } from './queries.ts';
// for the public menu (customer side): the methods a customer may choose (active standard and own ones)
export { padroes as formasPadrao, proprias as formasProprias } from './queries.ts';
