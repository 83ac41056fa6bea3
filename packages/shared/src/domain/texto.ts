// Text folding for matching what people type against what was stored: "Água Verde", "agua verde" and
// "ÁGUA  VERDE" are the same neighbourhood. Used by delivery-area matching and by customer search.

/** Lower case, accents removed, inner whitespace collapsed, trimmed. */
export function normalizarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
