import type { TenantTx } from '../../../db/tenant.ts';
import type { PedidoCanal, PedidoStatus, PedidoTipo } from '@app/shared/domain/pedido-status.ts';

/**
 * What happens elsewhere when an order is created or changes status: stock deduction, notices to the customer,
 * report rollups. Those modules sit above orders in the module graph (they read orders), so orders cannot import
 * them; each registers its effect here when its plugin starts, under its own name (registering again replaces,
 * so building the app twice in one process does not run an effect twice).
 *
 * Effects run inside the order's transaction, after the order's own rows are written: an effect that throws rolls
 * the whole change back, and an effect that writes (a stock movement, an outbox row) commits with the order or
 * not at all. An effect must therefore be quick and must not call the network; work that may run later writes a
 * row the module's own worker picks up.
 */
export interface MudancaDeStatus {
  pedidoId: number;
  numeroPedido: number;
  /** `null` when the order was just created. */
  de: PedidoStatus | null;
  para: PedidoStatus;
  tipo: PedidoTipo;
  canal: PedidoCanal;
  usuarioId: number | null;
}

export type EfeitoDeStatus = (tx: TenantTx, mudanca: MudancaDeStatus) => Promise<void>;

const efeitos = new Map<string, EfeitoDeStatus>();

export function registrarEfeitoDeStatus(nome: string, efeito: EfeitoDeStatus): void {
  efeitos.set(nome, efeito);
}

/** Runs every registered effect, in registration order, in the caller's transaction. */
export async function aplicarEfeitos(tx: TenantTx, mudanca: MudancaDeStatus): Promise<void> {
  for (const efeito of efeitos.values()) await efeito(tx, mudanca);
}

/**
 * What happens elsewhere when an order changes without changing status — its courier set or changed, or a
 * cancelled order deleted — so a read model dated by the order (the reports' pending days) can mark it. Runs in
 * the order's transaction: after the change, or before a deletion (the order's row is still there to read).
 */
export type EfeitoDeAlteracao = (tx: TenantTx, pedidoId: number) => Promise<void>;

const alteracoes = new Map<string, EfeitoDeAlteracao>();

export function registrarEfeitoDeAlteracao(nome: string, efeito: EfeitoDeAlteracao): void {
  alteracoes.set(nome, efeito);
}

export async function aplicarEfeitosDeAlteracao(tx: TenantTx, pedidoId: number): Promise<void> {
  for (const efeito of alteracoes.values()) await efeito(tx, pedidoId);
}
