import type { FastifyInstance } from 'fastify';
import { comandasRoutes } from './routes/comandas.ts';
import { itensRoutes } from './routes/itens.ts';
import { mesasRoutes } from './routes/mesas.ts';
import { pagamentosRoutes } from './routes/pagamentos.ts';

// The tables module: the dining room's tables and their tabs (comandas) — items priced like orders, batches sent to
// the kitchen, payments with the service fee, the closes, moves and merges. It sits above the catalogue, payment
// methods, customers, auth and the business, and reads them only through their index.ts. A tab that is paid is a
// sale: modules above this one (stock, reports) react through `registrarEfeitoDeComanda` (see service/efeitos.ts
// for the model they read) in the tab's transaction.

export async function mesasModulo(app: FastifyInstance) {
  await mesasRoutes(app);
  await comandasRoutes(app);
  await itensRoutes(app);
  await pagamentosRoutes(app);
}

export {
  registrarEfeitoDeComanda,
  efeitoNaVenda,
  type EfeitoDeComanda,
  type MudancaDeComanda,
} from './service/efeitos.ts';
// for the stock module: a tab's items as sold, and the tabs that are sales in a period
export {
  itensDaComandaParaEstoque,
  comandasVendidasNoPeriodo,
  type ItemDaComandaParaEstoque,
} from './queries/para-estoque.ts';
