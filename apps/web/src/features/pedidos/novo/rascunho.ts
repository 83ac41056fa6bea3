// The admin draft order (spec §3 "Draft order (admin)"): client, addresses, chosen address, delivery type
// (default Delivery, reset to Retirada), notes, items, payments. Prices are integer cents inside; the server's
// quote is the truth for the total, the local sum is instant feedback while it loads.
import type { PedidoCanal, PedidoTipo } from '@app/shared/domain/pedido-status.ts';
import type { EscolhaOpcao } from '@app/shared/domain/preco-item.ts';
import { calcularTroco } from '@app/shared/domain/pedido-totais.ts';
import { centavosToReais, parseCentavos } from '@app/shared/domain/money.ts';
import type { PedidoBody } from '@app/shared/schemas/pedidos.ts';

export interface ItemRascunho {
  chave: string;
  produto_id: number;
  nome: string;
  /** "Grande · 1/2 Calabresa, 1/2 Mussarela · Borda Catupiry" (spec: opcoesTexto). */
  opcoesTexto: string;
  quantidade: number;
  tamanho: string | null;
  opcoes: EscolhaOpcao[];
  observacao: string;
  preco_unitario_centavos: number;
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
  rua: '', numero: '', bairro: '', complemento: '', cidade, estado, cep: '', ponto_referencia: '',
});

/** Entering new-order starts here: Delivery by default (spec §3). */
export function rascunhoInicial(): Rascunho {
  return {
    tipo: 'delivery', canal: 'balcao', cliente: null, clienteNovo: null, endereco_id: null, enderecoNovo: null,
    itens: [], pagamentos: [], cupom: '', observacao: '',
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
    case 'escolherCliente':
      return { ...r, cliente: a.cliente, clienteNovo: null, endereco_id: null, enderecoNovo: null };
    case 'clienteNovo':
      return { ...r, clienteNovo: a.valor, cliente: a.valor ? null : r.cliente, endereco_id: a.valor ? null : r.endereco_id, enderecoNovo: a.valor ? (r.enderecoNovo ?? enderecoVazio()) : r.enderecoNovo };
    case 'escolherEndereco':
      return { ...r, endereco_id: a.id, enderecoNovo: a.id !== null ? null : r.enderecoNovo };
    case 'enderecoNovo':
      return { ...r, enderecoNovo: a.valor, endereco_id: a.valor ? null : r.endereco_id };
    case 'adicionarItem': {
      // the same product with the same choices adds up instead of making a second line
      const igual = r.itens.find((i) => i.produto_id === a.item.produto_id && i.opcoesTexto === a.item.opcoesTexto && i.observacao === a.item.observacao && i.preco_unitario_centavos === a.item.preco_unitario_centavos);
      if (igual) return { ...r, itens: r.itens.map((i) => (i === igual ? { ...i, quantidade: Math.min(999, i.quantidade + a.item.quantidade) } : i)) };
      return { ...r, itens: [...r.itens, { ...a.item, chave: novaChave() }] };
    }
    case 'quantidade':
      if (a.quantidade < 1) return { ...r, itens: r.itens.filter((i) => i.chave !== a.chave) };
      return { ...r, itens: r.itens.map((i) => (i.chave === a.chave ? { ...i, quantidade: Math.min(999, a.quantidade) } : i)) };
    case 'removerItem':
      return { ...r, itens: r.itens.filter((i) => i.chave !== a.chave) };
    case 'adicionarPagamento':
      // only one payment follows the remaining total: a new one starts automatic and the others freeze
      return {
        ...r,
        pagamentos: [...r.pagamentos.map((p) => ({ ...p, auto: false })), { chave: novaChave(), forma: a.forma, valor: '', troco_para: '', auto: true }],
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

export interface PagamentoResolvido {
  chave: string;
  valor_centavos: number | null;
  troco_para_centavos: number | null;
  troco_centavos: number;
}

/** Each payment's value in cents, the automatic one taking what is left of `totalCentavos`; change per payment. */
export function resolverPagamentos(pagamentos: readonly PagamentoRascunho[], totalCentavos: number): PagamentoResolvido[] {
  const fixos = pagamentos.filter((p) => !p.auto).reduce((acc, p) => acc + (parseCentavos(p.valor) ?? 0), 0);
  return pagamentos.map((p) => {
    const valor = p.auto ? Math.max(0, totalCentavos - fixos) : parseCentavos(p.valor);
    const trocoPara = p.forma?.tipo === 'dinheiro' && p.troco_para.trim() ? parseCentavos(p.troco_para) : null;
    const troco = valor !== null && trocoPara !== null ? calcularTroco([{ tipo: 'dinheiro', valor_centavos: valor, troco_para_centavos: trocoPara }]) : 0;
    return { chave: p.chave, valor_centavos: valor, troco_para_centavos: trocoPara, troco_centavos: troco };
  });
}

/** Paid minus total: negative = still to pay, positive = paid too much. */
export function diferencaPagamentos(resolvidos: readonly PagamentoResolvido[], totalCentavos: number): number {
  return resolvidos.reduce((acc, p) => acc + (p.valor_centavos ?? 0), 0) - totalCentavos;
}

const vazioNulo = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The POST /pedidos body. `totalCentavos` (the quote's total) resolves the automatic payment; without it the
 * body has no payments, which is what the quote takes. Totals are never sent: the server computes them.
 */
export function montarBody(r: Rascunho, totalCentavos: number | null): PedidoBody {
  const body: PedidoBody = {
    tipo: r.tipo,
    canal: r.canal,
    itens: r.itens.map((i) => ({
      produto_id: i.produto_id, quantidade: i.quantidade, tamanho: i.tamanho, opcoes: i.opcoes, observacao: vazioNulo(i.observacao),
    })),
    pagamentos: [],
  };
  if (r.cliente) body.cliente_id = r.cliente.id;
  else if (r.clienteNovo && (r.clienteNovo.nome.trim() || r.clienteNovo.telefone.trim())) {
    body.cliente = { nome: r.clienteNovo.nome.trim(), telefone: r.clienteNovo.telefone.trim() };
  }
  if (r.tipo === 'delivery') {
    if (r.endereco_id !== null) body.endereco_id = r.endereco_id;
    else if (r.enderecoNovo) {
      const e = r.enderecoNovo;
      body.endereco = {
        rua: e.rua.trim(), numero: vazioNulo(e.numero), bairro: e.bairro.trim(), complemento: vazioNulo(e.complemento), cidade: e.cidade.trim(),
        estado: e.estado.trim(), cep: vazioNulo(e.cep), ponto_referencia: vazioNulo(e.ponto_referencia),
      };
    }
  }
  if (r.cupom.trim()) body.cupom_codigo = r.cupom.trim();
  if (r.observacao.trim()) body.observacao = r.observacao.trim();
  if (totalCentavos !== null) {
    const resolvidos = resolverPagamentos(r.pagamentos, totalCentavos);
    body.pagamentos = r.pagamentos.flatMap((p, i) => {
      const v = resolvidos[i]!;
      if (!p.forma || v.valor_centavos === null || v.valor_centavos <= 0) return [];
      return [{
        ...(p.forma.padrao ? { forma_pagamento_padrao_id: p.forma.id } : { forma_pagamento_id: p.forma.id }),
        valor: centavosToReais(v.valor_centavos),
        troco_para: v.troco_para_centavos !== null ? centavosToReais(v.troco_para_centavos) : null,
      }];
    });
  }
  return body;
}

/** What is missing before the order can be placed (i18n keys of namespace pedidos), first problem first. */
export function pendencias(r: Rascunho): string[] {
  const faltas: string[] = [];
  const temCliente = r.cliente !== null || (r.clienteNovo !== null && r.clienteNovo.nome.trim() !== '' && r.clienteNovo.telefone.trim() !== '');
  if (r.tipo === 'delivery' && !temCliente) faltas.push('novo.precisaCliente');
  if (r.tipo === 'delivery') {
    if (r.endereco_id === null && !enderecoCompleto(r.enderecoNovo)) faltas.push('novo.precisaEndereco');
  }
  if (r.itens.length === 0) faltas.push('novo.precisaItens');
  if (r.pagamentos.length === 0 || r.pagamentos.some((p) => !p.forma)) faltas.push('novo.precisaPagamento');
  return faltas;
}

function enderecoCompleto(e: EnderecoNovo | null): boolean {
  return e !== null && !!e.rua.trim() && !!e.bairro.trim() && !!e.cidade.trim() && e.estado.trim().length === 2;
}

/**
 * The POST /pedidos/cotacao body while the draft is being typed. Half-typed customers and addresses are left
 * out (they would only make the server answer 400); a delivery without customer or address yet is quoted as a
 * pickup — items, coupon and total without the fee — and `parcial` says so.
 */
export function montarCotacao(r: Rascunho): { body: PedidoBody; parcial: boolean } {
  const clienteOk = r.cliente !== null || (r.clienteNovo !== null && !!r.clienteNovo.nome.trim() && !!r.clienteNovo.telefone.trim());
  const enderecoOk = r.endereco_id !== null || enderecoCompleto(r.enderecoNovo);
  const parcial = r.tipo === 'delivery' && !(clienteOk && enderecoOk);
  const base: Rascunho = {
    ...r,
    tipo: parcial ? 'retirada' : r.tipo,
    clienteNovo: clienteOk ? r.clienteNovo : null,
    enderecoNovo: enderecoOk ? r.enderecoNovo : null,
  };
  return { body: montarBody(base, null), parcial };
}
