import type { Tenant } from '../../../db/tenant.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import {
  baseParaQ4,
  dividirArredondando,
  mesmaFamilia,
  msgFamilia,
  paraQ4,
  q4ParaBase,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import { consumoDaVenda } from '@app/shared/domain/estoque-ficha.ts';
import type { AplicarBaixaFicha, VendasAplicarBaixa } from '@app/shared/schemas/estoque-fichas.ts';
import * as pedidos from '../../pedidos/index.ts';
import * as mesas from '../../mesas/index.ts';
import * as qb from '../queries/baixas.ts';
import * as qf from '../queries/fichas.ts';
import * as qi from '../queries/insumos.ts';
import * as qm from '../queries/movimentos.ts';
import { aplicarVenda, type ItemVendido } from './baixa.ts';
import { posicao } from './mapa.ts';
import { lancar } from './razao.ts';
import { movimentoApi } from './movimentos.ts';

// Deduction by hand.
// - POST /fichas/{id}/aplicar-baixa on a production sheet: a batch was made. Its inputs leave (saida_producao,
//   scaled by made / yield) and the resulting ingredient enters (entrada_producao) at what the inputs cost, so its
//   average follows the real recipe. On a product or option sheet: that many portions leave (a staff meal).
// - POST /vendas/aplicar-baixa: sales of a period that were not deducted (made before their sheets existed, or
//   before stock was switched on) are deducted now, each through its idempotency row.

export function aplicarBaixaFicha(t: Tenant, fichaId: number, d: AplicarBaixaFicha, usuarioId: number | null) {
  return t.transacao(async (tx) => {
    const f = await qf.buscar(tx, fichaId);
    if (!f) throw notFound('Ficha técnica não encontrada');
    const unidade = (d.unidade ?? f.rendimento_unidade) as UnidadeCodigo;
    const rend = f.rendimento_unidade as UnidadeCodigo;
    if (!mesmaFamilia(unidade, rend)) throw badRequest(msgFamilia(UNIDADES[rend].familia), 'unidade');
    const feito = paraQ4(d.quantidade, unidade);
    if (!feito || feito <= 0) throw badRequest('Informe uma quantidade maior que zero', 'quantidade');
    const itens = (await qf.itensDe(tx, [fichaId])).map((i) => ({
      insumo_id: Number(i.insumo_id),
      q4: baseParaQ4(i.quantidade_base),
    }));
    if (!itens.length) throw badRequest('A ficha não tem itens', 'itens');
    const consumo = consumoDaVenda([
      { itens, porcoes_q4: baseParaQ4(f.rendimento_base), vezes: { num: BigInt(feito), den: 10_000n } },
    ]);
    const producao = f.tipo_ficha === 'producao' && f.insumo_resultante_id !== null;
    const comum = { origemTipo: 'ficha', origemId: fichaId, usuarioId, observacao: d.observacao ?? null };
    const ids: number[] = [];
    let custoTotal = 0n;
    for (const insumoId of [...consumo.keys()].sort((a, b) => a - b)) {
      const ins = await qi.buscar(tx, insumoId, true);
      if (!ins?.controla_estoque) continue;
      const q4 = consumo.get(insumoId)!;
      custoTotal += BigInt(q4) * BigInt(posicao(ins).custo);
      const base = UNIDADES[ins.unidade_padrao as UnidadeCodigo].unidade_base;
      ids.push(
        await lancar(tx, {
          ...comum,
          insumoId,
          tipo: producao ? 'saida_producao' : 'saida_manual',
          q4: -q4,
          qtdeInformada: q4ParaBase(q4),
          unidade: base,
        }),
      );
    }
    if (producao) {
      const resultante = Number(f.insumo_resultante_id);
      const total = Number(dividirArredondando(custoTotal, 10_000_000_000n));
      ids.push(
        await lancar(tx, {
          ...comum,
          insumoId: resultante,
          tipo: 'entrada_producao',
          q4: feito,
          totalCentavos: Math.max(0, total),
          qtdeInformada: String(d.quantidade).replace(',', '.'),
          unidade,
        }),
      );
    }
    return { movimentos: (await qm.porIds(tx, ids)).map(movimentoApi) };
  });
}

export function aplicarBaixaVendas(t: Tenant, d: VendasAplicarBaixa, usuarioId: number | null) {
  if (d.inicio > d.fim) throw badRequest('A data final deve ser igual ou posterior à inicial', 'fim');
  return t.transacao(async (tx) => {
    let movimentos = 0;
    const contar = async (
      origem: 'pedido' | 'comanda',
      ids: number[],
      itens: (id: number) => Promise<ItemVendido[]>,
    ) => {
      const feitas = await qb.ativas(tx, origem, ids);
      let n = 0;
      for (const id of ids) {
        if (feitas.has(id)) continue;
        const m = await aplicarVenda(tx, origem, id, await itens(id), usuarioId);
        movimentos += m.length;
        n++;
      }
      return n;
    };
    const p = await contar('pedido', await pedidos.pedidosVendidosNoPeriodo(tx, d.inicio, d.fim), (id) =>
      pedidos.itensParaEstoque(tx, id),
    );
    const c = await contar('comanda', await mesas.comandasVendidasNoPeriodo(tx, d.inicio, d.fim), (id) =>
      mesas.itensDaComandaParaEstoque(tx, id),
    );
    return { pedidos: p, comandas: c, movimentos };
  });
}
