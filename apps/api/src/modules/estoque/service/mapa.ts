import {
  baseParaQ4,
  q4ParaNumero,
  qtdeAmigavel,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import { custoDeReais, custoNaUnidade, custoParaReais, valorCentavos } from '@app/shared/domain/estoque-custo.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { Insumo, TipoInsumo } from '@app/shared/schemas/estoque.ts';
import type { Saldo } from '@app/shared/schemas/estoque-movimentos.ts';
import type { InsumoLinha } from '../queries/insumos.ts';

// Database rows (exact decimal text) → API shapes. Quantities go through q4 and costs through uc, so what the
// API shows is what the domain functions computed.

export function custoUc(texto: string): number {
  const c = custoDeReais(texto);
  if (c === null) throw new RangeError(`custo inválido: ${texto}`);
  return c;
}

export function posicao(r: Pick<InsumoLinha, 'qtde_base' | 'custo_por_un_base'>) {
  return { q4: baseParaQ4(r.qtde_base), custo: custoUc(r.custo_por_un_base) };
}

export function insumoApi(r: InsumoLinha): Insumo {
  const u = r.unidade_padrao as UnidadeCodigo;
  const { q4, custo } = posicao(r);
  const minimo = baseParaQ4(r.estoque_minimo_base);
  return {
    id: Number(r.id),
    nome: r.nome,
    categoria_id: r.categoria_id === null ? null : Number(r.categoria_id),
    categoria_nome: r.categoria_nome,
    fornecedor_id: r.fornecedor_id === null ? null : Number(r.fornecedor_id),
    fornecedor_nome: r.fornecedor_nome,
    tipo_insumo: r.tipo_insumo as TipoInsumo,
    unidade_padrao: u,
    familia: UNIDADES[u].familia,
    unidade_base: UNIDADES[u].unidade_base,
    custo_por_un_base: custoParaReais(custo),
    custo_por_unidade_padrao: custoNaUnidade(custo, u),
    estoque_minimo_base: q4ParaNumero(minimo),
    controla_estoque: r.controla_estoque,
    compoe_cmv: r.compoe_cmv,
    ativo: r.ativo,
    qtde_base: q4ParaNumero(q4),
    qtde_amigavel: qtdeAmigavel(q4, u),
    valor_estoque: centavosToReais(valorCentavos(q4, custo)),
    abaixo_minimo: r.controla_estoque && q4 <= minimo,
    negativo: q4 < 0,
    criado_em: new Date(r.criado_em).toISOString(),
  };
}

export function saldoApi(r: InsumoLinha): Saldo {
  const i = insumoApi(r);
  const minimo = baseParaQ4(r.estoque_minimo_base);
  return {
    insumo_id: i.id,
    nome: i.nome,
    categoria_nome: i.categoria_nome,
    unidade_padrao: i.unidade_padrao,
    unidade_base: i.unidade_base,
    qtde_base: i.qtde_base,
    qtde_amigavel: i.qtde_amigavel,
    estoque_minimo_base: i.estoque_minimo_base,
    estoque_minimo_amigavel: qtdeAmigavel(minimo, i.unidade_padrao),
    custo_por_un_base: i.custo_por_un_base,
    valor_estoque: i.valor_estoque,
    abaixo_minimo: i.abaixo_minimo,
    negativo: i.negativo,
  };
}
