// The customers module: customers and their addresses. Orders reach customers only through these functions, in
// the order's own transaction; nothing else of this folder is imported from outside.
export { clientesRoutes as clientesModulo } from './routes.ts';
export {
  clienteParaPedido, clientePorTelefone, enderecoDoCliente, inserirEnderecoDoPedido, sqlTotalPedidos,
  type EnderecoDoCliente, type EnderecoNovoDoPedido,
} from './queries/pedidos.ts';
export { desfazerRegistroDePedido, exigirCliente, registrarPedido } from './service/pedidos.ts';
export { registrarPedidosDoCliente, type PedidosDoCliente } from './service/pedidos-do-cliente.ts';
