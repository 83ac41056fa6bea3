// Numbers of the reports in pt-BR. Money is formatted from integer cents (the API's reais are converted exactly by
// the shared money module first), never by float arithmetic; CSV cells carry plain decimals a spreadsheet reads.
import { centavosParaTexto, formatBRL, parseCentavos } from '@app/shared/domain/money.ts';

const INTEIRO = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const UMA_CASA = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ATE_TRES = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

/** "R$ 1.234,56" from cents; a dash when the API has no value (a ticket of zero orders). */
export function moedaCentavos(centavos: number | null | undefined): string {
  return centavos == null ? '-' : formatBRL(centavos);
}

/**
 * The API's reais as integer cents. Money arrives with at most 2 decimals and converts exactly; a mean (the four
 * weeks' average) may carry more, and is rounded to the cent by its decimal text, never multiplied as a float.
 */
export function centavosDeReais(reais: number): number {
  return parseCentavos(reais) ?? parseCentavos(reais.toFixed(2)) ?? 0;
}

/** "R$ 1.234,56" from the API's reais. */
export function moeda(reais: number | null | undefined): string {
  return reais == null ? '-' : formatBRL(centavosDeReais(reais));
}

/** Reais as a CSV cell: "1234,56". */
export function moedaCsv(reais: number | null | undefined): string {
  return reais == null ? '' : centavosParaTexto(centavosDeReais(reais));
}

/** "1.234" (counts); quantities with fractions (half a pizza) keep up to 3 decimals: "12,5". */
export function numero(n: number | null | undefined): string {
  if (n == null) return '-';
  return Number.isInteger(n) ? INTEIRO.format(n) : ATE_TRES.format(n);
}

/** "12,5 %" from a percentage (12.5, not 0.125). */
export function percentual(pct: number | null | undefined): string {
  return pct == null ? '-' : `${UMA_CASA.format(pct)} %`;
}

/** A change against the previous period: "+25,0 %", "-3,2 %", "0,0 %"; null (nothing before) reads "novo". */
export function variacao(pct: number | null | undefined, novo = 'novo'): string {
  if (pct === undefined) return '-';
  if (pct === null) return novo;
  const texto = UMA_CASA.format(Math.abs(pct));
  return `${pct > 0 && texto !== '0,0' ? '+' : pct < 0 && texto !== '0,0' ? '-' : ''}${texto} %`;
}

/** Minutes as "1 h 05 min" / "12 min"; a dash when unknown. */
export function minutos(min: number | null | undefined): string {
  if (min == null) return '-';
  const total = Math.round(min);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/** "27/11" / "27/11/2026" of a yyyy-MM-dd day. */
export function diaCurto(dia: string, comAno = false): string {
  const [y, mo, d] = dia.slice(0, 10).split('-');
  return comAno ? `${d}/${mo}/${y}` : `${d}/${mo}`;
}
