// The admin draft order (spec §3 "Draft order (admin)"): client, addresses, chosen address, delivery type
// (default Delivery, reset to Retirada), notes, items, payments. Prices are integer cents inside; the server's
// quote is the truth for the total, the local sum is instant feedback while it loads.
import type { PedidoCanal, PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import type { ItemEscolhido } from '@/components/item-dialog/produto-dialog.tsx';

export interface ItemRascunho extends ItemEscolhido {
  chave: string;
}

export interface FormaEscolhida {
  /** Unique in the payment-method list (standard and own methods' ids overlap): what the screen selects by. */
  chave: string;
  id: number;
  padrao: boolean;
  tipo: string;
  nome: string;
}

export interface PagamentoRascunho {
  chave: string;
  forma: FormaEscolhida | null;
  /** Text as typed ("50,00"); ignored while `auto`. */
  valor: string;
  /** Cash: the note the customer will pay with ("100"). */
  troco_para: string;
  /** Follows what is left of the total until the user types a value. */
  auto: boolean;
}

export interface ClienteEscolhido {
  id: number;
  nome: string;
  telefone: string | null;
}

export interface EnderecoNovo {
  rua: string;
  numero: string;
  bairro: string;
  complemento: string;
  cidade: string;
  estado: string;
  cep: string;
  ponto_referencia: string;
}

export interface Rascunho {
  tipo: PedidoTipo;
  canal: PedidoCanal;
  cliente: ClienteEscolhido | null;
  /** Non-null while a new customer is typed inline. */
  clienteNovo: { nome: string; telefone: string } | null;
  endereco_id: number | null;
  /** Non-null while a new address is typed inline. */
  enderecoNovo: EnderecoNovo | null;
  itens: ItemRascunho[];
  pagamentos: PagamentoRascunho[];
  cupom: string;
  observacao: string;
}

let seq = 0;
export const novaChave = () => `k${++seq}`;

export const enderecoVazio = (cidade = '', estado = ''): EnderecoNovo => ({
  rua: '',
  numero: '',
  bairro: '',
  complemento: '',
  cidade,
  estado,
  cep: '',
  ponto_referencia: '',
});

/** Entering new-order starts here: Delivery by default (spec §3). */
export function rascunhoInicial(): Rascunho {
  return {
    tipo: 'delivery',
    canal: 'balcao',
    cliente: null,
    clienteNovo: null,
    endereco_id: null,
    enderecoNovo: null,
    itens: [],
    pagamentos: [],
    cupom: '',
    observacao: '',
  };
}

/** "Limpar": an empty draft set to Retirada (spec §3: reset to Retirada). */
export function rascunhoLimpo(): Rascunho {
  return { ...rascunhoInicial(), tipo: 'retirada' };
}

export type Acao =
  | { tipo: 'limpar' }
  | { tipo: 'definirTipo'; valor: PedidoTipo }
  | { tipo: 'definirCanal'; valor: PedidoCanal }
  | { tipo: 'padroes'; canal: PedidoCanal | null; forma: FormaEscolhida | null }
  | { tipo: 'escolherCliente'; cliente: ClienteEscolhido | null }
  | { tipo: 'clienteNovo'; valor: { nome: string; telefone: string } | null }
  | { tipo: 'escolherEndereco'; id: number | null }
  | { tipo: 'enderecoNovo'; valor: EnderecoNovo | null }
  | { tipo: 'adicionarItem'; item: Omit<ItemRascunho, 'chave'> }
  | { tipo: 'quantidade'; chave: string; quantidade: number }
  | { tipo: 'removerItem'; chave: string }
  | { tipo: 'adicionarPagamento'; forma: FormaEscolhida | null }
  | { tipo: 'editarPagamento'; chave: string; campos: Partial<Omit<PagamentoRascunho, 'chave'>> }
  | { tipo: 'removerPagamento'; chave: string }
  | { tipo: 'cupom'; valor: string }
  | { tipo: 'observacao'; valor: string };

export function reduzirRascunho(r: Rascunho, a: Acao): Rascunho {
  switch (a.tipo) {
    case 'limpar':
      return rascunhoLimpo();
    case 'definirTipo':
      return { ...r, tipo: a.valor };
    case 'definirCanal':
      return { ...r, canal: a.valor };
    case 'padroes':
      // the business's usual channel and payment (automatic: it follows the total); a payment already there stays
      return {
        ...r,
        canal: a.canal ?? r.canal,
        pagamentos:
          r.pagamentos.length === 0 && a.forma
            ? [{ chave: novaChave(), forma: a.forma, valor: '', troco_para: '', auto: true }]
            : r.pagamentos,
      };
    case 'escolherCliente':
      return { ...r, cliente: a.cliente, clienteNovo: null, endereco_id: null, enderecoNovo: null };
    case 'clienteNovo':
      return {
        ...r,
        clienteNovo: a.valor,
        cliente: a.valor ? null : r.cliente,
        endereco_id: a.valor ? null : r.endereco_id,
        // what was typed of the address stays; untouched, the form keeps showing the business's city and state
        enderecoNovo: r.enderecoNovo,
      };
    case 'escolherEndereco':
      return { ...r, endereco_id: a.id, enderecoNovo: a.id !== null ? null : r.enderecoNovo };
    case 'enderecoNovo':
      return { ...r, enderecoNovo: a.valor, endereco_id: a.valor ? null : r.endereco_id };
    case 'adicionarItem': {
      // the same product with the same choices adds up instead of making a second line
      const igual = r.itens.find(
        (i) =>
          i.produto_id === a.item.produto_id &&
          i.opcoesTexto === a.item.opcoesTexto &&
          i.observacao === a.item.observacao &&
          i.preco_unitario_centavos === a.item.preco_unitario_centavos,
      );
      if (igual)
        return {
          ...r,
          itens: r.itens.map((i) =>
            i === igual ? { ...i, quantidade: Math.min(999, i.quantidade + a.item.quantidade) } : i,
          ),
        };
      return { ...r, itens: [...r.itens, { ...a.item, chave: novaChave() }] };
    }
    case 'quantidade':
      if (a.quantidade < 1) return { ...r, itens: r.itens.filter((i) => i.chave !== a.chave) };
      return {
        ...r,
        itens: r.itens.map((i) => (i.chave === a.chave ? { ...i, quantidade: Math.min(999, a.quantidade) } : i)),
      };
    case 'removerItem':
      return { ...r, itens: r.itens.filter((i) => i.chave !== a.chave) };
    case 'adicionarPagamento':
      // only one payment follows the remaining total: a new one starts automatic and the others freeze
      return {
        ...r,
        pagamentos: [
          ...r.pagamentos.map((p) => ({ ...p, auto: false })),
          { chave: novaChave(), forma: a.forma, valor: '', troco_para: '', auto: true },
        ],
      };
    case 'editarPagamento':
      return { ...r, pagamentos: r.pagamentos.map((p) => (p.chave === a.chave ? { ...p, ...a.campos } : p)) };
    case 'removerPagamento':
      return { ...r, pagamentos: r.pagamentos.filter((p) => p.chave !== a.chave) };
    case 'cupom':
      return { ...r, cupom: a.valor };
    case 'observacao':
      return { ...r, observacao: a.valor };
  }
}

/** Σ price × quantity (spec §3: the draft's total is the sum of price times quantity). */
export function subtotalCentavos(r: Pick<Rascunho, 'itens'>): number {
  return r.itens.reduce((acc, i) => acc + i.preco_unitario_centavos * i.quantidade, 0);
}
