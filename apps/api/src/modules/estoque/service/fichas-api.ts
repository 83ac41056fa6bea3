import type { TenantTx } from '../../../db/tenant.ts';
import {
  baseParaQ4,
  dividirArredondando,
  q4ParaNumero,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import {
  cmvPercentual,
  custoParaReais,
  e10ParaCentavos,
  e10ParaReais4,
  valorCentavos,
} from '@app/shared/domain/estoque-custo.ts';
import type { TipoFicha } from '@app/shared/domain/estoque-ficha.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import * as catalogo from '../../catalogo/index.ts';
import type { FichaLinha } from '../queries/fichas.ts';
import { custoDaFicha, type LivroDeCustos } from './custos.ts';
import { posicao } from './mapa.ts';

// A sheet as the API shows it: live costs from the cost book, the product's or option's name and price, CMV.

export interface Vitrine {
  produtos: Map<number, catalogo.ProdutoParaFicha>;
  opcoes: Map<number, catalogo.OpcaoParaFicha>;
}

export async function carregarVitrine(tx: TenantTx, fichas: FichaLinha[]): Promise<Vitrine> {
  const pids = [...new Set(fichas.filter((f) => f.produto_id !== null).map((f) => Number(f.produto_id)))];
  const oids = [...new Set(fichas.filter((f) => f.opcao_id !== null).map((f) => Number(f.opcao_id)))];
  const [ps, os] = await Promise.all([catalogo.produtosParaFichas(tx, pids), catalogo.opcoesParaFichas(tx, oids)]);
  return { produtos: new Map(ps.map((p) => [p.id, p])), opcoes: new Map(os.map((o) => [o.id, o])) };
}

/** The selling price a product / option sheet is measured against: the size's price when the sheet has one. */
export function precoDeVenda(f: FichaLinha, v: Vitrine): number | null {
  if (f.produto_id !== null && f.tipo_ficha === 'produto') {
    const p = v.produtos.get(Number(f.produto_id));
    if (!p) return null;
    const t = f.tamanho ? p.tamanhos.find((x) => x.nome === f.tamanho) : undefined;
    return t ? t.preco_centavos : p.preco_centavos || null;
  }
  if (f.opcao_id !== null && f.tipo_ficha === 'opcao') {
    const o = v.opcoes.get(Number(f.opcao_id));
    if (!o) return null;
    return (f.tamanho ? o.precos_tamanho[f.tamanho] : undefined) ?? (o.preco_centavos || null);
  }
  return null;
}

export function fichaApi(livro: LivroDeCustos, v: Vitrine, f: FichaLinha): Ficha {
  const id = Number(f.id);
  const c = custoDaFicha(livro, id);
  const rendQ4 = baseParaQ4(f.rendimento_base);
  const rendU = f.rendimento_unidade as UnidadeCodigo;
  // one portion (un) or one rendimento_unidade (1 kg of dough): total × (that many q4) / yield q4
  const umaUnidade = BigInt(10_000 * UNIDADES[rendU].fator_base);
  const porUnidade = dividirArredondando(c.total * umaUnidade, BigInt(rendQ4));
  const preco = precoDeVenda(f, v);
  const resultante = f.insumo_resultante_id !== null ? livro.insumos.get(Number(f.insumo_resultante_id)) : undefined;
  const itens = livro.itens.get(id) ?? [];
  const pos = resultante ? posicao(resultante) : null;
  return {
    id,
    descricao: f.descricao,
    tipo_ficha: f.tipo_ficha as TipoFicha,
    ativo: f.ativo,
    controla_estoque: f.controla_estoque,
    compoe_cmv: f.compoe_cmv,
    produto_id: f.produto_id === null ? null : Number(f.produto_id),
    produto_nome: f.produto_id === null ? null : (v.produtos.get(Number(f.produto_id))?.nome ?? null),
    opcao_id: f.opcao_id === null ? null : Number(f.opcao_id),
    opcao_nome: f.opcao_id === null ? null : (v.opcoes.get(Number(f.opcao_id))?.nome ?? null),
    tamanho: f.tamanho,
    insumo_resultante_id: resultante ? Number(resultante.id) : null,
    insumo_resultante_nome: resultante?.nome ?? null,
    rendimento_qtde: Number(f.rendimento_qtde),
    rendimento_unidade: rendU,
    rendimento_base: q4ParaNumero(rendQ4),
    estoque_minimo: resultante ? q4ParaNumero(baseParaQ4(resultante.estoque_minimo_base)) : null,
    estoque_atual_base: pos ? q4ParaNumero(pos.q4) : null,
    valor_estoque_atual: pos ? centavosToReais(valorCentavos(pos.q4, pos.custo)) : null,
    custo_total_receita: e10ParaReais4(c.total),
    custo_unitario_saida_base: custoParaReais(c.unitario),
    custo_medio: centavosToReais(e10ParaCentavos(porUnidade)),
    preco_venda: preco === null ? null : centavosToReais(preco),
    cmv_percentual: f.tipo_ficha === 'producao' ? null : cmvPercentual(porUnidade, preco),
    custo_registrado: f.custo_total_registrado === null ? null : Number(f.custo_total_registrado),
    recalculado_em: f.recalculado_em === null ? null : new Date(f.recalculado_em).toISOString(),
    itens: itens.map((it, k) => {
      const insumo = livro.insumos.get(Number(it.insumo_id))!;
      const ci = c.itens[k]!;
      return {
        id: Number(it.id),
        insumo_id: Number(it.insumo_id),
        insumo_nome: insumo.nome,
        quantidade: Number(it.quantidade),
        unidade: it.unidade as UnidadeCodigo,
        fator_correcao: Number(it.fator_correcao),
        quantidade_base: q4ParaNumero(baseParaQ4(it.quantidade_base)),
        custo_medio_item_base: custoParaReais(ci.custo_unitario),
        custo_na_porcao: e10ParaReais4(ci.custo),
        controla_estoque: insumo.controla_estoque,
      };
    }),
  };
}
