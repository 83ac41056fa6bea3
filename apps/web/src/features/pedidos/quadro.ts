// Board rules: which column an order sits in, its label, how long it has waited and when it counts as late.
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import type { PedidoStatus, PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import { formatBRL, parseCentavos } from '@app/shared/domain/money.ts';

export type ColunaId = 'pendente' | 'preparacao' | 'pronto' | 'em_entrega';
export const COLUNAS: readonly ColunaId[] = ['pendente', 'preparacao', 'pronto', 'em_entrega'];

/** Minutes after which an order in a column counts as late when it has no delivery estimate (docs/decisions.md). */
export const LIMITE_MINUTOS: Record<ColunaId, number> = { pendente: 5, preparacao: 40, pronto: 20, em_entrega: 60 };

export interface Quadro {
  colunas: Record<ColunaId, Pedido[]>;
  /** Concluded and cancelled, newest change first. */
  finalizados: Pedido[];
}

const ms = (iso: string) => new Date(iso).getTime();

/** Open columns oldest first (first come, first served); finished newest first. */
export function agruparPedidos(pedidos: readonly Pedido[]): Quadro {
  const colunas: Record<ColunaId, Pedido[]> = { pendente: [], preparacao: [], pronto: [], em_entrega: [] };
  const finalizados: Pedido[] = [];
  for (const p of pedidos) {
    if (p.status === 'concluido' || p.status === 'cancelado') finalizados.push(p);
    else colunas[p.status].push(p);
  }
  for (const c of COLUNAS) colunas[c].sort((a, b) => ms(a.data_criacao) - ms(b.data_criacao) || a.numero_pedido - b.numero_pedido);
  finalizados.sort((a, b) => ms(b.status_em) - ms(a.status_em) || b.numero_pedido - a.numero_pedido);
  return { colunas, finalizados };
}

/** i18n key (namespace pedidos) of an order's status label: a ready pickup order is "Aguardando retirada". */
export function chaveStatus(status: PedidoStatus, tipo: PedidoTipo): string {
  return status === 'pronto' && tipo === 'retirada' ? 'status.pronto_retirada' : `status.${status}`;
}

export function minutosDesde(iso: string, agora: number): number {
  return Math.max(0, Math.floor((agora - ms(iso)) / 60_000));
}

/**
 * Late: past its delivery estimate, or longer in its current status than the column's limit (a pending order
 * waiting 5 min for acceptance, 40 min in preparation…). Finished orders are never late.
 */
export function estaAtrasado(p: Pedido, agora: number): boolean {
  if (p.status === 'concluido' || p.status === 'cancelado') return false;
  if (p.previsao_entrega && agora > ms(p.previsao_entrega)) return true;
  return minutosDesde(p.status_em || p.data_criacao, agora) > LIMITE_MINUTOS[p.status];
}

/** Money from the API (reais) as "R$ 1.234,56". */
export function brl(reais: number): string {
  return formatBRL(parseCentavos(reais) ?? 0);
}

/** Unit price (reais) × quantity, in cents, formatted. */
export function brlVezes(reais: number, quantidade: number): string {
  return formatBRL((parseCentavos(reais) ?? 0) * quantidade);
}
