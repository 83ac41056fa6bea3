import type { TenantTx } from '../../../db/tenant.ts';
import type { PedidoDoCliente } from '@app/shared/schemas/clientes.ts';

/**
 * A customer's orders, as the LGPD export and anonymisation need them. Orders sit above customers in the module
 * graph (an order references its customer), so this module cannot import them: the orders module registers
 * these functions when its plugin starts (once per process is enough: they hold no state), and they run in the
 * customer's transaction.
 */
export interface PedidosDoCliente {
  /** The customer's orders, newest first. */
  listar(tx: TenantTx, clienteId: number, limite: number): Promise<PedidoDoCliente[]>;
  /** Removes the personal data the orders copied (name, phone, street address); totals stay. */
  anonimizar(tx: TenantTx, clienteId: number, nomeAnonimo: string): Promise<void>;
}

let registrados: PedidosDoCliente | undefined;

export function registrarPedidosDoCliente(p: PedidosDoCliente): void {
  registrados = p;
}

/** Without the orders module there are no orders to export or scrub. */
export const pedidosDoCliente: PedidosDoCliente = {
  listar: (tx, clienteId, limite) => registrados?.listar(tx, clienteId, limite) ?? Promise.resolve([]),
  anonimizar: (tx, clienteId, nome) => registrados?.anonimizar(tx, clienteId, nome) ?? Promise.resolve(),
};
