import crypto from 'node:crypto';
import { CANAIS_SITE, type PedidoCanal, type PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import type { ItemNovo, PedidoNovo } from '../queries/gravar.ts';
import type { ItemParaEstoque } from '../queries/para-estoque.ts';
import type { PedidoEntrada, Plano } from './plano.ts';

// What order creation writes, from the priced plan: the order's row, its items, and the items as the stock
// deduction reads them.

export function pedidoNovo(
  plano: Plano,
  entrada: PedidoEntrada,
  status: PedidoStatus,
  clienteId: number | null,
  enderecoId: number | null,
  usuarioId: number | null,
): PedidoNovo {
  const t = plano.totais;
  return {
    codigo: crypto.randomBytes(12).toString('base64url'),
    tipo: entrada.tipo,
    canal: entrada.canal,
    status,
    cliente_id: clienteId,
    nome_cliente: plano.cliente?.nome ?? null,
    telefone: plano.cliente?.telefone ?? null,
    endereco: plano.endereco,
    endereco_id: enderecoId,
    bairro: plano.endereco?.bairro ?? null,
    entregador_id: entrada.entregador_id ?? null,
    cupom_id: plano.cupom?.ok ? plano.cupom.id : null,
    cupom_codigo: plano.cupom?.ok ? plano.cupom.codigo : null,
    subtotal_itens_centavos: t.subtotal_itens_centavos,
    taxa_entrega_centavos: t.taxa_entrega_centavos,
    desconto_centavos: t.desconto_centavos,
    total_centavos: t.total_centavos,
    troco_centavos: plano.troco_centavos,
    pagamento_tipos: [...new Set(plano.pagamentos.map((p) => p.forma_tipo))],
    tempo_entrega_min: plano.tempo_entrega_min,
    observacao: entrada.observacao ?? null,
    observacao_interna: entrada.observacao_interna ?? null,
    criado_por: usuarioId,
    // staff typed it in: nobody needs an alarm for their own order; orders from the site must be seen
    visto_em: CANAIS_SITE.includes(entrada.canal as PedidoCanal) ? null : new Date(),
  };
}

export function itensNovos(plano: Plano): ItemNovo[] {
  return plano.itens.map((i, ordem) => ({
    produto_id: i.produto_id,
    ordem,
    nome: i.nome,
    tamanho: i.tamanho,
    quantidade: i.quantidade,
    preco_unitario_centavos: i.preco_unitario_centavos,
    borda: i.borda,
    sabores: i.sabores,
    complementos: i.complementos,
    escolhas: i.escolhas,
    observacao: i.observacao,
  }));
}

/** The items as the stock deduction reads them: the same values `itensParaEstoque` would read back. */
export function itensParaEstoque(plano: Plano): ItemParaEstoque[] {
  return plano.itens.map((i) => {
    const opcoes = (i.escolhas as { opcoes?: ItemParaEstoque['opcoes'] }).opcoes;
    return { produto_id: i.produto_id, quantidade: i.quantidade, tamanho: i.tamanho, opcoes: opcoes ?? [] };
  });
}
