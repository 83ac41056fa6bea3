// Order statuses (spec §4 shows only `preparacao`; the rest is our decision, docs/decisions.md).
// pendente (waiting for acceptance) → preparacao → pronto → em_entrega (delivery) → concluido.
// For pickup (retirada) and dine-in (local) a ready order is handed over directly: pronto → concluido
// (the board labels a ready pickup order "Aguardando retirada"). Any open state may be cancelled with a reason.

export const PEDIDO_STATUS = ['pendente', 'preparacao', 'pronto', 'em_entrega', 'concluido', 'cancelado'] as const;
export type PedidoStatus = (typeof PEDIDO_STATUS)[number];

export const PEDIDO_TIPOS = ['delivery', 'retirada', 'local'] as const;
export type PedidoTipo = (typeof PEDIDO_TIPOS)[number];

/** Sales channels; the site channels may be auto-accepted and auto-printed (spec §1, §4). */
export const PEDIDO_CANAIS = ['balcao', 'telefone', 'whatsapp', 'site', 'cardapio', 'public', 'ifood', 'mesa'] as const;
export type PedidoCanal = (typeof PEDIDO_CANAIS)[number];
export const CANAIS_SITE: readonly PedidoCanal[] = ['site', 'cardapio', 'public'];

export const STATUS_LABEL: Record<PedidoStatus, string> = {
  pendente: 'Aguardando aceite',
  preparacao: 'Em preparação',
  pronto: 'Pronto',
  em_entrega: 'Saiu para entrega',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};

export const STATUS_ABERTOS: readonly PedidoStatus[] = ['pendente', 'preparacao', 'pronto', 'em_entrega'];

export function isAberto(status: PedidoStatus): boolean {
  return STATUS_ABERTOS.includes(status);
}

/** The statuses an order may go to next. */
export function proximosStatus(status: PedidoStatus, tipo: PedidoTipo): PedidoStatus[] {
  switch (status) {
    case 'pendente':
      return ['preparacao', 'cancelado'];
    case 'preparacao':
      return ['pronto', 'cancelado'];
    case 'pronto':
      return tipo === 'delivery' ? ['em_entrega', 'cancelado'] : ['concluido', 'cancelado'];
    case 'em_entrega':
      return ['concluido', 'cancelado'];
    case 'concluido':
    case 'cancelado':
      return [];
  }
}

export function podeTransitar(de: PedidoStatus, para: PedidoStatus, tipo: PedidoTipo): boolean {
  return proximosStatus(de, tipo).includes(para);
}

/** The "advance" button's target: the next status that is not a cancellation, if any. */
export function statusSeguinte(status: PedidoStatus, tipo: PedidoTipo): PedidoStatus | null {
  return proximosStatus(status, tipo).find((s) => s !== 'cancelado') ?? null;
}

/**
 * The statuses a clerk may set at once (the board's "set status"): any later status along the order's path, so a
 * pickup handed over straight from the kitchen is one tap. A delivery still stops at "Saiu para entrega" — who
 * took it and the customer's "on its way" notice belong to that step — and cancelling stays one step with a reason.
 */
export function statusAlcancaveis(status: PedidoStatus, tipo: PedidoTipo): PedidoStatus[] {
  const alcancaveis: PedidoStatus[] = [];
  let atual: PedidoStatus | null = statusSeguinte(status, tipo);
  while (atual) {
    alcancaveis.push(atual);
    if (atual === 'em_entrega') break;
    atual = statusSeguinte(atual, tipo);
  }
  return isAberto(status) ? [...alcancaveis, 'cancelado'] : alcancaveis;
}

/**
 * The single steps from `de` to `para` (ending with `para`), or null when `para` may not be set directly. The server
 * walks them one by one, so every step keeps its history line and its effects (printing, stock, notices).
 */
export function caminhoDeStatus(de: PedidoStatus, para: PedidoStatus, tipo: PedidoTipo): PedidoStatus[] | null {
  if (!statusAlcancaveis(de, tipo).includes(para)) return null;
  if (para === 'cancelado') return ['cancelado'];
  const passos: PedidoStatus[] = [];
  let atual = de;
  while (atual !== para) {
    atual = statusSeguinte(atual, tipo)!;
    passos.push(atual);
  }
  return passos;
}

/** Where a new order starts: site channels skip acceptance when automatic acceptance is on; staff entries are accepted. */
export function statusInicial(canal: PedidoCanal, autoAceite: boolean): PedidoStatus {
  if (CANAIS_SITE.includes(canal)) return autoAceite ? 'preparacao' : 'pendente';
  return 'preparacao';
}
