import type { Tenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { centesimosParaDecimal, centavosToReais } from '@app/shared/domain/money.ts';
import {
  janelaValida,
  MSG_JANELA,
  valorCupomCentesimos,
  type Cupom,
  type CupomCriar,
  type CupomPatch,
  type CuponsQuery,
} from '@app/shared/schemas/cupons.ts';
import * as q from './queries.ts';

// Coupon rules: the code is unique per business (case-insensitive), the value must fit the kind, and the
// validity window must not end before it starts. Orders use coupons through index.ts, never these functions.

const NAO_ENCONTRADO = 'Cupom não encontrado';
const DUPLICADO = 'Já existe um cupom com este código';

function paraApi(r: q.CupomLinha): Cupom {
  return {
    id: r.id,
    codigo: r.codigo,
    descricao: r.descricao,
    tipo: r.tipo,
    valor: centesimosParaDecimal(r.valor_centesimos),
    pedido_minimo: centavosToReais(r.pedido_minimo_centavos),
    validade_inicio: r.validade_inicio,
    validade_fim: r.validade_fim,
    limite_total: r.limite_total,
    limite_por_cliente: r.limite_por_cliente,
    usos: r.usos,
    ativo: r.ativo,
    criado_em: r.criado_em.toISOString(),
  };
}

export function listar(t: Tenant, filtro: CuponsQuery) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, filtro);
    return { items: linhas.map(paraApi), total };
  });
}

export function obter(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const linha = await q.buscar(tx, id);
    if (!linha) throw notFound(NAO_ENCONTRADO);
    return paraApi(linha);
  });
}

export function criar(t: Tenant, d: CupomCriar) {
  return t.transacao(async (tx) => {
    if (await q.codigoEmUso(tx, d.codigo)) throw conflict(DUPLICADO);
    const valor = valorCupomCentesimos(d.tipo, d.valor) as number; // checked by the schema
    return paraApi(
      await q.inserir(tx, {
        codigo: d.codigo,
        descricao: d.descricao ?? null,
        tipo: d.tipo,
        valor_centesimos: valor,
        pedido_minimo_centavos: d.pedido_minimo ?? 0,
        validade_inicio: d.validade_inicio ?? null,
        validade_fim: d.validade_fim ?? null,
        limite_total: d.limite_total ?? null,
        limite_por_cliente: d.limite_por_cliente ?? null,
        ativo: d.ativo ?? true,
      }),
    );
  });
}

export function alterar(t: Tenant, id: number, d: CupomPatch) {
  return t.transacao(async (tx) => {
    const atual = await q.buscar(tx, id);
    if (!atual) throw notFound(NAO_ENCONTRADO);
    if (d.codigo !== undefined && (await q.codigoEmUso(tx, d.codigo, id))) throw conflict(DUPLICADO);
    const { valor: _valor, pedido_minimo, ...simples } = d;
    const mudancas: Partial<q.CupomGravar> = Object.fromEntries(
      Object.entries(simples).filter(([, v]) => v !== undefined),
    );
    if (pedido_minimo !== undefined) mudancas.pedido_minimo_centavos = pedido_minimo;
    const tipo = d.tipo ?? atual.tipo;
    if (d.valor !== undefined || tipo !== atual.tipo) {
      const v = valorCupomCentesimos(tipo, d.valor);
      if (typeof v === 'string') throw badRequest(v, 'valor');
      mudancas.valor_centesimos = v;
    }
    const janela = {
      validade_inicio: mudancas.validade_inicio !== undefined ? mudancas.validade_inicio : atual.validade_inicio,
      validade_fim: mudancas.validade_fim !== undefined ? mudancas.validade_fim : atual.validade_fim,
    };
    if (!janelaValida(janela)) throw badRequest(MSG_JANELA, 'validade_fim');
    return paraApi(await q.atualizar(tx, id, mudancas));
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.remover(tx, id))) throw notFound(NAO_ENCONTRADO);
    return { ok: true as const };
  });
}
