import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import type { UnidadeCodigo } from '@app/shared/domain/estoque-unidades.ts';
import type { FichaItemCriar, FichaItemPatch } from '@app/shared/schemas/estoque-fichas.ts';
import * as qf from '../queries/fichas.ts';
import { obterNaTx, verificarCiclos } from './fichas.ts';
import { gravarItem } from './item-gravar.ts';

// /fichas/{id}/itens: each change answers the whole sheet with its new costs, after the cycle check.

async function fichaTravada(tx: TenantTx, fichaId: number) {
  if (!(await qf.buscar(tx, fichaId, true))) throw notFound('Ficha técnica não encontrada');
}

export function listar(t: Tenant, fichaId: number) {
  return t.transacao(async (tx) => ({ items: (await obterNaTx(tx, fichaId)).itens }));
}

export function criar(t: Tenant, fichaId: number, d: FichaItemCriar) {
  return t.transacao(async (tx) => {
    await fichaTravada(tx, fichaId);
    await gravarItem(tx, fichaId, d);
    await verificarCiclos(tx);
    return obterNaTx(tx, fichaId);
  });
}

export function alterar(t: Tenant, fichaId: number, itemId: number, d: FichaItemPatch) {
  return t.transacao(async (tx) => {
    await fichaTravada(tx, fichaId);
    const atual = (await qf.itensDe(tx, [fichaId])).find((i) => Number(i.id) === itemId);
    if (!atual) throw notFound('Item da ficha não encontrado');
    await gravarItem(
      tx,
      fichaId,
      {
        insumo_id: d.insumo_id ?? Number(atual.insumo_id),
        quantidade: d.quantidade ?? atual.quantidade,
        unidade: d.unidade ?? (atual.unidade as UnidadeCodigo),
        fator_correcao: d.fator_correcao ?? atual.fator_correcao,
      },
      itemId,
    );
    await verificarCiclos(tx);
    return obterNaTx(tx, fichaId);
  });
}

export function excluir(t: Tenant, fichaId: number, itemId: number) {
  return t.transacao(async (tx) => {
    await fichaTravada(tx, fichaId);
    if (!(await qf.excluirItem(tx, fichaId, itemId))) throw notFound('Item da ficha não encontrado');
    return obterNaTx(tx, fichaId);
  });
}
