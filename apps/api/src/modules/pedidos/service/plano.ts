import type { z } from 'zod';
import type { ItemPedidoSnapshot } from '@app/shared/domain/preco-item.ts';
import type { Totais } from '@app/shared/domain/pedido-totais.ts';
import type { cotacaoBodySchema, enderecoPedidoSchema, pedidoBodySchema } from '@app/shared/schemas/pedidos.ts';

// The shape of a priced order draft (`preparar`): what order creation writes and the quote answers.

export type PedidoEntrada = z.output<typeof pedidoBodySchema> | z.output<typeof cotacaoBodySchema>;

/** The address as the order keeps it (the contract's `endereco` of an order). */
export type EnderecoSnapshot = z.infer<typeof enderecoPedidoSchema>;

export interface ClientePlano {
  id: number | null;
  nome: string;
  telefone: string | null;
  novo: boolean;
}
export interface PagamentoPlano {
  forma_pagamento_id: number | null;
  forma_pagamento_padrao_id: number | null;
  tipo: string;
  forma_tipo: string;
  valor_centavos: number;
  troco_para_centavos: number | null;
  observacao: string | null;
}

export interface Plano {
  cliente: ClientePlano | null;
  endereco: EnderecoSnapshot | null;
  endereco_id: number | null;
  endereco_novo: (EnderecoSnapshot & { nome_identificacao: string | null }) | null;
  itens: (ItemPedidoSnapshot & {
    produto_id: number;
    quantidade: number;
    observacao: string | null;
    escolhas: unknown;
  })[];
  totais: Totais;
  area_nome: string | null;
  cupom: { id: number; codigo: string; ok: boolean; motivo: string | null } | null;
  pagamentos: PagamentoPlano[];
  troco_centavos: number;
  tempo_entrega_min: number;
  auto_aceite: boolean;
}
