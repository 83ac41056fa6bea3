import type { TenantTx } from '../../../db/tenant.ts';
import * as pedidos from '../../pedidos/index.ts';
import * as mesas from '../../mesas/index.ts';
import { aplicarVenda, estornarVenda } from './baixa.ts';

// When a sale happens, in the sale's own transaction (registered by the plugin in index.ts):
// - an order is a sale from the moment it enters the kitchen (`preparacao`, also when created there) until it is
//   cancelled; entering that set deducts, leaving it (cancelado) gives back;
// - a tab is a sale when it is paid (`quitada`/`encerrada`, the tables module's `efeitoNaVenda`); reopening or
//   cancelling it gives back, paying it again deducts its items as they are then.
// Both go through the sale's idempotency row, so a replayed or bounced status deducts once.

const VENDA: readonly string[] = pedidos.STATUS_DE_VENDA;

export async function efeitoDePedido(tx: TenantTx, m: pedidos.MudancaDeStatus): Promise<void> {
  const antes = m.de !== null && VENDA.includes(m.de);
  const depois = VENDA.includes(m.para);
  if (antes === depois) return;
  // on creation the order hands its items over as written; a status change reads them
  if (depois)
    await aplicarVenda(
      tx,
      'pedido',
      m.pedidoId,
      m.itens ?? (await pedidos.itensParaEstoque(tx, m.pedidoId)),
      m.usuarioId,
    );
  else await estornarVenda(tx, 'pedido', m.pedidoId, m.usuarioId);
}

export async function efeitoDeComanda(tx: TenantTx, m: mesas.MudancaDeComanda): Promise<void> {
  const venda = mesas.efeitoNaVenda(m);
  if (venda === null) return;
  if (venda)
    await aplicarVenda(tx, 'comanda', m.comandaId, await mesas.itensDaComandaParaEstoque(tx, m.comandaId), m.usuarioId);
  else await estornarVenda(tx, 'comanda', m.comandaId, m.usuarioId);
}
