import type { FastifyInstance } from 'fastify';
import { cidadesRoutes } from './routes/cidades.ts';
import { areasRoutes } from './routes/areas.ts';
import { entregadoresRoutes } from './routes/entregadores.ts';
import { valesRoutes } from './routes/vales.ts';

// The delivery module (spec §7 "Geography and delivery"): served cities, delivery areas, couriers, and the CEP
// lookup. Orders read areas and couriers only through the functions below, in the order's own transaction;
// nothing else of this folder is imported from outside.

export async function entregaModulo(app: FastifyInstance) {
  await cidadesRoutes(app);
  await areasRoutes(app);
  await entregadoresRoutes(app);
  await valesRoutes(app);
}

export { areasAtivas, entregadorExiste, sqlNomeEntregador } from './queries/pedidos.ts';
// for the couriers' reports: the advances of a period, deducted from the pay (D-241)
export { sqlValesPorEntregador, valesDoPeriodo } from './queries/vales.ts';
// for the public menu (customer side): the same CEP lookup, without a staff session
export { cepService, viaCepProvider } from './service/cep.ts';
