// CSV for spreadsheets, the way the API's own export writes it: `;` separators (Excel in pt-BR reads the comma as
// the decimal mark), CRLF line ends, UTF-8 with a BOM so accents open right.

export type CelulaCsv = string | number | null | undefined;

/**
 * One cell. Text that a spreadsheet would run as a formula (starting with = + - @, or a tab / carriage return that
 * some readers strip first) gets a leading apostrophe: a customer named "=HYPERLINK(…)" stays a name
 * (CSV/formula injection). Quotes are doubled and the cell quoted when it holds a separator, quote or line break.
 */
export function celulaCsv(valor: CelulaCsv): string {
  let texto = valor === null || valor === undefined ? '' : String(valor);
  if (/^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** The whole file: a header line, then one line per row. */
export function montarCsv(cabecalho: readonly string[], linhas: readonly (readonly CelulaCsv[])[]): string {
  return `\uFEFF${[cabecalho, ...linhas].map((l) => l.map(celulaCsv).join(';')).join('\r\n')}\r\n`;
}
