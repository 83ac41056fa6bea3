import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.ts';
import { authModulo } from './auth/index.ts';
import { empresasModulo } from './empresas/index.ts';
import { permissoesModulo } from './permissoes/index.ts';
import { eventosRoutes } from './eventos/routes.ts';
import { pedidosModulo } from './pedidos/index.ts';
import { formasPagamentoModulo } from './formas-pagamento/index.ts';
import { catalogoModulo } from './catalogo/index.ts';
import { clientesModulo } from './clientes/index.ts';
import { entregaModulo } from './entrega/index.ts';
import { cuponsModulo } from './cupons/index.ts';

/** Every module's plugin, registered under /api through its index.ts. One line per module. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authModulo,
  empresasModulo,
  permissoesModulo,
  eventosRoutes,
  pedidosModulo,
  formasPagamentoModulo,
  catalogoModulo,
  clientesModulo,
  entregaModulo,
  cuponsModulo,
];
