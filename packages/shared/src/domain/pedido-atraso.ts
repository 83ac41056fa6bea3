// When an order counts as late on the board. A rule of the business, not of a screen: the board highlights it today,
// and alerts or reports may read it tomorrow, so it lives here, pure.
import type { PedidoStatus } from './pedido-status.ts';

type StatusAberto = Exclude<PedidoStatus, 'concluido' | 'cancelado'>;

/** Minutes after which an order in a status counts as late when it has no delivery estimate (docs/decisions.md). */
export const LIMITE_MINUTOS_ATRASO: Record<StatusAberto, number> = {
  pendente: 5,
  preparacao: 40,
  pronto: 20,
  em_entrega: 60,
};

/** What the rule reads of an order (ISO timestamps, as the API sends them). */
export interface PedidoNoTempo {
  status: PedidoStatus;
  data_criacao: string;
  /** When the order entered its current status; empty falls back to its creation. */
  status_em: string;
  previsao_entrega: string | null;
}

const ms = (iso: string) => new Date(iso).getTime();

/** Whole minutes from `iso` to `agora` (epoch ms), never negative (clocks drift). */
export function minutosDesde(iso: string, agora: number): number {
  return Math.max(0, Math.floor((agora - ms(iso)) / 60_000));
}

/**
 * Late: past its delivery estimate, or longer in its current status than the status's limit (a pending order
 * waiting 5 min for acceptance, 40 min in preparation…). Finished orders are never late.
 */
export function estaAtrasado(p: PedidoNoTempo, agora: number): boolean {
  if (p.status === 'concluido' || p.status === 'cancelado') return false;
  if (p.previsao_entrega && agora > ms(p.previsao_entrega)) return true;
  return minutosDesde(p.status_em || p.data_criacao, agora) > LIMITE_MINUTOS_ATRASO[p.status];
}
