// The ingredient form's values ↔ the API body. The owner types the cost per default unit (R$ 49,90 per kg) and the
// minimum in that unit (2 kg); the API keeps both per base unit (R$ 0,0499 per g, 2000 g). Converted exactly by the
// shared stock domain, then checked by the shared schema, so the form and the API say the same thing.
import { z } from 'zod';
import { MSG } from '@app/shared/schemas/messages.ts';
import { insumoCriarSchema, TIPOS_INSUMO, type Insumo } from '@app/shared/schemas/estoque.ts';
import { paraQ4, q4ParaNumero, UNIDADES_CODIGOS, UNIDADES } from '@app/shared/domain/estoque-unidades.ts';
import {
  custoDeReais,
  custoNaUnidade,
  custoParaReais,
  custoPorBaseDeUnidade,
} from '@app/shared/domain/estoque-custo.ts';
import { numeroBR } from './formato.ts';

export const insumoFormSchema = z.object({
  nome: z.string(),
  categoria_id: z.string(),
  fornecedor_id: z.string(),
  tipo_insumo: z.enum(TIPOS_INSUMO),
  unidade_padrao: z.enum(UNIDADES_CODIGOS),
  custo: z.string(),
  minimo: z.string(),
  controla_estoque: z.boolean(),
  compoe_cmv: z.boolean(),
  ativo: z.boolean(),
});
export type InsumoForm = z.infer<typeof insumoFormSchema>;

const POSITIVO = 'Informe um valor positivo';
const decimal = (s: string) => s.trim().replace(/\s/g, '');

/** The body the form sends, or the messages of the fields it cannot read. */
export function insumoParaCorpo(v: InsumoForm): z.input<typeof insumoCriarSchema> {
  const custo = decimal(v.custo) ? custoPorBaseDeUnidade(decimal(v.custo), v.unidade_padrao) : 0;
  const minimo = decimal(v.minimo) ? paraQ4(decimal(v.minimo), v.unidade_padrao) : 0;
  return {
    nome: v.nome,
    categoria_id: v.categoria_id ? Number(v.categoria_id) : null,
    fornecedor_id: v.fornecedor_id ? Number(v.fornecedor_id) : null,
    tipo_insumo: v.tipo_insumo,
    unidade_padrao: v.unidade_padrao,
    // unreadable text goes on as NaN and the checks below name the field
    custo_por_un_base: custo === null ? Number.NaN : custoParaReais(custo),
    estoque_minimo_base: minimo === null ? Number.NaN : q4ParaNumero(minimo, UNIDADES[v.unidade_padrao].unidade_base),
    controla_estoque: v.controla_estoque,
    compoe_cmv: v.compoe_cmv,
    ativo: v.ativo,
  };
}

/** Form values → body, with the typed fields' own messages ("Informe um número" on Custo, not on a hidden field). */
export const insumoFormResolverSchema = insumoFormSchema
  .superRefine((v, ctx) => {
    for (const campo of ['custo', 'minimo'] as const) {
      const texto = decimal(v[campo]);
      if (!texto) continue;
      if (texto.startsWith('-')) ctx.addIssue({ code: 'custom', path: [campo], message: POSITIVO });
      else if (custoDeReais(texto) === null) ctx.addIssue({ code: 'custom', path: [campo], message: MSG.numero });
    }
  })
  .transform(insumoParaCorpo)
  .pipe(insumoCriarSchema);

/** An ingredient as the form edits it: cost and minimum back in its default unit. */
export function insumoParaForm(i?: Insumo): InsumoForm {
  const u = i?.unidade_padrao ?? 'kg';
  const uc = i ? custoDeReais(i.custo_por_un_base) : null;
  const minimo = i ? paraQ4(i.estoque_minimo_base, UNIDADES[u].unidade_base) : null;
  return {
    nome: i?.nome ?? '',
    categoria_id: i?.categoria_id ? String(i.categoria_id) : '',
    fornecedor_id: i?.fornecedor_id ? String(i.fornecedor_id) : '',
    tipo_insumo: i?.tipo_insumo ?? 'comprado',
    unidade_padrao: u,
    custo: uc ? numeroBR(custoNaUnidade(uc, u), 2, 4, false) : '',
    minimo: minimo ? numeroBR(q4ParaNumero(minimo, u), 0, 4, false) : '',
    controla_estoque: i?.controla_estoque ?? true,
    compoe_cmv: i?.compoe_cmv ?? true,
    ativo: i?.ativo ?? true,
  };
}
