import type { TenantTx } from '../../../db/tenant.ts';
import type { ComandaStatus } from '@app/shared/domain/comanda.ts';

/**
 * A closed tab is a sale. Modules above this one (stock deduction, reports, the customer's history) react to a
 * tab's status changes here, as orders' `registrarEfeitoDeStatus` lets them react to orders, so they read one
 * source of sales: orders plus tabs. The model they read:
 * - a tab becomes a sale when it reaches `quitada` or `encerrada` from a live, unpaid state, and stops being one
 *   when it is reopened (`reabrir`, back to `aberta`) or cancelled;
 * - its revenue is its items not cancelled (`vendaDaComanda`), with discounts and surcharges of its active
 *   payments; the service fee is the staff's (gorjeta, not revenue) and is reported apart;
 * - a merged tab ends `cancelada` with `mesclada_em` set: its items and payments count in the target tab.
 *
 * Effects run inside the tab's transaction, after its rows are written: one that throws rolls the change back.
 * They must be quick and must not call the network (write a row a worker picks up instead). Registering again
 * under the same name replaces, so building the app twice in one process does not run an effect twice.
 */
export interface MudancaDeComanda {
  comandaId: number;
  mesaId: number;
  /** `null` when the tab was just opened. */
  de: ComandaStatus | null;
  para: ComandaStatus;
  usuarioId: number | null;
}

export type EfeitoDeComanda = (tx: TenantTx, mudanca: MudancaDeComanda) => Promise<void>;

const efeitos = new Map<string, EfeitoDeComanda>();

export function registrarEfeitoDeComanda(nome: string, efeito: EfeitoDeComanda): void {
  efeitos.set(nome, efeito);
}

const VENDA: readonly ComandaStatus[] = ['quitada', 'encerrada'];

/** Whether the change makes the tab a sale (true), undoes one (false) or neither (null). */
export function efeitoNaVenda(m: Pick<MudancaDeComanda, 'de' | 'para'>): boolean | null {
  const antes = m.de !== null && VENDA.includes(m.de);
  const depois = VENDA.includes(m.para);
  return antes === depois ? null : depois;
}

export async function aplicarEfeitos(tx: TenantTx, mudanca: MudancaDeComanda): Promise<void> {
  for (const efeito of efeitos.values()) await efeito(tx, mudanca);
}
