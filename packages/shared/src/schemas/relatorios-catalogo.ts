// Catalogue reports (GET, permission `relatorios.ver`). Query: `relatorioCatalogoQuerySchema` (period + channel and
// type filters). Sold quantity and revenue come from the sales' items (orders not cancelled nor pending, and tabs
// closed as sales; cancelled tab items left out). Paths and purpose:
//   /relatorios/catalogo/categorias       → categoriasRelatorioSchema (+ /csv)
//   /relatorios/catalogo/produtos         → produtosRelatorioSchema (+ /csv)
//   /relatorios/catalogo/opcoes           → opcoesRelatorioSchema (+ /csv): options flagged ignorar_relatorio left out
//   /relatorios/catalogo/abc              (+ criterio) → abcSchema (+ /csv): A ≤ 80 %, B ≤ 95 %, C the rest
//   /relatorios/catalogo/opcoes/produto   (+ produto_id, required) → opcoesDoProdutoSchema (+ /csv)
import { z } from 'zod';
import { idSchema } from './common.ts';
import { filtrosVendaSchema, periodoQuerySchema, tabelaRelatorio } from './relatorios.ts';

export const relatorioCatalogoQuerySchema = periodoQuerySchema.extend(
  filtrosVendaSchema.pick({ canal: true, tipo: true }).shape,
);

export const categoriaLinhaSchema = z.object({
  /** null: products without a category any more (deleted since the sale). */
  categoria_id: z.number().int().nullable(),
  categoria: z.string(),
  quantidade: z.number(),
  /** Σ quantity × unit price of its items (options included in the unit price). */
  faturamento: z.number(),
  participacao_pct: z.number(),
});
export const categoriasRelatorioSchema = tabelaRelatorio(categoriaLinhaSchema);

export const produtoLinhaSchema = z.object({
  /** null: the product was deleted since the sale (named by the sale's snapshot). */
  produto_id: z.number().int().nullable(),
  produto: z.string(),
  categoria: z.string(),
  quantidade: z.number(),
  faturamento: z.number(),
  participacao_pct: z.number(),
});
export const produtosRelatorioSchema = tabelaRelatorio(produtoLinhaSchema);

export const opcaoLinhaSchema = z.object({
  opcao_id: z.number().int(),
  opcao: z.string(),
  complemento: z.string().nullable(),
  /** Units sold: the option's quantity × the item's quantity. */
  quantidade: z.number(),
  /** Σ units × the option's current price in its complement (orders keep no per-option price; 0 for free ones). */
  faturamento: z.number(),
  participacao_pct: z.number(),
});
export const opcoesRelatorioSchema = tabelaRelatorio(opcaoLinhaSchema);

export const opcoesProdutoQuerySchema = relatorioCatalogoQuerySchema.extend({ produto_id: idSchema });
export const opcoesDoProdutoSchema = tabelaRelatorio(opcaoLinhaSchema).extend({
  produto: z.object({ id: z.number().int(), nome: z.string() }),
});

export const CRITERIOS_ABC = ['faturamento', 'quantidade'] as const;
export const abcQuerySchema = relatorioCatalogoQuerySchema.extend({
  criterio: z
    .enum(CRITERIOS_ABC, { error: 'Critério inválido (use faturamento ou quantidade)' })
    .default('faturamento'),
});
/** Class limits on the cumulative share (the item that reaches 80 % exactly is still A). */
export const LIMITES_ABC = { A: 80, B: 95 } as const;
export const abcLinhaSchema = produtoLinhaSchema.extend({
  /** Cumulative share up to and including this product, by the criterion, in %. */
  acumulado_pct: z.number(),
  classe: z.enum(['A', 'B', 'C']),
  /**
   * Cost of goods sold of this product in the period, in reais: the quantity sold × one portion's current recipe
   * cost (its technical sheet; flavours and extras have their own sheets and are not included); null for a product
   * without an active sheet — never an estimate.
   */
  cmv: z.number().nullable(),
});
export const abcSchema = tabelaRelatorio(abcLinhaSchema).extend({
  criterio: z.enum(CRITERIOS_ABC),
  classes: z.array(
    z.object({
      classe: z.enum(['A', 'B', 'C']),
      produtos: z.number().int(),
      quantidade: z.number(),
      faturamento: z.number(),
      participacao_pct: z.number(),
    }),
  ),
});
export type Abc = z.infer<typeof abcSchema>;
