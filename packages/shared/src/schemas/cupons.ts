import { z } from 'zod';
import { MSG } from './messages.ts';
import { dataIsoSchema, pageQuerySchema, paginated } from './common.ts';
import { reaisEntradaSchema } from './dinheiro.ts';
import { TIPOS_CUPOM } from '../domain/cupons.ts';
import { parseCentavos } from '../domain/money.ts';

// Coupons (spec §7; fields not shown in the spec — see docs/decisions.md).

const data = dataIsoSchema.nullish();
const limite = z.number().int(MSG.inteiro).min(1, 'O limite deve ser ao menos 1').max(1_000_000).nullish();

const cupomCampos = {
  codigo: z
    .string({ error: MSG.obrigatorio })
    .trim()
    .min(3, MSG.min(3))
    .max(30, MSG.max(30))
    .regex(/^[A-Za-z0-9_-]+$/, 'Use apenas letras, números, - e _')
    .transform((v) => v.toUpperCase()),
  descricao: z
    .string()
    .trim()
    .max(200, MSG.max(200))
    .nullish()
    .transform((v) => (v ? v : null)),
  tipo: z.enum(TIPOS_CUPOM, { error: 'Tipo inválido (percentual, valor_fixo ou frete_gratis)' }),
  /** percentual: percent (10 or 12,5); valor_fixo: reais; frete_gratis: ignored. Stored ×100 as an integer. */
  valor: z.union([z.number(), z.string()], { error: MSG.dinheiro }).optional(),
  pedido_minimo: reaisEntradaSchema.optional(),
  validade_inicio: data,
  validade_fim: data,
  limite_total: limite,
  limite_por_cliente: limite,
  ativo: z.boolean().optional(),
};

/** Checks `valor` against `tipo` and returns it ×100 (basis points or cents); the message otherwise. */
export function valorCupomCentesimos(
  tipo: (typeof TIPOS_CUPOM)[number],
  valor: number | string | undefined,
): number | string {
  if (tipo === 'frete_gratis') return 0;
  if (valor === undefined) return MSG.obrigatorio;
  const c = parseCentavos(valor);
  if (c === null || c <= 0)
    return tipo === 'percentual' ? 'Informe um percentual entre 0,01 e 100' : 'Informe um valor maior que zero';
  if (tipo === 'percentual' && c > 10000) return 'Informe um percentual entre 0,01 e 100';
  if (c > 100_000_000) return MSG.dinheiroMaximo;
  return c;
}

export function janelaValida(o: { validade_inicio?: string | null; validade_fim?: string | null }): boolean {
  return !o.validade_inicio || !o.validade_fim || o.validade_inicio <= o.validade_fim;
}
export const MSG_JANELA = 'A data final deve ser igual ou posterior à inicial';

export const cupomCriarSchema = z.strictObject(cupomCampos).superRefine((o, ctx) => {
  const v = valorCupomCentesimos(o.tipo, o.valor);
  if (typeof v === 'string') ctx.addIssue({ code: 'custom', message: v, path: ['valor'] });
  if (!janelaValida(o)) ctx.addIssue({ code: 'custom', message: MSG_JANELA, path: ['validade_fim'] });
});
export const cupomPatchSchema = z
  .strictObject(cupomCampos)
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type CupomCriar = z.output<typeof cupomCriarSchema>;
export type CupomPatch = z.output<typeof cupomPatchSchema>;
export type CupomCriarEntrada = z.input<typeof cupomCriarSchema>;

export const cupomSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string().nullable(),
  tipo: z.enum(TIPOS_CUPOM),
  /** percent for percentual, reais for valor_fixo, 0 for frete_gratis. */
  valor: z.number(),
  pedido_minimo: z.number(),
  validade_inicio: z.string().nullable(),
  validade_fim: z.string().nullable(),
  limite_total: z.number().int().nullable(),
  limite_por_cliente: z.number().int().nullable(),
  /** Times used (orders keep it up to date; see docs/decisions.md). */
  usos: z.number().int(),
  ativo: z.boolean(),
  criado_em: z.string(),
});
export type Cupom = z.infer<typeof cupomSchema>;
export const cuponsPaginaSchema = paginated(cupomSchema);
export type CuponsPagina = z.infer<typeof cuponsPaginaSchema>;
export const cuponsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(30).optional(),
  ativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type CuponsQuery = z.output<typeof cuponsQuerySchema>;
