// Weighted average cost (AVCO) and stock value, exact. Quantities are q4 (ten-thousandths of a base unit), unit
// costs `uc` (millionths of a cent per base unit, R$ 1e-8), money integer cents; see estoque-unidades.ts. A q4 ×
// uc product is in units of 1e-10 cent (`e10`), held in BigInt, and rounded half away from zero once, when it
// becomes cents.
import { dividirArredondando, decimalEscalado, UNIDADES, type UnidadeCodigo } from './estoque-unidades.ts';

export const E10_POR_CENTAVO = 10_000_000_000n;

/** Unit cost of an entry: total cents over the quantity (uc per base unit), rounded once. */
export function custoDaEntrada(totalCentavos: number, q4: number): number {
  if (q4 <= 0) throw new RangeError('quantidade de entrada deve ser positiva');
  return Number(dividirArredondando(BigInt(totalCentavos) * E10_POR_CENTAVO, BigInt(q4)));
}

export interface PosicaoEstoque {
  q4: number;
  /** The average cost, uc per base unit. */
  custo: number;
}

/**
 * A purchase (or a production entry) of `q4In` costing `totalCentavos`: the new average. When the balance was zero
 * or negative, the average becomes the entry's cost (a negative balance is not averaged in: Odoo's fix of the
 * naive formula, which gave 52,00 instead of 50,00 in the research vector).
 */
export function entradaAvco(atual: PosicaoEstoque, q4In: number, totalCentavos: number): PosicaoEstoque {
  const custoEntrada = custoDaEntrada(totalCentavos, q4In);
  if (atual.q4 <= 0) return { q4: atual.q4 + q4In, custo: custoEntrada };
  const valor = BigInt(atual.q4) * BigInt(atual.custo) + BigInt(totalCentavos) * E10_POR_CENTAVO;
  const q4 = atual.q4 + q4In;
  return { q4, custo: Number(dividirArredondando(valor, BigInt(q4))) };
}

/** An exit (sale, loss, production use, count adjustment down or up): the average does not change. */
export function saidaAvco(atual: PosicaoEstoque, q4Delta: number): PosicaoEstoque {
  return { q4: atual.q4 + q4Delta, custo: atual.custo };
}

/** Exact value of a quantity at a unit cost, in 1e-10 cent. */
export function valorE10(q4: number, custo: number): bigint {
  return BigInt(q4) * BigInt(custo);
}

/** Value in cents (signed), rounded once. */
export function valorCentavos(q4: number, custo: number): number {
  return Number(dividirArredondando(valorE10(q4, custo), E10_POR_CENTAVO));
}

export function e10ParaCentavos(v: bigint): number {
  return Number(dividirArredondando(v, E10_POR_CENTAVO));
}

/** 1e-10 cent → reais with 4 decimals for display of recipe costs (R$ 18,3440), not for money movement. */
export function e10ParaReais4(v: bigint): number {
  return Number(dividirArredondando(v, 100_000_000n)) / 10_000;
}

/** uc per base unit → reais per base unit (8 decimals), the API's `custo_por_un_base`. */
export function custoParaReais(uc: number): number {
  return uc / 100_000_000;
}

/** Reais per base unit (≤ 8 decimals as typed) → uc; null when not a decimal. */
export function custoDeReais(reais: string | number): number | null {
  const n = decimalEscalado(reais, 8);
  return n === null || n > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(n);
}

/** A cost per `unidade` (R$ 49,90 per kg) → uc per base unit. */
export function custoPorBaseDeUnidade(reaisPorUnidade: string | number, u: UnidadeCodigo): number | null {
  const n = decimalEscalado(reaisPorUnidade, 8);
  if (n === null) return null;
  return Number(dividirArredondando(n, BigInt(UNIDADES[u].fator_base)));
}

/** uc per base unit → reais per `unidade` (the R$/kg a buyer reads), 4 decimals. */
export function custoNaUnidade(uc: number, u: UnidadeCodigo): number {
  return Number(dividirArredondando(BigInt(uc) * BigInt(UNIDADES[u].fator_base), 10_000n)) / 10_000;
}

/**
 * CMV % of a selling price, the one written rounding rule: exact recipe cost / price × 100, rounded half-up to
 * two decimals (the cost is not rounded to cents first). Null without a price.
 */
export function cmvPercentual(custoE10: bigint, precoCentavos: number | null): number | null {
  if (!precoCentavos || precoCentavos <= 0) return null;
  const bp = dividirArredondando(custoE10 * 10_000n, BigInt(precoCentavos) * E10_POR_CENTAVO);
  return Number(bp) / 100;
}
