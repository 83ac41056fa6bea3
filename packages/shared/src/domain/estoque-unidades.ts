// Stock units and exact quantities. Representation (written down in docs/decisions.md):
// - a quantity is an integer count of ten-thousandths of its family's base unit (g, ml, un): `q4`. 1,25 kg is
//   1250 g, q4 = 12 500 000. The database keeps the same value as numeric(18,4) in base units, so no float
//   ever holds a quantity; JS numbers stay exact up to 900 t of one ingredient;
// - a unit cost is an integer of millionths of a cent per base unit (`uc`, i.e. R$ 1e-8 per g/ml/un): 1 g of a
//   R$ 49,90/kg cheese costs 4 990 000 uc (R$ 0,0499). Products of the two are BigInt (see estoque-custo.ts).

export const FAMILIAS = ['massa', 'volume', 'contagem'] as const;
export type Familia = (typeof FAMILIAS)[number];

export const UNIDADES_CODIGOS = ['kg', 'g', 'L', 'ml', 'un'] as const;
export type UnidadeCodigo = (typeof UNIDADES_CODIGOS)[number];

export interface Unidade {
  codigo: UnidadeCodigo;
  nome: string;
  familia: Familia;
  /** Base units in one of this unit: kg → 1000 (g), L → 1000 (ml), g/ml/un → 1. */
  fator_base: number;
  unidade_base: UnidadeCodigo;
}

export const UNIDADES: Record<UnidadeCodigo, Unidade> = {
  kg: { codigo: 'kg', nome: 'Quilograma', familia: 'massa', fator_base: 1000, unidade_base: 'g' },
  g: { codigo: 'g', nome: 'Grama', familia: 'massa', fator_base: 1, unidade_base: 'g' },
  L: { codigo: 'L', nome: 'Litro', familia: 'volume', fator_base: 1000, unidade_base: 'ml' },
  ml: { codigo: 'ml', nome: 'Mililitro', familia: 'volume', fator_base: 1, unidade_base: 'ml' },
  un: { codigo: 'un', nome: 'Unidade', familia: 'contagem', fator_base: 1, unidade_base: 'un' },
};

export const Q4 = 10_000;
export const MSG_UNIDADE = 'Unidade desconhecida (use kg, g, L, ml ou un)';
export const msgFamilia = (esperada: Familia) =>
  `Unidade de outra família: use ${UNIDADES_CODIGOS.filter((u) => UNIDADES[u].familia === esperada).join(' ou ')}`;

export function unidade(codigo: string): Unidade | null {
  return (UNIDADES as Record<string, Unidade | undefined>)[codigo] ?? null;
}

export function mesmaFamilia(a: UnidadeCodigo, b: UnidadeCodigo): boolean {
  return UNIDADES[a].familia === UNIDADES[b].familia;
}

const DEC = /^\s*(-)?(\d{1,15})(?:[.,](\d+))?\s*$/;

/**
 * Exact decimal text or JS number → integer scaled by 10^casas, rounded half-up (away from zero) past `casas`.
 * Null for anything that is not a plain decimal ("1e3", "", NaN). A JS number is read through its shortest text.
 */
export function decimalEscalado(v: string | number, casas: number): bigint | null {
  let texto: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    texto = Math.abs(v) < 1e-6 && v !== 0 ? v.toFixed(20) : String(v);
  } else texto = v;
  const m = DEC.exec(texto);
  if (!m) return null;
  const [, sinal, inteiros, frac = ''] = m;
  const escala = 10n ** BigInt(casas);
  let n = BigInt(inteiros!) * escala + BigInt((frac.slice(0, casas) || '0').padEnd(casas, '0'));
  if (frac.length > casas && Number(frac[casas]) >= 5) n += 1n;
  return sinal ? -n : n;
}

/** Integer division rounded half away from zero (the one rounding rule of the stock code). */
export function dividirArredondando(a: bigint, b: bigint): bigint {
  if (b < 0n) return dividirArredondando(-a, -b);
  const neg = a < 0n;
  const abs = neg ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return neg ? -q : q;
}

/** A quantity typed in `unidade` (e.g. "1,25" kg) → q4 of the base unit; null when not a number. */
export function paraQ4(qtde: string | number, u: UnidadeCodigo): number | null {
  const n = decimalEscalado(qtde, 8);
  if (n === null) return null;
  const q4 = dividirArredondando(n * BigInt(UNIDADES[u].fator_base), 10_000n);
  return q4 > BigInt(Number.MAX_SAFE_INTEGER) || -q4 > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(q4);
}

/** q4 → the quantity in `unidade` as exact decimal text ("1.25"), without trailing zeros. */
export function q4ParaTexto(q4: number, u: UnidadeCodigo = 'g'): string {
  const escala = BigInt(Q4 * UNIDADES[u].fator_base);
  const neg = q4 < 0;
  const abs = BigInt(Math.abs(q4));
  const inteiros = abs / escala;
  const casas = String(escala).length - 1;
  const frac = (abs % escala).toString().padStart(casas, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${inteiros}${frac ? '.' + frac : ''}`;
}

/** q4 → a JSON number in `unidade` (base units by default) for the API. */
export function q4ParaNumero(q4: number, u: UnidadeCodigo = 'g'): number {
  return Number(q4ParaTexto(q4, u));
}

/** numeric text from the database (base units, ≤ 4 decimals) → q4. */
export function baseParaQ4(texto: string | number): number {
  const n = decimalEscalado(texto, 4);
  if (n === null) throw new RangeError(`quantidade inválida: ${texto}`);
  return Number(n);
}

/** q4 → numeric text for the database, in base units. */
export function q4ParaBase(q4: number): string {
  return q4ParaTexto(q4, 'g');
}

/**
 * The friendly quantity of a balance, `qtde_amigavel`: "1,250 kg", "350 g", "12 un", "-0,500 L". kg and L show 3
 * decimals (grams and millilitres); g, ml and un show what is there (up to 4 decimals). pt-BR separators.
 */
export function qtdeAmigavel(q4: number, u: UnidadeCodigo): string {
  const texto = q4ParaTexto(q4, u);
  const neg = texto.startsWith('-');
  const [int, frac = ''] = (neg ? texto.slice(1) : texto).split('.');
  const milhar = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const f = UNIDADES[u].fator_base === 1000 ? (frac + '000').slice(0, Math.max(3, frac.length)) : frac;
  return `${neg ? '-' : ''}${milhar}${f ? ',' + f : ''} ${u}`;
}
