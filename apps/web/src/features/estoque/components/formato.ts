// How stock numbers read on screen (pt-BR), exact: quantities and unit costs go through the shared stock domain
// (integers scaled by 10^n), never through floats or toFixed, so 1 g of a R$ 49,90/kg cheese reads R$ 0,0499.
import { formatReais, parseCentavos } from '@app/shared/domain/money.ts';
import {
  decimalEscalado,
  paraQ4,
  qtdeAmigavel,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import {
  custoDaEntrada,
  custoDeReais,
  custoNaUnidade,
  e10ParaReais4,
  valorE10,
} from '@app/shared/domain/estoque-custo.ts';

/**
 * A decimal number with pt-BR separators: at least `min` and at most `max` decimals (exact, half-up past max).
 * `milhar: false` leaves out the thousands dots (the text of an input, which reads a dot as the decimal point).
 */
export function numeroBR(n: number, min = 0, max = 4, milhar = true): string {
  const escalado = decimalEscalado(n, max);
  if (escalado === null) return '-';
  const neg = escalado < 0n;
  const abs = neg ? -escalado : escalado;
  const escala = 10n ** BigInt(max);
  const digitos = (abs / escala).toString();
  const inteiros = milhar ? digitos.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : digitos;
  let frac = (abs % escala).toString().padStart(max, '0').replace(/0+$/, '');
  if (frac.length < min) frac = frac.padEnd(min, '0');
  return `${neg && abs !== 0n ? '-' : ''}${inteiros}${frac ? ',' + frac : ''}`;
}

/** Recipe and unit costs in reais with up to 4 decimals ("R$ 18,3440" → "R$ 18,344"; at least 2). */
export function reais4(n: number): string {
  const texto = numeroBR(n, 2, 4);
  return texto.startsWith('-') ? `-R$ ${texto.slice(1)}` : `R$ ${texto}`;
}

/** A cost per base unit (reais / g, ml, un) as the buyer reads it, per `unidade`: "R$ 49,90/kg". */
export function custoPorUnidadeTexto(custoPorUnBase: number, u: UnidadeCodigo): string {
  const uc = custoDeReais(custoPorUnBase);
  if (uc === null) return '-';
  return `${reais4(custoNaUnidade(uc, u))}/${u}`;
}

/** A base-unit quantity (g, ml, un; ≤ 4 decimals) in `u`: "1,250 kg". */
export function qtdeNaUnidade(qtdeBase: number, u: UnidadeCodigo): string {
  const q4 = paraQ4(qtdeBase, UNIDADES[u].unidade_base);
  return q4 === null ? '-' : qtdeAmigavel(q4, u);
}

/**
 * What a typed quantity is in base units, for the forms: "1,25" kg → "1.250 g". Null while the text is not a
 * number (the form's validation says why).
 */
export function emBase(qtde: string, u: UnidadeCodigo): string | null {
  if (!qtde.trim()) return null;
  const q4 = paraQ4(qtde.replace(',', '.'), u);
  if (q4 === null || q4 < 0) return null;
  return qtdeAmigavel(q4, UNIDADES[u].unidade_base);
}

/**
 * The live cost of a sheet item while it is typed: quantity in `u` × correction factor × the ingredient's cost per
 * base unit, in reais with 4 decimals. Null while the quantity or the factor is not a number.
 */
export function custoDoItem(
  qtde: string,
  u: UnidadeCodigo,
  fatorCorrecao: string,
  custoPorUnBase: number,
): number | null {
  const fc = decimalEscalado((fatorCorrecao.trim() || '1').replace(',', '.'), 4);
  const q4 = paraQ4(qtde.replace(',', '.'), u);
  const uc = custoDeReais(custoPorUnBase);
  if (fc === null || fc <= 0n || q4 === null || q4 < 0 || uc === null) return null;
  // gross q4 = net × factor, rounded once to a ten-thousandth of the base unit (as the API stores quantidade_base)
  const bruto = Number((BigInt(q4) * fc * 2n + 10_000n) / 20_000n);
  return e10ParaReais4(valorE10(bruto, uc));
}

/** Money of the API (reais, 2 decimals) or a dash. */
export function reaisOuTraco(v: number | null | undefined): string {
  return v == null ? '-' : formatReais(v);
}

/** CMV % as read: "26,24 %", or a dash without a selling price. */
export function cmvTexto(cmv: number | null): string {
  return cmv == null ? '-' : `${numeroBR(cmv, 2, 2)} %`;
}

/**
 * The colour of a CMV: food-service guidance in Brazil puts a healthy CMV around 25–35 % of the price; above 35 %
 * the dish is losing margin (see docs/decisions.md).
 */
export function cmvNivel(cmv: number | null): 'success' | 'warning' | 'error' | 'default' {
  if (cmv == null) return 'default';
  if (cmv <= 30) return 'success';
  if (cmv <= 35) return 'warning';
  return 'error';
}

/**
 * What a purchase costs per unit it was typed in, while it is typed: R$ 225,00 for 5 kg → "R$ 45,00/kg". Null while
 * either field is not a number.
 */
export function custoDaCompra(qtde: string, u: UnidadeCodigo, custoTotal: string): string | null {
  const q4 = qtde.trim() ? paraQ4(qtde.trim(), u) : null;
  const centavos = custoTotal.trim() ? parseCentavos(custoTotal) : null;
  if (q4 === null || q4 <= 0 || centavos === null || centavos < 0) return null;
  return `${reais4(custoNaUnidade(custoDaEntrada(centavos, q4), u))}/${u}`;
}
