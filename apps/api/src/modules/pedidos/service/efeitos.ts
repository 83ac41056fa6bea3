import type { TenantTx } from '../../../db/tenant.ts';
import { emLote } from '../../../db/lote.ts';
import type { PedidoCanal, PedidoStatus, PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import type { ItemParaEstoque } from '../queries/para-estoque.ts';

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
 *
 * On creation the effects run BEFORE the order has its number: the number is taken last, because from then to
 * commit the business's counter row is locked and every other order of the business waits (numbers are gap-free).
 * An effect that needs the number (a notice that quotes it) registers with `precisaDoNumero` and runs after it,
 * under that lock, after the answer is read (so it must not change the order's own fields): keep those few.
 */
export interface MudancaDeStatus {
  pedidoId: number;
  /** `null` on creation for the effects that run before the number (see `precisaDoNumero`). */
  numeroPedido: number | null;
  /** `null` when the order was just created. */
  de: PedidoStatus | null;
  para: PedidoStatus;
  tipo: PedidoTipo;
  canal: PedidoCanal;
  usuarioId: number | null;
  /** On creation, the order's items as written, so an effect need not read them back (stock deduction). */
  itens?: ItemParaEstoque[];
}

export type EfeitoDeStatus = (tx: TenantTx, mudanca: MudancaDeStatus) => Promise<void>;

export interface OpcoesDeEfeito {
  /** Runs after the order's number is taken (on creation: under the business's counter lock). */
  precisaDoNumero?: boolean;
  /**
   * For an effect that needs the number: whether it has anything to do for this change, asked on creation BEFORE
   * the number (reads only). When no such effect has, the number's statement ends the transaction (one message
   * with COMMIT on a server). Without it the effect is assumed to have work.
   */
  haTrabalho?: (tx: TenantTx, mudanca: MudancaDeStatus) => Promise<boolean>;
}

const efeitos = new Map<
  string,
  { efeito: EfeitoDeStatus; precisaDoNumero: boolean; haTrabalho?: OpcoesDeEfeito['haTrabalho'] }
>();

export function registrarEfeitoDeStatus(nome: string, efeito: EfeitoDeStatus, opcoes: OpcoesDeEfeito = {}): void {
  efeitos.set(nome, { efeito, precisaDoNumero: opcoes.precisaDoNumero ?? false, haTrabalho: opcoes.haTrabalho });
}

/** Whether an effect that needs the number has work for this change (see `haTrabalho`); asked before the number. */
export async function haEfeitoComNumero(tx: TenantTx, mudanca: MudancaDeStatus): Promise<boolean> {
  for (const e of efeitos.values())
    if (e.precisaDoNumero && (!e.haTrabalho || (await e.haTrabalho(tx, mudanca)))) return true;
  return false;
}

/**
 * Runs the registered effects in the caller's transaction, in registration order: those that do not need the
 * number first, then those that do. `fase` runs only one group (order creation runs them on either side of the
 * number); a status change runs both. `juntos` (order creation, before the number): the group's effects start
 * together, so their first statements travel in one message on a server (`emLote`), in registration order; each
 * effect's later statements follow in later messages. Effects are independent modules: none reads another's writes.
 */
export async function aplicarEfeitos(
  tx: TenantTx,
  mudanca: MudancaDeStatus,
  fase?: 'sem-numero' | 'com-numero',
  juntos = false,
): Promise<void> {
  for (const comNumero of [false, true]) {
    if (fase && comNumero !== (fase === 'com-numero')) continue;
    const grupo = [...efeitos.values()].filter((e) => e.precisaDoNumero === comNumero);
    if (juntos) await emLote(tx, (t) => Promise.all(grupo.map((e) => e.efeito(t, mudanca))));
    else for (const e of grupo) await e.efeito(tx, mudanca);
  }
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
