import { formatBRL } from './money.ts';

// Order totals, in integer cents. The server computes them; whatever totals a client sends are ignored.
// total = Σ(preço unitário × quantidade) + taxa de entrega − desconto, never negative.

export interface ItemTotal {
  preco_unitario_centavos: number;
  quantidade: number;
}
export interface PagamentoEntrada {
  tipo: string;
  valor_centavos: number;
  troco_para_centavos?: number | null;
}

export interface Totais {
  subtotal_itens_centavos: number;
  taxa_entrega_centavos: number;
  desconto_centavos: number;
  total_centavos: number;
}

export function calcularTotais(itens: ItemTotal[], taxaEntregaCentavos: number, descontoCentavos: number): Totais {
  const subtotal = itens.reduce((acc, i) => acc + i.preco_unitario_centavos * i.quantidade, 0);
  const taxa = Math.max(0, taxaEntregaCentavos);
  // a discount can never make the order negative
  const desconto = Math.min(Math.max(0, descontoCentavos), subtotal + taxa);
  return {
    subtotal_itens_centavos: subtotal,
    taxa_entrega_centavos: taxa,
    desconto_centavos: desconto,
    total_centavos: subtotal + taxa - desconto,
  };
}

/** Cash given above what is paid comes back as change (troco). Only payments with `troco_para` produce it. */
export function calcularTroco(pagamentos: PagamentoEntrada[]): number {
  return pagamentos.reduce(
    (acc, p) =>
      acc +
      (p.troco_para_centavos && p.troco_para_centavos > p.valor_centavos
        ? p.troco_para_centavos - p.valor_centavos
        : 0),
    0,
  );
}

/**
 * The most change (troco) one cash payment may ask for: R$ 200,00, the largest Brazilian banknote. Whoever pays
 * with notes never hands over a whole note more than needed, so real change is always below the largest note;
 * "troco para R$ 1.000.000" on a R$ 0,30 order is a typo or a prank, and the courier cannot carry it.
 */
export const TROCO_MAXIMO_CENTAVOS = 20_000;

export type ResultadoPagamentos = { ok: true; troco_centavos: number } | { ok: false; motivo: string };

/** Payments must add up to the total exactly; `troco_para` below the paid value makes no sense. */
export function validarPagamentos(total: number, pagamentos: PagamentoEntrada[]): ResultadoPagamentos {
  if (pagamentos.length === 0) return { ok: false, motivo: 'Informe pelo menos uma forma de pagamento' };
  for (const p of pagamentos) {
    if (!Number.isSafeInteger(p.valor_centavos) || p.valor_centavos <= 0)
      return { ok: false, motivo: 'Valor de pagamento inválido' };
    if (p.troco_para_centavos != null && p.troco_para_centavos < p.valor_centavos) {
      return { ok: false, motivo: 'O troco para deve ser maior ou igual ao valor pago' };
    }
    if (p.troco_para_centavos != null && p.troco_para_centavos - p.valor_centavos > TROCO_MAXIMO_CENTAVOS) {
      return {
        ok: false,
        motivo:
          `Troco para ${formatBRL(p.troco_para_centavos)} deixaria ${formatBRL(p.troco_para_centavos - p.valor_centavos)} ` +
          `de troco; o máximo é ${formatBRL(TROCO_MAXIMO_CENTAVOS)} (a maior cédula)`,
      };
    }
  }
  const pago = pagamentos.reduce((a, p) => a + p.valor_centavos, 0);
  if (pago !== total)
    return {
      ok: false,
      motivo: `A soma dos pagamentos (${formatBRL(pago)}) difere do total do pedido (${formatBRL(total)})`,
    };
  return { ok: true, troco_centavos: calcularTroco(pagamentos) };
}
