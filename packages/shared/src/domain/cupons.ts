import { centesimosParaDecimal, formatBRL, percentOf } from './money.ts';
import { DEFAULT_TIMEZONE, zonedParts } from './dates.ts';

// Coupon rules (docs/decisions.md). Pure: the caller brings the usage counts (from orders) and the
// business-local date. Checks run in a fixed order so the reason shown is the most fundamental one.

export const TIPOS_CUPOM = ['percentual', 'valor_fixo', 'frete_gratis'] as const;
export type TipoCupom = (typeof TIPOS_CUPOM)[number];

export interface CupomRegra {
  tipo: TipoCupom;
  /** percentual: percent × 100 (basis points, 1050 = 10,5 %); valor_fixo: cents; frete_gratis: ignored. */
  valor_centesimos: number;
  pedido_minimo_centavos: number;
  /** Inclusive validity window as business-local dates `yyyy-MM-dd`; null = open. */
  validade_inicio: string | null;
  validade_fim: string | null;
  limite_total: number | null;
  limite_por_cliente: number | null;
  ativo: boolean;
}

export interface CarrinhoCupom {
  subtotal_centavos: number;
  taxa_entrega_centavos: number;
  cliente_id: number | null;
  /** Times the coupon was used by anyone / by this customer (orders not cancelled). */
  usos_total: number;
  usos_cliente: number;
}

export type ResultadoCupom = { ok: true; desconto_centavos: number } | { ok: false; motivo: string };

export const MOTIVOS_CUPOM = {
  inativo: 'Cupom inativo',
  antesDoInicio: 'Este cupom ainda não está valendo',
  expirado: 'Cupom expirado',
  esgotado: 'Este cupom já atingiu o limite de usos',
  identifiqueCliente: 'Identifique o cliente para usar este cupom',
  limiteCliente: 'Este cliente já usou o cupom o número máximo de vezes',
  semEntrega: 'Cupom de frete grátis vale apenas para pedidos com taxa de entrega',
  semDesconto: 'Este cupom não dá desconto neste pedido',
  pedidoMinimo: (centavos: number) => `Pedido mínimo para este cupom: ${formatBRL(centavos)}`,
} as const;

/**
 * Validates a coupon against a cart on a business-local date (`hoje`, `yyyy-MM-dd`). The discount never exceeds
 * the subtotal (percentual/valor_fixo) nor the delivery fee (frete_gratis), so a total can never go negative.
 */
export function validarCupom(cupom: CupomRegra, carrinho: CarrinhoCupom, hoje: string): ResultadoCupom {
  if (!cupom.ativo) return { ok: false, motivo: MOTIVOS_CUPOM.inativo };
  if (cupom.validade_inicio && hoje < cupom.validade_inicio) return { ok: false, motivo: MOTIVOS_CUPOM.antesDoInicio };
  if (cupom.validade_fim && hoje > cupom.validade_fim) return { ok: false, motivo: MOTIVOS_CUPOM.expirado };
  if (cupom.limite_total != null && carrinho.usos_total >= cupom.limite_total)
    return { ok: false, motivo: MOTIVOS_CUPOM.esgotado };
  if (cupom.limite_por_cliente != null) {
    if (carrinho.cliente_id == null) return { ok: false, motivo: MOTIVOS_CUPOM.identifiqueCliente };
    if (carrinho.usos_cliente >= cupom.limite_por_cliente) return { ok: false, motivo: MOTIVOS_CUPOM.limiteCliente };
  }
  const subtotal = Math.max(0, carrinho.subtotal_centavos);
  if (subtotal < cupom.pedido_minimo_centavos)
    return { ok: false, motivo: MOTIVOS_CUPOM.pedidoMinimo(cupom.pedido_minimo_centavos) };

  let desconto: number;
  switch (cupom.tipo) {
    case 'percentual':
      desconto = Math.min(subtotal, percentOf(subtotal, centesimosParaDecimal(cupom.valor_centesimos)));
      break;
    case 'valor_fixo':
      desconto = Math.min(subtotal, cupom.valor_centesimos);
      break;
    case 'frete_gratis':
      if (carrinho.taxa_entrega_centavos <= 0) return { ok: false, motivo: MOTIVOS_CUPOM.semEntrega };
      desconto = carrinho.taxa_entrega_centavos;
      break;
  }
  if (desconto <= 0) return { ok: false, motivo: MOTIVOS_CUPOM.semDesconto };
  return { ok: true, desconto_centavos: desconto };
}

/** Today as `yyyy-MM-dd` in the business timezone: coupon windows are calendar days where the business is. */
export function dataLocal(agora: Date, timeZone = DEFAULT_TIMEZONE): string {
  const p = zonedParts(agora, timeZone);
  return `${p.y}-${p.mo}-${p.d}`;
}
