import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { z } from 'zod';
import type {
  comandaItemBodySchema,
  comandaItemPatchSchema,
  itemCancelarSchema,
} from '@app/shared/schemas/comandas.ts';
import { montarItemPedido } from '@app/shared/domain/preco-item.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import * as catalogo from '../../catalogo/index.ts';
import * as qi from '../queries/itens.ts';
import { avisar, carregar, registrar, travar } from './base.ts';
import { detalhe } from './leitura.ts';

// Items of a tab: priced by the same shared function as order entry, from the catalogue, on the server; pending
// until sent to the kitchen; a pending item may change, a sent one only be cancelled (and stays on record).

type ItemBody = z.output<typeof comandaItemBodySchema>;

async function precificar(tx: TenantTx, item: ItemBody) {
  const cardapio = await catalogo.carregarCardapio(tx, [item.produto_id]);
  const produto = cardapio.produtos.find((p) => p.id === item.produto_id);
  if (!produto)
    throw new AppError(404, 'Produto não encontrado ou indisponível', [
      { campo: 'produto_id', mensagem: 'Produto não encontrado ou indisponível' },
    ]);
  const r = montarItemPedido(produto, { tamanho: item.tamanho ?? null, opcoes: item.opcoes });
  if (!r.ok) {
    const erros = r.erros.map((m) => ({ campo: 'opcoes', mensagem: `${produto.nome}: ${m}` }));
    throw new AppError(400, erros[0]!.mensagem, erros);
  }
  return { ...r.valor, produto_id: produto.id };
}

/** POST /comandas/{id}/itens. Under the tab's lock, so two waiters adding at once both land. */
export function adicionar(t: Tenant, usuarioId: number, id: number, item: ItemBody) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'itens');
    const p = await precificar(tx, item);
    const itemId = await qi.inserir(tx, {
      comanda_id: id,
      produto_id: p.produto_id,
      nome: p.nome,
      tamanho: p.tamanho,
      quantidade: item.quantidade,
      preco_unitario_centavos: p.preco_unitario_centavos,
      borda: p.borda,
      sabores: p.sabores,
      complementos: p.complementos,
      escolhas: { tamanho: item.tamanho ?? null, opcoes: item.opcoes },
      observacao: item.observacao ?? null,
      criado_por: usuarioId,
    });
    await registrar(tx, c, 'item', usuarioId, { item_id: itemId });
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

async function itemDaComanda(tx: TenantTx, comandaId: number, itemId: number) {
  const item = (await qi.daComanda(tx, comandaId)).find((i) => i.id === itemId);
  if (!item) throw notFound('Item não encontrado nesta comanda');
  return item;
}

/** PATCH /comandas/{id}/itens/{itemId}: quantity and note of an item not yet sent. */
export function alterar(
  t: Tenant,
  usuarioId: number,
  id: number,
  itemId: number,
  b: z.output<typeof comandaItemPatchSchema>,
) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'itens');
    const item = await itemDaComanda(tx, id, itemId);
    if (item.status !== 'pendente')
      throw conflict('Item já enviado para a cozinha: cancele-o com um motivo e lance de novo');
    await qi.atualizar(tx, itemId, b);
    await registrar(tx, c, 'item_alterado', usuarioId, { item_id: itemId, ...b });
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

/** POST …/itens/{itemId}/cancelar: the line (or some of its units) is cancelled with a reason and stays visible. */
export function cancelar(
  t: Tenant,
  usuarioId: number,
  id: number,
  itemId: number,
  b: z.output<typeof itemCancelarSchema>,
) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'itens');
    const item = await itemDaComanda(tx, id, itemId);
    if (item.status === 'cancelado') throw conflict('Este item já foi cancelado');
    const q = b.quantidade ?? item.quantidade;
    if (q > item.quantidade) throw conflict(`O item tem só ${item.quantidade} unidade(s)`);
    if (q > item.quantidade - item.quantidade_paga)
      throw conflict('Item já pago: estorne o pagamento antes de cancelar');
    const cancelado = {
      status: 'cancelado' as const,
      motivo_cancelamento: b.motivo,
      cancelado_por: usuarioId,
      cancelado_em: new Date(),
    };
    if (q === item.quantidade) await qi.atualizar(tx, itemId, cancelado);
    else {
      // part of the line: the cancelled units become their own line, in the same batch
      await qi.atualizar(tx, itemId, { quantidade: item.quantidade - q });
      const { id: _id, empresa_id: _e, quantidade_paga: _p, criado_em: _c, ...resto } = item;
      await qi.inserir(tx, { ...resto, quantidade: q, ...cancelado });
    }
    await registrar(tx, c, 'item_cancelado', usuarioId, { item_id: itemId, quantidade: q, motivo: b.motivo });
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

export async function carregarParaLote(tx: TenantTx, id: number) {
  const c = await travar(tx, id, 'comandar');
  return { c, k: await carregar(tx, c) };
}
