import type { FastifyInstance } from 'fastify';
import { healthModulo } from './health/index.ts';
import { authModulo } from './auth/index.ts';
import { empresasModulo } from './empresas/index.ts';
import { permissoesModulo } from './permissoes/index.ts';
import { eventosModulo } from './eventos/index.ts';
import { pedidosModulo } from './pedidos/index.ts';
import { formasPagamentoModulo } from './formas-pagamento/index.ts';
import { catalogoModulo } from './catalogo/index.ts';
import { clientesModulo } from './clientes/index.ts';
import { entregaModulo } from './entrega/index.ts';
import { cuponsModulo } from './cupons/index.ts';
import { impressaoModulo } from './impressao/index.ts';
import { mesasModulo } from './mesas/index.ts';
import { faturasModulo } from './faturas/index.ts';
import { usuariosModulo } from './usuarios/index.ts';
import { whatsappModulo } from './whatsapp/index.ts';
import { cardapioModulo } from './cardapio/index.ts';

/** Every module's plugin, registered under /api through its index.ts. One line per module. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  healthModulo,
  authModulo,
  empresasModulo,
  permissoesModulo,
  eventosModulo,
  pedidosModulo,
  formasPagamentoModulo,
  catalogoModulo,
  clientesModulo,
  entregaModulo,
  cuponsModulo,
  impressaoModulo,
  mesasModulo,
  faturasModulo,
  usuariosModulo,
  whatsappModulo,
  cardapioModulo,
];
