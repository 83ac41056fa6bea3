import { centavosParaTexto } from '@app/shared/domain/money.ts';
import { campoCsv } from '../../pedidos/index.ts';

// CSV of a report's table for pt-BR spreadsheets, as the orders' export: `;` separators, decimal commas, UTF-8 with
// BOM, formula-looking text neutralised (the orders module's `campo`). Money columns come in reais from the
// report's answer and are written with a decimal comma.

export interface Coluna<T> {
  titulo: string;
  valor: (linha: T) => string | number | null;
  /** A money column (reais): written as `1234,50`. */
  dinheiro?: boolean;
}

function celula<T>(c: Coluna<T>, l: T): string {
  const v = c.valor(l);
  if (c.dinheiro && typeof v === 'number') return campoCsv(centavosParaTexto(Math.round(v * 100)));
  if (typeof v === 'number') return campoCsv(String(v).replace('.', ','));
  return campoCsv(v);
}

/** The header line, with the BOM that tells spreadsheets the file is UTF-8. */
export function cabecalhoCsv<T>(colunas: Coluna<T>[]): string {
  return '\uFEFF' + colunas.map((c) => campoCsv(c.titulo)).join(';') + '\r\n';
}

/** Lines of rows, each ended by CRLF (a batch of a streamed file, or the whole table). */
export function linhasCsv<T>(colunas: Coluna<T>[], linhas: T[]): string {
  return linhas.map((l) => colunas.map((c) => celula(c, l)).join(';') + '\r\n').join('');
}

export function paraCsv<T>(colunas: Coluna<T>[], linhas: T[]): string {
  return cabecalhoCsv(colunas) + linhasCsv(colunas, linhas);
}
