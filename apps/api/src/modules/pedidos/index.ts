import type { FastifyInstance } from 'fastify';
import * as clientes from '../clientes/index.ts';
import { consultaRoutes } from './routes/consulta.ts';
import { lancamentoRoutes } from './routes/lancamento.ts';
import { pedidosParaClientes } from './service/consulta.ts';

// The orders module: the board, the history and its CSV, order entry (menu, quote, create) and order changes.
// It sits at the top of the module graph: it reads and writes customers, the catalogue, delivery, coupons,
// payment methods and the business only through their index.ts, in the order's own transaction. No module
// imports it but printing, which sits above it and reads orders for printing through the functions below; it
// gives the customers module their orders through the hook it registers below.

export async function pedidosModulo(app: FastifyInstance) {
  clientes.registrarPedidosDoCliente(pedidosParaClientes);
  await consultaRoutes(app);
  await lancamentoRoutes(app);
}

// for the printing module: the order as read for printing, and the site orders in preparation to print
export { pedidoExiste, pedidoParaImpressao, pedidosParaImpressao, siteEmPreparacao } from './queries/para-impressao.ts';
export { mascarar as mascararTelefone } from './service/consulta.ts';
