import type { FastifyInstance } from 'fastify';
import * as clientes from '../clientes/index.ts';
import { consultaRoutes } from './routes/consulta.ts';
import { lancamentoRoutes } from './routes/lancamento.ts';
import { preferenciasRoutes } from './routes/preferencias.ts';
import { pedidosParaClientes } from './service/consulta.ts';

// The orders module: the board, the history and its CSV, order entry (menu, quote, create) and order changes.
// It sits above customers, the catalogue, delivery, coupons, payment methods and the business: it reads and writes
// them only through their index.ts, in the order's own transaction. It gives the customers module their orders
// through the hook it registers below. Modules above it (stock, notices, reports) react to an order's creation and
// status changes through `registrarEfeitoDeStatus`, in the order's transaction; printing reads orders for
// printing through the functions at the end.

export async function pedidosModulo(app: FastifyInstance) {
  clientes.registrarPedidosDoCliente(pedidosParaClientes);
  await consultaRoutes(app);
  await lancamentoRoutes(app);
  await preferenciasRoutes(app);
}

export {
  registrarEfeitoDeAlteracao,
  registrarEfeitoDeStatus,
  type EfeitoDeAlteracao,
  type EfeitoDeStatus,
  type MudancaDeStatus,
} from './service/efeitos.ts';

// for the printing module: the order as read for printing, and the site orders in preparation to print
export { pedidoExiste, pedidoParaImpressao, pedidosParaImpressao, siteEmPreparacao } from './queries/para-impressao.ts';
export { mascarar as mascararTelefone } from './service/consulta.ts';

// for the public menu (customer side): its orders go through the same creation and quote, in its transaction; the
// tracking page and a logged-in customer's last orders; the board version, so an unchanged order answers 304
// without a query
export { criarPedido, cotacaoNaTx, type OpcoesDeCriacao } from './service/criar.ts';
export type { Pedido } from '@app/shared/schemas/pedidos.ts';
export type { PedidoEntrada } from './service/plano.ts';
export { acompanhamento, codigoDoPedido, ultimosDoCliente, type AcompanhamentoLinha } from './queries/publico.ts';
export { versao as versaoDoQuadro } from './service/versao.ts';
// for the stock module: an order's items as sold, and the orders that are sales in a period
export {
  itensParaEstoque,
  pedidosVendidosNoPeriodo,
  STATUS_DE_VENDA,
  type ItemParaEstoque,
} from './queries/para-estoque.ts';
// for the reports' CSV exports: one cell, formula-looking text neutralised
export { campo as campoCsv } from './service/consulta.ts';
