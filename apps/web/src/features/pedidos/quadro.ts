// Board rules: which column an order sits in and its label. When an order counts as late is the shared domain's
// rule (@app/shared/domain/pedido-atraso.ts).
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import type { PedidoStatus, PedidoTipo } from '@app/shared/domain/pedido-status.ts';

export type ColunaId = 'pendente' | 'preparacao' | 'pronto' | 'em_entrega';
export const COLUNAS: readonly ColunaId[] = ['pendente', 'preparacao', 'pronto', 'em_entrega'];

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
  for (const c of COLUNAS)
    colunas[c].sort((a, b) => ms(a.data_criacao) - ms(b.data_criacao) || a.numero_pedido - b.numero_pedido);
  finalizados.sort((a, b) => ms(b.status_em) - ms(a.status_em) || b.numero_pedido - a.numero_pedido);
  return { colunas, finalizados };
}

/** i18n key (namespace pedidos) of an order's status label: a ready pickup order is "Aguardando retirada". */
export function chaveStatus(status: PedidoStatus, tipo: PedidoTipo): string {
  return status === 'pronto' && tipo === 'retirada' ? 'status.pronto_retirada' : `status.${status}`;
}
