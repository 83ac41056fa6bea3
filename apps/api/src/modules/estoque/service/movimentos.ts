import type { Tenant } from '../../../db/tenant.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import {
  baseParaQ4,
  decimalEscalado,
  mesmaFamilia,
  msgFamilia,
  paraQ4,
  q4ParaNumero,
  q4ParaTexto,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import { custoParaReais } from '@app/shared/domain/estoque-custo.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type {
  Movimento,
  MovimentoCriar,
  MovimentosQuery,
  SaldosQuery,
  TipoMovimento,
} from '@app/shared/schemas/estoque-movimentos.ts';
import * as qi from '../queries/insumos.ts';
import * as qm from '../queries/movimentos.ts';
import * as qs from '../queries/saldos.ts';
import { custoUc, insumoApi, posicao, saldoApi } from './mapa.ts';
import { lancar } from './razao.ts';

// Movements typed by hand (purchase, exit, loss, inventory count), the ledger's list and the balances.

export function movimentoApi(r: qm.MovimentoLinha): Movimento {
  return {
    id: Number(r.id),
    insumo_id: Number(r.insumo_id),
    insumo_nome: r.insumo_nome,
    tipo: r.tipo as TipoMovimento,
    qtde_base: q4ParaNumero(baseParaQ4(r.qtde_base)),
    qtde_informada: Number(r.qtde_informada),
    unidade: r.unidade as UnidadeCodigo,
    custo_unitario_base: custoParaReais(custoUc(r.custo_unitario_base)),
    valor: centavosToReais(Number(r.valor_centavos)),
    saldo_apos_base: q4ParaNumero(baseParaQ4(r.saldo_apos_base)),
    fornecedor_id: r.fornecedor_id === null ? null : Number(r.fornecedor_id),
    fornecedor_nome: r.fornecedor_nome,
    observacao: r.observacao,
    origem_tipo: r.origem_tipo,
    origem_id: r.origem_id === null ? null : Number(r.origem_id),
    criado_em: new Date(r.criado_em).toISOString(),
  };
}

export function listar(t: Tenant, filtro: MovimentosQuery) {
  if (filtro.inicio && filtro.fim && filtro.inicio > filtro.fim)
    throw badRequest('A data final deve ser igual ou posterior à inicial', 'fim');
  return t.transacao(async (tx) => {
    const { linhas, total } = await qm.listar(tx, filtro);
    return { items: linhas.map(movimentoApi), total, limit: filtro.limit, offset: filtro.offset };
  });
}

export function criar(t: Tenant, d: MovimentoCriar, usuarioId: number | null) {
  return t.transacao(async (tx) => {
    const insumo = await qi.buscar(tx, d.insumo_id, true);
    if (!insumo) throw notFound('Insumo não encontrado');
    const padrao = insumo.unidade_padrao as UnidadeCodigo;
    if (!mesmaFamilia(d.unidade, padrao)) throw badRequest(msgFamilia(UNIDADES[padrao].familia), 'unidade');
    const q4 = paraQ4(d.qtde, d.unidade);
    if (q4 === null) throw badRequest('Quantidade inválida', 'qtde');
    const informada = q4ParaTexto(Number(decimalEscalado(d.qtde, 4)!), 'g');
    const comum = {
      insumoId: d.insumo_id,
      unidade: d.unidade,
      qtdeInformada: informada,
      observacao: d.observacao,
      usuarioId,
    };
    let id: number;
    if (d.tipo === 'entrada_compra') {
      if (q4 <= 0) throw badRequest('Informe uma quantidade maior que zero', 'qtde');
      if (d.fornecedor_id && !(await qi.existe(tx, 'fornecedores', d.fornecedor_id)))
        throw badRequest('Fornecedor não encontrado', 'fornecedor_id');
      id = await lancar(tx, {
        ...comum,
        tipo: d.tipo,
        q4,
        totalCentavos: d.custo_total,
        fornecedorId: d.fornecedor_id ?? null,
      });
    } else if (d.tipo === 'ajuste_inventario') {
      // the count says what is there: the movement is the difference, valued at the average
      const atual = posicao(insumo).q4;
      id = await lancar(tx, { ...comum, tipo: d.tipo, q4: q4 - atual });
    } else {
      if (q4 <= 0) throw badRequest('Informe uma quantidade maior que zero', 'qtde');
      id = await lancar(tx, { ...comum, tipo: d.tipo, q4: -q4 });
    }
    return {
      movimento: movimentoApi((await qm.buscar(tx, id))!),
      insumo: insumoApi((await qi.buscar(tx, d.insumo_id))!),
    };
  });
}

export function saldos(t: Tenant, filtro: SaldosQuery) {
  return t.transacao(async (tx) => {
    const r = await qs.listar(tx, filtro);
    return {
      items: r.linhas.map(saldoApi),
      total: r.total,
      valor_total: Number(r.valor),
      abaixo_minimo_qtd: Number(r.abaixo),
      negativos_qtd: Number(r.negativos),
    };
  });
}

export function alertas(t: Tenant) {
  return t.transacao((tx) => qs.alertas(tx));
}
