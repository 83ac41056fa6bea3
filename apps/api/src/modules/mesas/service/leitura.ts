import type { TenantTx } from '../../../db/tenant.ts';
import type { Comanda, Saldo } from '@app/shared/schemas/comandas.ts';
import { resumoComanda, type ResumoComanda } from '@app/shared/domain/comanda.ts';
import { centavosToReais as r, centesimosParaDecimal } from '@app/shared/domain/money.ts';
import { notFound } from '../../../lib/errors.ts';
import * as qc from '../queries/comandas.ts';
import * as qi from '../queries/itens.ts';
import * as qp from '../queries/pagamentos.ts';
import { COMANDA_NAO_ENCONTRADA, ledgerDe, porPessoa } from './base.ts';

// The tab as the API answers it: its row, items, payments and the ledger's figures, in reais.

export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString();

export function saldoParaApi(s: ResumoComanda, pessoas: number): Saldo {
  return {
    itens: r(s.itens_centavos),
    cancelados: r(s.cancelados_centavos),
    subtotal: r(s.subtotal_centavos),
    taxa_servico: r(s.taxa_servico_centavos),
    taxa_servico_paga: r(s.taxa_paga_centavos),
    descontos: r(s.descontos_centavos),
    acrescimos: r(s.acrescimos_centavos),
    ajuste: r(s.ajuste_centavos),
    devido: r(s.devido_centavos),
    pagamentos: r(s.pagamentos_centavos),
    estornos: r(s.estornos_centavos),
    pago: r(s.pago_centavos),
    saldo_base: r(s.saldo_base_centavos),
    saldo: r(s.saldo_centavos),
    por_pessoa: porPessoa(s.saldo_centavos, pessoas).map(r),
  };
}

export function comandaParaApi(c: qc.ComandaComNomes, itens: qi.ItemLinha[], pagamentos: qp.PagamentoLinha[]): Comanda {
  const resumo = resumoComanda(ledgerDe(c, itens, pagamentos));
  return {
    id: c.id,
    mesa_id: c.mesa_id,
    mesa_nome: c.mesa_nome,
    status: c.status,
    grupo_nome: c.grupo_nome,
    pessoas_qtd: c.pessoas_qtd,
    garcom_id: c.garcom_id,
    garcom_nome: c.garcom_nome,
    cliente_id: c.cliente_id,
    taxa_servico_percent: centesimosParaDecimal(c.taxa_servico_centesimos),
    taxa_servico_default_aplicar: c.taxa_servico_default_aplicar,
    observacao: c.observacao,
    motivo: c.motivo,
    versao: c.versao,
    aberta_em: iso(c.aberta_em)!,
    preconta_em: iso(c.preconta_em),
    fechada_em: iso(c.fechada_em),
    quitada_em: iso(c.quitada_em),
    encerrada_em: iso(c.encerrada_em),
    saldo_em_aberto: r(c.saldo_em_aberto_centavos),
    itens: itens.map((i) => ({
      id: i.id,
      produto_id: i.produto_id,
      nome: i.nome,
      tamanho: i.tamanho,
      quantidade: i.quantidade,
      preco_unitario: r(i.preco_unitario_centavos),
      total: r(i.preco_unitario_centavos * i.quantidade),
      sabores: i.sabores,
      borda: i.borda,
      complementos: i.complementos,
      observacao: i.observacao,
      status: i.status,
      lote_id: i.lote_id,
      quantidade_paga: i.quantidade_paga,
      motivo_cancelamento: i.motivo_cancelamento,
      criado_em: iso(i.criado_em)!,
    })),
    pagamentos: pagamentos.map((p) => ({
      id: p.id,
      forma_pagamento: p.forma_nome,
      forma_tipo: p.forma_tipo,
      valor_base_itens: r(p.valor_base_itens_centavos),
      aplicar_taxa_servico: p.aplicar_taxa_servico,
      taxa_servico: r(p.taxa_servico_centavos),
      desconto_valor: r(p.desconto_centavos),
      acrescimo_valor: r(p.acrescimo_centavos),
      total: r(p.total_centavos),
      valor_recebido: r(p.valor_recebido_centavos),
      valor_troco: r(p.troco_centavos),
      nome_pagador: p.nome_pagador,
      observacao: p.observacao,
      status: p.status,
      motivo: p.motivo,
      criado_em: iso(p.criado_em)!,
      criado_por_nome: p.criado_por_nome,
      anulado_em: iso(p.anulado_em),
      anulado_por_nome: p.anulado_por_nome,
      itens: p.itens.map((x) => ({ item_id: Number(x.item_id), quantidade: Number(x.quantidade) })),
    })),
    saldo: saldoParaApi(resumo, c.pessoas_qtd),
  };
}

/** The whole tab as the API answers it, read in the caller's transaction. */
export async function detalhe(tx: TenantTx, id: number): Promise<Comanda> {
  const c = await qc.buscarComNomes(tx, id);
  if (!c) throw notFound(COMANDA_NAO_ENCONTRADA);
  return comandaParaApi(c, await qi.daComanda(tx, id), await qp.daComanda(tx, id));
}
