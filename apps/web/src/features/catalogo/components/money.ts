// Money inputs accept "12,50", "12.5", "1.234,56" (spec §5: comma decimals); conversion only through money.ts.
import { centavosToReais, formatBRL, parseCentavos, reaisToCentavos } from '@app/shared/domain/money.ts';

/** Text typed by the user → reais for the API; NaN when invalid (the schema then says MSG.dinheiro). */
export function textoParaReais(texto: string): number {
  if (texto.trim() === '') return Number.NaN;
  const c = parseCentavos(texto);
  return c === null ? Number.NaN : centavosToReais(c);
}

/** Reais from the API → "12,50" for an input. */
export function reaisParaTexto(reais: number): string {
  return formatBRL(reaisToCentavos(reais)).replace('R$ ', '').replace(/\./g, '');
}

export const brl = (reais: number) => formatBRL(reaisToCentavos(reais));
