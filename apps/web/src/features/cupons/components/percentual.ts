// A coupon's percentage (10, 12.5) as pt-BR text: "10", "12,5". Not money, so not money.ts; the number formatter of
// the locale writes the decimal comma.
const formato = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

export function percentualParaTexto(percentual: number): string {
  return formato.format(percentual);
}
