import type { FastifyInstance } from 'fastify';
import { clientesRoutes } from './routes/clientes.ts';
import { enderecosRoutes } from './routes/enderecos.ts';

// The customers module: customers, their addresses, and their personal data under the LGPD. Orders reach
// customers only through the functions below, in the order's own transaction, and give back their copies of a
// customer's data through the hook they register; nothing else of this folder is imported from outside.

export async function clientesModulo(app: FastifyInstance) {
  await clientesRoutes(app);
  await enderecosRoutes(app);
}

export {
  clienteParaPedido,
  clientePorTelefone,
  enderecoDoCliente,
  inserirEnderecoDoPedido,
  sqlTotalPedidos,
} from './queries/pedidos.ts';
export { desfazerRegistroDePedido, exigirCliente, registrarPedido } from './service/pedidos.ts';
export { registrarPedidosDoCliente, type PedidosDoCliente } from './service/pedidos-do-cliente.ts';
// for the public menu (customer side): sign-up and orders from the menu, a logged-in customer's addresses
export { enderecosDoPortal, inserirClienteDoSite, type EnderecoDoPortal } from './queries/portal.ts';
