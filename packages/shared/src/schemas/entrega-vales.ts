import { z } from 'zod';
import { MSG } from './messages.ts';
import { dataIsoSchema, idSchema, pageQuerySchema, paginated } from './common.ts';
import { parseCentavos } from '../domain/money.ts';

// Couriers' advances (vales), under the courier they were given to (permission `entrega.gerenciar`):
//   GET    /entregadores/{id}/vales?data_ini=&data_fim=   → valesPaginaSchema (newest first, paged)
//   POST   /entregadores/{id}/vales                       valeCriarSchema → 201 valeSchema
//   DELETE /entregadores/{id}/vales/{valeId}              → { ok: true }
// The reports deduct the advances dated in their period from the courier's pay. Money in reais at the boundary.

/** A courier's advance is at most R$ 10.000,00: more than a month of daily pay, far below a typo of zeros. */
export const MAX_VALE_CENTAVOS = 1_000_000;
/** How far back an advance may be dated (a year, as far as a report reaches) — checked against the business's today. */
export const MAX_DIAS_VALE_PASSADO = 366;
export const MSG_VALE = {
  positivo: 'O valor do vale deve ser maior que zero',
  maximo: 'Valor do vale acima do máximo (R$ 10.000,00)',
  futuro: 'A data do vale não pode ser depois de hoje',
  antigo: `A data do vale não pode ser de mais de ${MAX_DIAS_VALE_PASSADO} dias atrás`,
  naoEncontrado: 'Vale não encontrado',
  intervalo: 'A data final deve ser igual ou posterior à inicial',
} as const;

/** Reais as a JSON number or text with a comma ("20,00"), as cents: more than zero, at most the cap. */
const valorValeSchema = z.union([z.number(), z.string()], { error: MSG.dinheiro }).transform((v, ctx) => {
  const c = parseCentavos(v);
  const erro = c === null ? MSG.dinheiro : c <= 0 ? MSG_VALE.positivo : c > MAX_VALE_CENTAVOS ? MSG_VALE.maximo : null;
  if (erro !== null || c === null) {
    ctx.addIssue({ code: 'custom', message: erro ?? MSG.dinheiro });
    return z.NEVER;
  }
  return c;
});

export const valeCriarSchema = z.strictObject({
  data: dataIsoSchema,
  valor: valorValeSchema,
  observacao: z
    .string()
    .trim()
    .max(200, MSG.max(200))
    .nullish()
    .transform((v) => (v ? v : null)),
});
/** The body as the API reads it: `valor` in cents. */
export type ValeCriar = z.output<typeof valeCriarSchema>;
/** The body as a client sends it: `valor` in reais (a number, or text with a comma). */
export type ValeCriarEntrada = z.input<typeof valeCriarSchema>;

export const valeSchema = z.object({
  id: z.number().int(),
  entregador_id: z.number().int(),
  /** The business's local date the advance was given. */
  data: z.string(),
  valor: z.number(),
  observacao: z.string().nullable(),
  criado_em: z.string(),
});
export type Vale = z.infer<typeof valeSchema>;
export const valesPaginaSchema = paginated(valeSchema);
export type ValesPagina = z.infer<typeof valesPaginaSchema>;

/** Both dates included; either may be left out (no bound on that side). */
export const valesQuerySchema = pageQuerySchema
  .extend({ data_ini: dataIsoSchema.optional(), data_fim: dataIsoSchema.optional() })
  .refine((q) => !q.data_ini || !q.data_fim || q.data_ini <= q.data_fim, {
    message: MSG_VALE.intervalo,
    path: ['data_fim'],
  });

export const valeParamsSchema = z.object({ id: idSchema, valeId: idSchema });
