// Plain constants the browser needs on its first screens, kept out of the schema files: importing a value from a
// schema file loads zod and every schema in it, and the board's first load should not carry a validation library.

/** Bounds of an order and of its lists (the schemas enforce them; the screens page by them). */
export const LIMITES_PEDIDO = {
  itens: 200,
  quantidade: 999,
  pagamentos: 10,
  exportacao: 50_000,
  porPagina: 50,
} as const;

/** Characters per line of each paper width (mm) in the receipts' font. */
export const COLUNAS_DO_PAPEL = { '80': 42, '58': 32 } as const;
