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

export interface FiltroQuadro {
  /** Number (`12`, `#12`), part of the customer's name (any case and accents) or of the phone's digits. */
  busca: string;
  tipo: PedidoTipo | '';
  canal: string;
}

export const FILTRO_VAZIO: FiltroQuadro = { busca: '', tipo: '', canal: '' };

const dobrar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The board's own search: it filters the 24 h the board already holds, so it answers as the clerk types and follows
 * the live updates. A number matches the order number exactly; three or more digits also match inside the phone.
 */
export function filtrarPedidos(pedidos: readonly Pedido[], f: FiltroQuadro): readonly Pedido[] {
  const busca = dobrar(f.busca);
  const digitos = busca.replace(/\D/g, '');
  const soNumero = /^#?\s*\d+$/.test(busca);
  if (!busca && !f.tipo && !f.canal) return pedidos;
  return pedidos.filter((p) => {
    if (f.tipo && p.tipo !== f.tipo) return false;
    if (f.canal && p.canal !== f.canal) return false;
    if (!busca) return true;
    if (soNumero && String(p.numero_pedido) === digitos) return true;
    if (digitos.length >= 3 && (p.telefone ?? '').replace(/\D/g, '').includes(digitos)) return true;
    return !soNumero && dobrar(p.nome_cliente ?? '').includes(busca);
  });
}

/** Orders waiting for acceptance: the count in the browser tab's title. */
export const aguardandoAceite = (pedidos: readonly Pedido[]) => pedidos.filter((p) => p.status === 'pendente').length;
