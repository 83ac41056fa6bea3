// Stock movements, balances and the shell's alert count (paths listed in estoque.ts).
import { z } from 'zod';
import { MSG } from './messages.ts';
import { dataIsoSchema, idSchema, pageQuerySchema, paginated } from './common.ts';
import { texto } from './pedidos.ts';
import { reaisEntradaSchema } from './dinheiro.ts';
import { decimalSchema, insumoSchema, unidadeCodigoSchema } from './estoque.ts';

/**
 * Movement types. Typed by hand: entrada_compra (purchase: updates the average cost), saida_manual (an exit:
 * staff meal, transfer), perda (loss: spoiled, dropped), ajuste_inventario (a count: the balance becomes the
 * counted quantity). Posted by the system: saida_venda / estorno_venda (a sale and its cancellation),
 * saida_producao / entrada_producao (a sub-recipe batch made with /fichas/{id}/aplicar-baixa).
 */
export const TIPOS_MOVIMENTO = [
  'entrada_compra',
  'saida_manual',
  'perda',
  'ajuste_inventario',
  'saida_venda',
  'estorno_venda',
  'saida_producao',
  'entrada_producao',
] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];
export const TIPOS_MOVIMENTO_MANUAL = ['entrada_compra', 'saida_manual', 'perda', 'ajuste_inventario'] as const;

const base = {
  insumo_id: idSchema,
  /** Quantity in `unidade` (any unit of the ingredient's family); for a count, the counted quantity. */
  qtde: decimalSchema({ max: 1_000_000_000 }),
  unidade: unidadeCodigoSchema,
  observacao: texto(300).nullish(),
};
export const movimentoCriarSchema = z.discriminatedUnion(
  'tipo',
  [
    z.strictObject({
      tipo: z.literal('entrada_compra'),
      ...base,
      qtde: decimalSchema({ positivo: true, max: 1_000_000_000 }),
      /** What the whole purchase cost, reais. */
      custo_total: reaisEntradaSchema,
      fornecedor_id: idSchema.nullish(),
    }),
    z.strictObject({ tipo: z.literal('saida_manual'), ...base, qtde: decimalSchema({ positivo: true }) }),
    z.strictObject({ tipo: z.literal('perda'), ...base, qtde: decimalSchema({ positivo: true }) }),
    z.strictObject({ tipo: z.literal('ajuste_inventario'), ...base }),
  ],
  { error: 'Tipo inválido (entrada_compra, saida_manual, perda ou ajuste_inventario)' },
);
export type MovimentoCriar = z.output<typeof movimentoCriarSchema>;
export type MovimentoCriarEntrada = z.input<typeof movimentoCriarSchema>;

export const movimentoSchema = z.object({
  id: z.number().int(),
  insumo_id: z.number().int(),
  insumo_nome: z.string(),
  tipo: z.enum(TIPOS_MOVIMENTO),
  /** Signed, base units: + entry, − exit. */
  qtde_base: z.number(),
  /** As typed, in `unidade` (a count: the counted quantity). */
  qtde_informada: z.number(),
  unidade: unidadeCodigoSchema,
  /** Unit cost of the movement (purchase: what was paid; exits: the average at that moment), reais / base unit. */
  custo_unitario_base: z.number(),
  /** Signed value, reais. */
  valor: z.number(),
  /** The ingredient's balance right after, base units. */
  saldo_apos_base: z.number(),
  fornecedor_id: z.number().int().nullable(),
  fornecedor_nome: z.string().nullable(),
  observacao: z.string().nullable(),
  /** pedido, comanda, ficha (production) or null when typed by hand. */
  origem_tipo: z.string().nullable(),
  origem_id: z.number().int().nullable(),
  criado_em: z.string(),
});
export type Movimento = z.infer<typeof movimentoSchema>;

/** Spec §9: limit 100, offset 0 by default. */
export const movimentosQuerySchema = z.object({
  insumo_id: idSchema.optional(),
  tipo: z.enum(TIPOS_MOVIMENTO, { error: 'Tipo inválido' }).optional(),
  /** Local dates (the business's time zone), inclusive. */
  inicio: dataIsoSchema.optional(),
  fim: dataIsoSchema.optional(),
  limit: z.coerce.number().int(MSG.inteiro).min(1).max(500, 'Máximo de 500 por página').default(100),
  offset: z.coerce.number().int(MSG.inteiro).min(0).max(10_000_000).default(0),
});
export type MovimentosQuery = z.output<typeof movimentosQuerySchema>;
export const movimentosPaginaSchema = z.object({
  items: z.array(movimentoSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MovimentosPagina = z.infer<typeof movimentosPaginaSchema>;
export const movimentoCriadoSchema = z.object({ movimento: movimentoSchema, insumo: insumoSchema });

// ---------- balances ----------
export const saldoSchema = z.object({
  insumo_id: z.number().int(),
  nome: z.string(),
  categoria_nome: z.string().nullable(),
  unidade_padrao: unidadeCodigoSchema,
  unidade_base: unidadeCodigoSchema,
  qtde_base: z.number(),
  qtde_amigavel: z.string(),
  estoque_minimo_base: z.number(),
  estoque_minimo_amigavel: z.string(),
  custo_por_un_base: z.number(),
  valor_estoque: z.number(),
  abaixo_minimo: z.boolean(),
  negativo: z.boolean(),
});
export type Saldo = z.infer<typeof saldoSchema>;
export const saldosQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
  categoria_id: idSchema.optional(),
  abaixo_minimo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type SaldosQuery = z.output<typeof saldosQuerySchema>;
/** Below-minimum first (then by name); totals over every controlled, active ingredient, not just the page. */
export const saldosPaginaSchema = paginated(saldoSchema).extend({
  valor_total: z.number(),
  abaixo_minimo_qtd: z.number().int(),
  negativos_qtd: z.number().int(),
});
export type SaldosPagina = z.infer<typeof saldosPaginaSchema>;

/** GET /estoque/alertas: one indexed count, cheap enough for the shell to poll. */
export const estoqueAlertasSchema = z.object({
  abaixo_minimo: z.number().int(),
  negativos: z.number().int(),
});
export type EstoqueAlertas = z.infer<typeof estoqueAlertasSchema>;
