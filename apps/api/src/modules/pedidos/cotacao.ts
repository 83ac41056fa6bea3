import type { Tx } from '../../db/client.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { Cotacao } from '@app/shared/schemas/pedidos.ts';
import { preparar, type PedidoEntrada } from './preparar.ts';

/** POST /pedidos/cotacao: the server's own prices for a draft, so the screen shows what will be charged. */
export async function cotar(tx: Tx, empresaId: number, entrada: PedidoEntrada): Promise<Cotacao> {
  const plano = await preparar(tx, empresaId, entrada, 'cotacao');
  const r = centavosToReais;
  const t = plano.totais;
  return {
    itens: plano.itens.map((i) => ({ produto_id: i.produto_id, nome: i.nome, quantidade: i.quantidade, preco_unitario: r(i.preco_unitario_centavos), subtotal: r(i.preco_unitario_centavos * i.quantidade) })),
    subtotal_itens: r(t.subtotal_itens_centavos), taxa_entrega: r(t.taxa_entrega_centavos), desconto: r(t.desconto_centavos), total_pedido: r(t.total_centavos),
    area_nome: plano.area_nome,
    cupom: plano.cupom ? { codigo: plano.cupom.codigo, ok: plano.cupom.ok, motivo: plano.cupom.motivo } : null,
    previsao_entrega: new Date(Date.now() + plano.tempo_entrega_min * 60_000).toISOString(),
  };
}
