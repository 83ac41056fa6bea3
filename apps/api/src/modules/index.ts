import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { empresasRoutes } from './empresas/routes.ts';
import { permissoesRoutes } from './permissoes/routes.ts';
import { eventosRoutes } from './eventos/routes.ts';
import { pedidosRoutes } from './pedidos/routes.ts';
import { formasPagamentoRoutes } from './formas-pagamento/routes.ts';
import { catalogoRoutes } from './catalogo/routes.ts';
import { clientesRoutes } from './clientes/routes.ts';
import { entregaRoutes } from './entrega/routes.ts';
import { cuponsModulo } from './cupons/index.ts';

/** Every module's routes, registered under /api. One line per module. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  empresasRoutes,
  permissoesRoutes,
  eventosRoutes,
  pedidosRoutes,
  formasPagamentoRoutes,
  catalogoRoutes,
  clientesRoutes,
  entregaRoutes,
  cuponsModulo,
];
