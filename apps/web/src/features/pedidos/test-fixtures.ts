// Orders shaped like the API's, for the feature's tests.
import type { Pedido } from '@app/shared/schemas/pedidos.ts';

export const AGORA = new Date('2026-03-10T18:00:00Z').getTime();
export const minutosAtras = (min: number) => new Date(AGORA - min * 60_000).toISOString();

export function pedido(over: Partial<Pedido> = {}): Pedido {
  const criado = over.data_criacao ?? minutosAtras(10);
  return {
    id: 1,
    numero_pedido: 101,
    codigo: 'abc123',
    data_criacao: criado,
    nome_empresa: 'Pizzaria Demo',
    nome_cliente: 'Maria Souza',
    telefone: '+5541987654321',
    cliente_id: 7,
    cliente_qtd_pedidos: 3,
    tipo: 'delivery',
    canal: 'balcao',
    status: 'preparacao',
    status_em: criado,
    visto: true,
    endereco: null,
    previsao_entrega: null,
    observacao: null,
    observacao_interna: null,
    motivo_cancelamento: null,
    entregador_id: null,
    entregador_nome: null,
    cupom_codigo: null,
    produtos: [],
    subtotal_itens: 50,
    taxa_entrega: 5,
    desconto: 0,
    total_pedido: 55,
    pagamentos: [],
    troco: 0,
    ...over,
  };
}
