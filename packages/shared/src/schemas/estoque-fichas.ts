// Technical sheets (fichas técnicas), their items, the link to products and options, and deduction by hand
// (paths listed in estoque.ts). A sheet is one of: `produto` (produto_id; optional `tamanho` for a product with
// sizes), `opcao` (opcao_id: a pizza flavour, crust or extra; optional `tamanho`: a flavour per size) or
// `producao` (insumo_resultante_id: a sub-recipe such as dough or sauce, yielding that ingredient).
import { z } from 'zod';
import { MSG } from './messages.ts';
import { dataIsoSchema, idSchema, pageQuerySchema, paginated, requiredText } from './common.ts';
import { texto } from './pedidos.ts';
import { decimalSchema, unidadeCodigoSchema } from './estoque.ts';
import { movimentoSchema } from './estoque-movimentos.ts';
import { TIPOS_FICHA } from '../domain/estoque-ficha.ts';

export const tipoFichaSchema = z.enum(TIPOS_FICHA, { error: 'Tipo de ficha inválido (produto, opcao ou producao)' });

// ---------- items ----------
export const fichaItemCriarSchema = z.strictObject({
  insumo_id: idSchema,
  /** Net quantity in `unidade` (any unit of the ingredient's family). */
  quantidade: decimalSchema({ positivo: true, max: 1_000_000 }),
  unidade: unidadeCodigoSchema,
  /** Fator de correção (gross / net, peeling and trimming): 1,25 → 50 g of onion costs and deducts 62,5 g. */
  fator_correcao: decimalSchema({ positivo: true, max: 100 }).optional(),
});
export const fichaItemPatchSchema = fichaItemCriarSchema
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type FichaItemCriar = z.output<typeof fichaItemCriarSchema>;
export type FichaItemPatch = z.output<typeof fichaItemPatchSchema>;
export const fichaItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

export const fichaItemSchema = z.object({
  id: z.number().int(),
  insumo_id: z.number().int(),
  insumo_nome: z.string(),
  quantidade: z.number(),
  unidade: unidadeCodigoSchema,
  fator_correcao: z.number(),
  /** Gross quantity in base units (quantidade × fator_base × fator_correcao). */
  quantidade_base: z.number(),
  /** The ingredient's unit cost now, reais per base unit (a sub-recipe: its sheet's unit cost). */
  custo_medio_item_base: z.number(),
  /** quantidade_base × custo_medio_item_base, reais with 4 decimals. */
  custo_na_porcao: z.number(),
  /** Whether a sale deducts this item (the ingredient's controla_estoque). */
  controla_estoque: z.boolean(),
});
export type FichaItem = z.infer<typeof fichaItemSchema>;
export const fichaItensListaSchema = z.object({ items: z.array(fichaItemSchema) });

// ---------- sheets ----------
const fichaCampos = {
  descricao: requiredText(120),
  tipo_ficha: tipoFichaSchema,
  ativo: z.boolean().optional(),
  /** false: the sheet costs the product but a sale deducts nothing. */
  controla_estoque: z.boolean().optional(),
  /** false: out of CMV reports. */
  compoe_cmv: z.boolean().optional(),
  produto_id: idSchema.nullish(),
  opcao_id: idSchema.nullish(),
  /** A size name of the product (a flavour on a Grande pizza uses more cheese than on a Broto); null = any size. */
  tamanho: texto(40).nullish(),
  insumo_resultante_id: idSchema.nullish(),
  /** What one batch yields: portions (un) for product/option sheets, an amount of the resulting ingredient's family for production. Default 1 un. */
  rendimento_qtde: decimalSchema({ positivo: true, max: 1_000_000 }).optional(),
  rendimento_unidade: unidadeCodigoSchema.optional(),
};
const vinculoCoerente = (
  o: {
    tipo_ficha?: string;
    produto_id?: number | null;
    opcao_id?: number | null;
    insumo_resultante_id?: number | null;
  },
  ctx: z.RefinementCtx,
) => {
  const falta = (campo: string) => ctx.addIssue({ code: 'custom', message: MSG.obrigatorio, path: [campo] });
  if (o.tipo_ficha === 'produto' && !o.produto_id) falta('produto_id');
  if (o.tipo_ficha === 'opcao' && !o.opcao_id) falta('opcao_id');
  if (o.tipo_ficha === 'producao' && !o.insumo_resultante_id) falta('insumo_resultante_id');
};
export const fichaCriarSchema = z
  .strictObject({ ...fichaCampos, itens: z.array(fichaItemCriarSchema).max(200).optional() })
  .superRefine(vinculoCoerente);
export const fichaPatchSchema = z
  .strictObject(fichaCampos)
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type FichaCriar = z.output<typeof fichaCriarSchema>;
export type FichaCriarEntrada = z.input<typeof fichaCriarSchema>;
export type FichaPatch = z.output<typeof fichaPatchSchema>;

export const fichaSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  tipo_ficha: tipoFichaSchema,
  ativo: z.boolean(),
  controla_estoque: z.boolean(),
  compoe_cmv: z.boolean(),
  produto_id: z.number().int().nullable(),
  produto_nome: z.string().nullable(),
  opcao_id: z.number().int().nullable(),
  opcao_nome: z.string().nullable(),
  tamanho: z.string().nullable(),
  insumo_resultante_id: z.number().int().nullable(),
  insumo_resultante_nome: z.string().nullable(),
  rendimento_qtde: z.number(),
  rendimento_unidade: unidadeCodigoSchema,
  /** Yield in base units (portions: un). */
  rendimento_base: z.number(),
  /** Production sheets: the resulting ingredient's minimum, balance and value; null otherwise. */
  estoque_minimo: z.number().nullable(),
  estoque_atual_base: z.number().nullable(),
  valor_estoque_atual: z.number().nullable(),
  /** Σ custo_na_porcao now, reais with 4 decimals. */
  custo_total_receita: z.number(),
  /** custo_total_receita / rendimento_base, reais per base unit (8 decimals). */
  custo_unitario_saida_base: z.number(),
  /** Cost of one portion (or of one rendimento_unidade of a production: 1 kg of dough), reais rounded to cents. */
  custo_medio: z.number(),
  /** The selling price the CMV is measured against (product or size price; option price), reais; null if none. */
  preco_venda: z.number().nullable(),
  /** custo of one portion / preco_venda × 100, half-up to 2 decimals; null without a price. */
  cmv_percentual: z.number().nullable(),
  /** The total stored by the last /recalcular, reais 4 decimals (null before one): compare with the live one. */
  custo_registrado: z.number().nullable(),
  recalculado_em: z.string().nullable(),
  itens: z.array(fichaItemSchema),
});
export type Ficha = z.infer<typeof fichaSchema>;
export const fichasPaginaSchema = paginated(fichaSchema);
export const fichasQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
  tipo_ficha: tipoFichaSchema.optional(),
  produto_id: idSchema.optional(),
  opcao_id: idSchema.optional(),
  /** Sheets whose cost this ingredient moves: using it directly or through a sub-recipe. */
  insumo_id: idSchema.optional(),
  ativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type FichasQuery = z.output<typeof fichasQuerySchema>;

export const fichaRecalculadaSchema = z.object({
  ficha: fichaSchema,
  /** Sheets recalculated with it (its sub-recipes first), ids. */
  recalculadas: z.array(z.number().int()),
});

/** GET /fichas/vinculo-id: exactly one of produto_id / opcao_id; tamanho picks a per-size sheet (else the any-size one). */
export const fichaVinculoQuerySchema = z
  .object({ produto_id: idSchema.optional(), opcao_id: idSchema.optional(), tamanho: texto(40).optional() })
  .refine((o) => (o.produto_id === undefined) !== (o.opcao_id === undefined), {
    message: 'Informe produto_id ou opcao_id',
    path: ['produto_id'],
  });
export type FichaVinculoQuery = z.output<typeof fichaVinculoQuerySchema>;
export const fichaVinculoSchema = z.object({ ficha_id: z.number().int().nullable() });

// ---------- deduction by hand ----------
/** A production batch: how much was made (sub-recipe, in its resulting ingredient's family), or portions (un). */
export const aplicarBaixaFichaSchema = z.strictObject({
  quantidade: decimalSchema({ positivo: true, max: 1_000_000 }),
  unidade: unidadeCodigoSchema.optional(),
  observacao: texto(300).nullish(),
});
export type AplicarBaixaFicha = z.output<typeof aplicarBaixaFichaSchema>;
export const aplicarBaixaFichaRespostaSchema = z.object({ movimentos: z.array(movimentoSchema) });

export const vendasAplicarBaixaSchema = z.strictObject({ inicio: dataIsoSchema, fim: dataIsoSchema });
export type VendasAplicarBaixa = z.output<typeof vendasAplicarBaixaSchema>;
export const vendasAplicarBaixaRespostaSchema = z.object({
  /** Sales found in the period that had not been deducted and now are. */
  pedidos: z.number().int(),
  comandas: z.number().int(),
  /** Movements posted. */
  movimentos: z.number().int(),
});
