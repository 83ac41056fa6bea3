import type { FastifyInstance } from 'fastify';
import * as mesas from '../mesas/index.ts';
import * as pedidos from '../pedidos/index.ts';
import { catalogoRoutes } from './routes/catalogo.ts';
import { clientesRoutes } from './routes/clientes.ts';
import { desempenhoRoutes } from './routes/desempenho.ts';
import { plataformaRoutes } from './routes/plataforma.ts';
import { vendasRoutes } from './routes/vendas.ts';
import { aoAlterarPedido, aoMudarComanda, aoMudarPedido } from './service/rollup.ts';

// The reports module: sales, couriers, catalogue (ABC), customers and the funnel, the live dashboard, and the
// superadmin's summary. A read model over orders, tabs, the catalogue and the public menu's carts: it reads their
// tables in aggregate statements and writes only its own daily rollup, rewritten in the transaction of every order
// and tab change through the effects those modules offer. It sits above orders and tables.

export async function relatoriosModulo(app: FastifyInstance) {
  pedidos.registrarEfeitoDeStatus('relatorios', aoMudarPedido);
  pedidos.registrarEfeitoDeAlteracao('relatorios', aoAlterarPedido);
  mesas.registrarEfeitoDeComanda('relatorios', aoMudarComanda);
  await vendasRoutes(app);
  await catalogoRoutes(app);
  await clientesRoutes(app);
  await desempenhoRoutes(app);
  await plataformaRoutes(app);
}

export { reconstruir as reconstruirRollup } from './service/rollup.ts';
