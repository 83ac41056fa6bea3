// The sheet form's values → the API body. A sheet is for a product (and maybe one of its sizes), for an option (a
// pizza flavour, maybe per size) or produces an ingredient (a sub-recipe); only the link of its kind is sent.
import { z } from 'zod';
import { fichaCriarSchema, type FichaCriarEntrada, type Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import { TIPOS_FICHA } from '@app/shared/domain/estoque-ficha.ts';
import { UNIDADES_CODIGOS } from '@app/shared/domain/estoque-unidades.ts';
import { numeroBR } from './formato.ts';

export const fichaFormSchema = z.object({
  descricao: z.string(),
  tipo_ficha: z.enum(TIPOS_FICHA),
  produto_id: z.string(),
  opcao_id: z.string(),
  tamanho: z.string(),
  insumo_resultante_id: z.number().nullable(),
  rendimento_qtde: z.string(),
  rendimento_unidade: z.enum(UNIDADES_CODIGOS),
  controla_estoque: z.boolean(),
  compoe_cmv: z.boolean(),
  ativo: z.boolean(),
});
export type FichaForm = z.infer<typeof fichaFormSchema>;

export function fichaParaCorpo(v: FichaForm): FichaCriarEntrada {
  const producao = v.tipo_ficha === 'producao';
  return {
    descricao: v.descricao,
    tipo_ficha: v.tipo_ficha,
    produto_id: v.tipo_ficha === 'produto' && v.produto_id ? Number(v.produto_id) : null,
    opcao_id: v.tipo_ficha === 'opcao' && v.opcao_id ? Number(v.opcao_id) : null,
    tamanho: producao ? null : v.tamanho.trim() || null,
    insumo_resultante_id: producao ? v.insumo_resultante_id : null,
    rendimento_qtde: v.rendimento_qtde.trim() || '1',
    // portions are counted (un); a production yields in its ingredient's family
    rendimento_unidade: producao ? v.rendimento_unidade : 'un',
    controla_estoque: v.controla_estoque,
    compoe_cmv: v.compoe_cmv,
    ativo: v.ativo,
  };
}

export const fichaFormResolverSchema = fichaFormSchema.transform(fichaParaCorpo).pipe(fichaCriarSchema);

export function fichaParaForm(f?: Ficha): FichaForm {
  return {
    descricao: f?.descricao ?? '',
    tipo_ficha: f?.tipo_ficha ?? 'produto',
    produto_id: f?.produto_id ? String(f.produto_id) : '',
    opcao_id: f?.opcao_id ? String(f.opcao_id) : '',
    tamanho: f?.tamanho ?? '',
    insumo_resultante_id: f?.insumo_resultante_id ?? null,
    rendimento_qtde: f ? numeroBR(f.rendimento_qtde, 0, 4, false) : '1',
    rendimento_unidade: f?.rendimento_unidade ?? 'un',
    controla_estoque: f?.controla_estoque ?? true,
    compoe_cmv: f?.compoe_cmv ?? true,
    ativo: f?.ativo ?? true,
  };
}
