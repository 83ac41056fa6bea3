// Money is integer cents inside the system. This module is the only place that converts
// between reais at the API/UI boundary and cents, and the only place with a rounding rule.
// Rounding rule: half-up on the absolute value (most Brazilian POS receipts round this way), applied once.

const DECIMAL = /^\s*(-)?(\d{1,13})(?:[.,](\d{1,2}))?\s*$/;
const THOUSANDS = /^\s*(-)?(\d{1,3}(?:\.\d{3})+),(\d{1,2})\s*$/;

/** Parses "12,50", "12.5", "1.234,56" or a JS number with at most 2 decimals into cents. Null when invalid. */
export function parseCentavos(input: string | number): number | null {
  const text = typeof input === 'number' ? numberToPlain(input) : input;
  if (text === null) return null;
  let m = DECIMAL.exec(text);
  if (!m) {
    const t = THOUSANDS.exec(text);
    if (!t) return null;
    m = [t[0], t[1], (t[2] ?? '').replace(/\./g, ''), t[3]] as unknown as RegExpExecArray;
  }
  const [, sign, inteiros, decimais = ''] = m;
  const cents = Number(inteiros) * 100 + Number(decimais.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign ? -cents : cents;
}

/** A JS number as plain decimal text, without exponent; null for NaN/Infinity or more than 2 decimals. */
function numberToPlain(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  const text = String(n);
  if (/e/i.test(text)) return null;
  return text;
}

/** Cents to reais as a JSON number for the API boundary (the spec's `preco`, `valor`…). */
export function centavosToReais(centavos: number): number {
  return centesimosParaDecimal(centavos);
}

/** An integer kept ×100 (cents, or basis points of a percentage) back to its decimal value for the API. */
export function centesimosParaDecimal(centesimos: number): number {
  return centesimos / 100;
}

/** Converts reais from the API (a number with ≤ 2 decimals) into cents; throws on anything else. */
export function reaisToCentavos(reais: number): number {
  const c = parseCentavos(reais);
  if (c === null) throw new RangeError(`valor monetário inválido: ${reais}`);
  return c;
}

/** True when a JS number is a valid money amount in reais (finite, at most 2 decimals). */
export function isReais(value: number): boolean {
  return parseCentavos(value) !== null;
}

/** "R$ 1.234,56" (plain spaces, so it prints the same on screens and on receipts). */
export function formatBRL(centavos: number): string {
  const neg = centavos < 0;
  const abs = Math.abs(centavos);
  const inteiros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const dec = String(abs % 100).padStart(2, '0');
  return `${neg ? '-' : ''}R$ ${inteiros},${dec}`;
}

/** Reais from the API as "R$ 1.234,56" (throws, like reaisToCentavos, on a value that is not money). */
export function formatReais(reais: number): string {
  return formatBRL(reaisToCentavos(reais));
}

/**
 * Cents as plain decimal text: "1234,50" — decimal comma, always two decimals, no thousands separator and no
 * symbol. It is the text of a money input (the user edits plain digits; parseCentavos reads it back to the same
 * cents) and what a pt-BR spreadsheet reads as a number (CSV exports).
 */
export function centavosParaTexto(centavos: number): string {
  const abs = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Reais from the API as the text of a money input ("12,50"); empty for a missing value. */
export function reaisParaTexto(reais: number | null | undefined): string {
  return reais == null ? '' : centavosParaTexto(reaisToCentavos(reais));
}

/** Percentage of an amount in cents, half-up. `percent` may have up to 2 decimals (10, 12.5). */
export function percentOf(centavos: number, percent: number): number {
  const basisPoints = parseCentavos(percent); // percent × 100, exact
  if (basisPoints === null) throw new RangeError(`percentual inválido: ${percent}`);
  const product = BigInt(Math.abs(centavos)) * BigInt(basisPoints);
  const rounded = (product + 5000n) / 10000n;
  return (centavos < 0 ? -1 : 1) * Number(rounded);
}

/** Splits cents by weights with the largest-remainder method: parts add up exactly, differ by ≤ 1 cent per unit of weight ratio. */
export function allocate(centavos: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) throw new RangeError('pesos inválidos');
  const raw = weights.map((w) => (centavos * w) / total);
  const parts = raw.map((r) => Math.floor(r));
  let rest = centavos - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) parts[order[k]!.i]! += 1;
  return parts;
}
