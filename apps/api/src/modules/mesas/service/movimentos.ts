import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { AcaoComanda } from '@app/shared/domain/comanda.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import * as qc from '../queries/comandas.ts';
import * as qi from '../queries/itens.ts';
import * as ql from '../queries/lotes.ts';
import * as qp from '../queries/pagamentos.ts';
import { avisar, mudarStatus, registrar, travar } from './base.ts';
import { detalhe } from './leitura.ts';
import { exigirMesaAtiva } from './mesas.ts';

// Moving things between tables and tabs. Sent items keep their status and batch wherever they go (the kitchen is
// not asked again), paid units never move, and the items' and payments' totals of the tabs involved are conserved.

/** Locks two tabs in id order, so two opposite moves between the same tabs cannot deadlock. */
async function travarPar(tx: TenantTx, a: number, acaoA: AcaoComanda, b: number, acaoB: AcaoComanda) {
  if (a < b) {
    const ca = await travar(tx, a, acaoA);
    return [ca, await travar(tx, b, acaoB)] as const;
  }
  const cb = await travar(tx, b, acaoB);
  return [await travar(tx, a, acaoA), cb] as const;
}

/** mover_mesa: the tab (items, batches, payments) goes to another table; that table may hold other tabs. */
export function moverMesa(t: Tenant, usuarioId: number, id: number, mesaId: number) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'mover_mesa');
    await exigirMesaAtiva(tx, mesaId);
    if (c.mesa_id === mesaId) throw conflict('A comanda já está nesta mesa');
    await qc.atualizar(tx, id, { mesa_id: mesaId });
    await registrar(tx, c, 'mesa_movida', usuarioId, { de: c.mesa_id, para: mesaId });
    await avisar(tx, c.mesa_id, id);
    await avisar(tx, mesaId, id);
    return detalhe(tx, id);
  });
}

/** transferir_itens: chosen units of lines go to another tab of the business (partial lines split). */
export function transferirItens(
  t: Tenant,
  usuarioId: number,
  id: number,
  destinoId: number,
  itens: { item_id: number; quantidade: number }[],
) {
  return t.transacao(async (tx) => {
    if (destinoId === id) throw conflict('Escolha outra comanda como destino');
    const [origem, destino] = await travarPar(tx, id, 'transferir_itens', destinoId, 'itens');
    const linhas = new Map((await qi.daComanda(tx, id)).map((i) => [i.id, i]));
    const somados = new Map<number, number>();
    for (const [n, e] of itens.entries()) {
      const item = linhas.get(e.item_id);
      if (!item)
        throw new AppError(404, 'Item não encontrado nesta comanda', [
          { campo: `itens.${n}.item_id`, mensagem: 'Item não encontrado nesta comanda' },
        ]);
      if (item.status === 'cancelado') throw conflict(`${item.nome}: item cancelado não pode ser transferido`);
      const q = (somados.get(e.item_id) ?? 0) + e.quantidade;
      if (q > item.quantidade - item.quantidade_paga)
        throw conflict(`${item.nome}: só ${item.quantidade - item.quantidade_paga} unidade(s) livres para transferir`);
      somados.set(e.item_id, q);
    }
    for (const [itemId, q] of somados) {
      const item = linhas.get(itemId)!;
      if (q === item.quantidade) await qi.atualizar(tx, itemId, { comanda_id: destinoId });
      else {
        await qi.atualizar(tx, itemId, { quantidade: item.quantidade - q });
        const { id: _id, empresa_id: _e, quantidade_paga: _p, criado_em: _c, ...resto } = item;
        await qi.inserir(tx, { ...resto, comanda_id: destinoId, quantidade: q });
      }
    }
    const dados = { de: id, para: destinoId, itens };
    await registrar(tx, origem, 'itens_transferidos', usuarioId, dados);
    await registrar(tx, destino, 'itens_recebidos', usuarioId, dados);
    await avisar(tx, origem.mesa_id, id);
    await avisar(tx, destino.mesa_id, destinoId);
    return detalhe(tx, id);
  });
}

/**
 * mesclar: every item, batch and payment of the source joins the target; the source ends cancelled ("mesclada")
 * with `mesclada_em` pointing at the target, and the target counts the people of both.
 */
export function mesclar(t: Tenant, usuarioId: number, origemId: number, destinoId: number) {
  return t.transacao(async (tx) => {
    const [origem, destino] = await travarPar(tx, origemId, 'mesclar', destinoId, 'mesclar');
    await qi.moverTodos(tx, origemId, destinoId);
    await qp.moverTodos(tx, origemId, destinoId);
    await ql.moverTodos(tx, origemId, destinoId);
    await qc.atualizar(tx, destinoId, {
      pessoas_qtd: Math.min(100, origem.pessoas_qtd + destino.pessoas_qtd),
      lotes_qtd: origem.lotes_qtd + destino.lotes_qtd,
    });
    await registrar(tx, destino, 'mesclada', usuarioId, { origem: origemId });
    await mudarStatus(tx, origem, 'cancelada', usuarioId, {
      motivo: `Mesclada na comanda #${destinoId}`,
      mesclada_em: destinoId,
    });
    await avisar(tx, origem.mesa_id, origemId);
    await avisar(tx, destino.mesa_id, destinoId);
    return { comanda: await detalhe(tx, destinoId) };
  });
}
