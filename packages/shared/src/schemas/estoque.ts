// API contract of stock (spec §3 "Stock", §7 "Stock", §9 movements limit 100 / offset 0). Three files:
// this one (units, ingredient categories, suppliers, ingredients), estoque-movimentos.ts (movements, balances,
// alerts) and estoque-fichas.ts (technical sheets, their items, deduction). Every path, all under /api:
//
//   GET    /unidades                       units and their fator_base (kg/g, L/ml, un)        → unidadesListaSchema
//   GET    /insumos/categorias             ingredient categories (search, ativo, paging)      → insumoCategoriasPaginaSchema
//   POST   /insumos/categorias             create                                             ← insumoCategoriaCriarSchema
//   PATCH  /insumos/categorias/{id}        change (name, active toggle)                       ← insumoCategoriaPatchSchema
//   DELETE /insumos/categorias/{id}        delete (409 while an ingredient uses it)           → okSchema
//   GET    /fornecedores                   suppliers (search, ativo, paging)                  → fornecedoresPaginaSchema
//   POST   /fornecedores                   create                                             ← fornecedorCriarSchema
//   PATCH  /fornecedores/{id}              change                                             ← fornecedorPatchSchema
//   DELETE /fornecedores/{id}              delete (409 while used)                            → okSchema
//   GET    /insumos                        ingredients with their balance (search, filters)   → insumosPaginaSchema
//   POST   /insumos                        create                                             ← insumoCriarSchema
//   PATCH  /insumos/{id}                   change (unit only within its family)               ← insumoPatchSchema
//   DELETE /insumos/{id}                   delete (409 once it has movements or sheets)       → okSchema
//   GET    /estoque/saldos                 balances, below-minimum first, stock value         → saldosPaginaSchema
//   GET    /estoque/alertas                cheap count for the shell's warning                → estoqueAlertasSchema
//   GET    /estoque/movimentos             movements, limit 100 offset 0 by default; filters  → movimentosPaginaSchema
//   POST   /estoque/movimentos             purchase, exit, loss, inventory count              ← movimentoCriarSchema → movimentoCriadoSchema
//   GET    /fichas                         sheets (search, tipo, produto, opcao, insumo used) → fichasPaginaSchema
//   POST   /fichas                         create (with items)                                ← fichaCriarSchema → fichaSchema
//   GET    /fichas/vinculo-id              the sheet of a product / option (and size)         → fichaVinculoSchema
//   GET    /fichas/{id}                    one sheet with live costs and CMV                   → fichaSchema
//   PATCH  /fichas/{id}                    change                                             ← fichaPatchSchema → fichaSchema
//   DELETE /fichas/{id}                    delete                                             → okSchema
//   POST   /fichas/{id}/recalcular         store current costs on it and its sub-recipes      → fichaRecalculadaSchema
//   GET    /fichas/{id}/itens              its items                                          → fichaItensListaSchema
//   POST   /fichas/{id}/itens              add an item                                        ← fichaItemCriarSchema → fichaSchema
//   PATCH  /fichas/{id}/itens/{itemId}     change an item                                     ← fichaItemPatchSchema → fichaSchema
//   DELETE /fichas/{id}/itens/{itemId}     remove an item                                     → fichaSchema
//   POST   /fichas/{id}/aplicar-baixa      by hand: a production batch / portions             ← aplicarBaixaFichaSchema → aplicarBaixaFichaRespostaSchema
//   POST   /vendas/aplicar-baixa           deduct the period's sales not yet deducted         ← vendasAplicarBaixaSchema → vendasAplicarBaixaRespostaSchema
//
// Quantities: numbers in the named unit (`qtde` + `unidade`), balances in base units (g, ml, un) with up to 4
// decimals plus `qtde_amigavel` text. Money totals in reais (2 decimals); unit costs in reais per base unit with
// up to 8 decimals (`custo_por_un_base`: 1 g of a R$ 49,90/kg cheese = 0.0499); recipe costs in reais with 4.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { idSchema, pageQuerySchema, paginated, requiredText } from './common.ts';
import { texto } from './pedidos.ts';
import { FAMILIAS, UNIDADES_CODIGOS, MSG_UNIDADE, decimalEscalado } from '../domain/estoque-unidades.ts';

export const TIPOS_INSUMO = ['comprado', 'produzido'] as const;
export type TipoInsumo = (typeof TIPOS_INSUMO)[number];

export const unidadeCodigoSchema = z.enum(UNIDADES_CODIGOS, { error: MSG_UNIDADE });
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const nulo = (s: z.ZodType<string>) =>
  s
    .nullish()
    .transform((v) => (v ? v : null))
    .optional();

/** A non-negative decimal quantity (number or "1,25" text) with at most `casas` decimals beyond what is kept. */
export const decimalSchema = (opts: { positivo?: boolean; max?: number } = {}) =>
  z.union([z.number(), z.string()], { error: MSG.numero }).superRefine((v, ctx) => {
    const n = decimalEscalado(v, 8);
    if (n === null) ctx.addIssue({ code: 'custom', message: MSG.numero });
    else if (n < 0n) ctx.addIssue({ code: 'custom', message: 'Informe um valor positivo' });
    else if (opts.positivo && n === 0n) ctx.addIssue({ code: 'custom', message: 'Informe um valor maior que zero' });
    else if (n > BigInt(opts.max ?? 1_000_000) * 100_000_000n)
      ctx.addIssue({ code: 'custom', message: `Valor acima do máximo (${opts.max ?? 1_000_000})` });
  });

// ---------- units ----------
export const unidadeSchema = z.object({
  codigo: unidadeCodigoSchema,
  nome: z.string(),
  familia: z.enum(FAMILIAS),
  fator_base: z.number().int(),
  unidade_base: unidadeCodigoSchema,
});
export type UnidadeApi = z.infer<typeof unidadeSchema>;
export const unidadesListaSchema = z.object({ items: z.array(unidadeSchema) });

// ---------- ingredient categories ----------
const categoriaCampos = { nome: requiredText(80), ativo: z.boolean().optional() };
export const insumoCategoriaCriarSchema = z.strictObject(categoriaCampos);
export const insumoCategoriaPatchSchema = z
  .strictObject(categoriaCampos)
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type InsumoCategoriaCriar = z.output<typeof insumoCategoriaCriarSchema>;
export type InsumoCategoriaPatch = z.output<typeof insumoCategoriaPatchSchema>;
export const insumoCategoriaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ativo: z.boolean(),
  /** Ingredients in this category. */
  insumos_qtd: z.number().int(),
  criado_em: z.string(),
});
export type InsumoCategoria = z.infer<typeof insumoCategoriaSchema>;
export const insumoCategoriasPaginaSchema = paginated(insumoCategoriaSchema);
export const cadastroQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
  ativo: bool.optional(),
});
export type CadastroQuery = z.output<typeof cadastroQuerySchema>;

// ---------- suppliers ----------
const fornecedorCampos = {
  nome: requiredText(120),
  /** CNPJ or CPF as typed (digits kept). */
  documento: nulo(texto(20)),
  telefone: nulo(texto(20)),
  email: nulo(z.string().trim().max(120).email(MSG.email)),
  contato: nulo(texto(80)),
  observacao: nulo(texto(500)),
  ativo: z.boolean().optional(),
};
export const fornecedorCriarSchema = z.strictObject(fornecedorCampos);
export const fornecedorPatchSchema = z
  .strictObject(fornecedorCampos)
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type FornecedorCriar = z.output<typeof fornecedorCriarSchema>;
export type FornecedorPatch = z.output<typeof fornecedorPatchSchema>;
export const fornecedorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  documento: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  contato: z.string().nullable(),
  observacao: z.string().nullable(),
  ativo: z.boolean(),
  criado_em: z.string(),
});
export type Fornecedor = z.infer<typeof fornecedorSchema>;
export const fornecedoresPaginaSchema = paginated(fornecedorSchema);

// ---------- ingredients ----------
const insumoCampos = {
  nome: requiredText(120),
  categoria_id: idSchema.nullable().optional(),
  fornecedor_id: idSchema.nullable().optional(),
  tipo_insumo: z.enum(TIPOS_INSUMO, { error: 'Tipo inválido (comprado ou produzido)' }).optional(),
  unidade_padrao: unidadeCodigoSchema,
  /** Reais per base unit (g, ml, un), up to 8 decimals: R$ 49,90/kg → 0.0499. Purchases then keep it averaged. */
  custo_por_un_base: decimalSchema({ max: 100_000 }).optional(),
  /** Minimum stock in base units; at or below it the ingredient is flagged. */
  estoque_minimo_base: decimalSchema({ max: 1_000_000_000 }).optional(),
  /** false: the ingredient costs recipes but no movement is ever posted for it (water, salt). */
  controla_estoque: z.boolean().optional(),
  /** false: out of the CMV (packaging counted elsewhere, say). */
  compoe_cmv: z.boolean().optional(),
  ativo: z.boolean().optional(),
};
export const insumoCriarSchema = z.strictObject(insumoCampos);
export const insumoPatchSchema = z
  .strictObject(insumoCampos)
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type InsumoCriar = z.output<typeof insumoCriarSchema>;
export type InsumoPatch = z.output<typeof insumoPatchSchema>;

export const insumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  categoria_id: z.number().int().nullable(),
  categoria_nome: z.string().nullable(),
  fornecedor_id: z.number().int().nullable(),
  fornecedor_nome: z.string().nullable(),
  tipo_insumo: z.enum(TIPOS_INSUMO),
  unidade_padrao: unidadeCodigoSchema,
  familia: z.enum(FAMILIAS),
  unidade_base: unidadeCodigoSchema,
  /** Average cost, reais per base unit (8 decimals). */
  custo_por_un_base: z.number(),
  /** The same cost per unidade_padrao (R$/kg), 4 decimals, for reading. */
  custo_por_unidade_padrao: z.number(),
  estoque_minimo_base: z.number(),
  controla_estoque: z.boolean(),
  compoe_cmv: z.boolean(),
  ativo: z.boolean(),
  /** Current balance, base units. */
  qtde_base: z.number(),
  /** The balance in unidade_padrao as text: "1,250 kg". */
  qtde_amigavel: z.string(),
  /** Balance × average cost, reais. */
  valor_estoque: z.number(),
  abaixo_minimo: z.boolean(),
  negativo: z.boolean(),
  criado_em: z.string(),
});
export type Insumo = z.infer<typeof insumoSchema>;
export const insumosPaginaSchema = paginated(insumoSchema);
export const insumosQuerySchema = cadastroQuerySchema.extend({
  categoria_id: idSchema.optional(),
  fornecedor_id: idSchema.optional(),
  tipo_insumo: z.enum(TIPOS_INSUMO, { error: 'Tipo inválido (comprado ou produzido)' }).optional(),
  abaixo_minimo: bool.optional(),
});
export type InsumosQuery = z.output<typeof insumosQuerySchema>;
