// The movement form's values → the API body (spec §7 POST /estoque/movimentos). The quantity goes in the unit it
// was typed in (any unit of the ingredient's family); the API converts with fator_base.
import { z } from 'zod';
import {
  movimentoCriarSchema,
  TIPOS_MOVIMENTO_MANUAL,
  type MovimentoCriarEntrada,
} from '@app/shared/schemas/estoque-movimentos.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { UNIDADES_CODIGOS } from '@app/shared/domain/estoque-unidades.ts';

export const movimentoFormSchema = z.object({
  tipo: z.enum(TIPOS_MOVIMENTO_MANUAL),
  insumo_id: z.number().nullable(),
  qtde: z.string(),
  unidade: z.enum(UNIDADES_CODIGOS),
  custo_total: z.string(),
  fornecedor_id: z.string(),
  observacao: z.string(),
});
export type MovimentoForm = z.infer<typeof movimentoFormSchema>;

export function movimentoParaCorpo(v: MovimentoForm): MovimentoCriarEntrada {
  const comum = {
    insumo_id: v.insumo_id ?? 0,
    qtde: v.qtde.trim(),
    unidade: v.unidade,
    observacao: v.observacao.trim() || null,
  };
  if (v.tipo === 'entrada_compra')
    return {
      ...comum,
      tipo: v.tipo,
      custo_total: v.custo_total.trim(),
      fornecedor_id: v.fornecedor_id ? Number(v.fornecedor_id) : null,
    };
  return { ...comum, tipo: v.tipo };
}

export const movimentoFormResolverSchema = movimentoFormSchema
  .superRefine((v, ctx) => {
    if (v.insumo_id === null) ctx.addIssue({ code: 'custom', path: ['insumo_id'], message: MSG.obrigatorio });
    if (!v.qtde.trim()) ctx.addIssue({ code: 'custom', path: ['qtde'], message: MSG.obrigatorio });
    if (v.tipo === 'entrada_compra' && !v.custo_total.trim())
      ctx.addIssue({ code: 'custom', path: ['custo_total'], message: MSG.obrigatorio });
  })
  .transform(movimentoParaCorpo)
  .pipe(movimentoCriarSchema);
