// From the draft to the API: the POST /pedidos body, the quote's body while typing, and what is still missing.
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { PedidoBody } from '@app/shared/schemas/pedidos.ts';
import { resolverPagamentos } from './pagamentos.ts';
import type { EnderecoNovo, Rascunho } from './rascunho.ts';

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
      produto_id: i.produto_id,
      quantidade: i.quantidade,
      tamanho: i.tamanho,
      opcoes: i.opcoes,
      observacao: vazioNulo(i.observacao),
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
        rua: e.rua.trim(),
        numero: vazioNulo(e.numero),
        bairro: e.bairro.trim(),
        complemento: vazioNulo(e.complemento),
        cidade: e.cidade.trim(),
        estado: e.estado.trim(),
        cep: vazioNulo(e.cep),
        ponto_referencia: vazioNulo(e.ponto_referencia),
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
      return [
        {
          ...(p.forma.padrao ? { forma_pagamento_padrao_id: p.forma.id } : { forma_pagamento_id: p.forma.id }),
          valor: centavosToReais(v.valor_centavos),
          troco_para: v.troco_para_centavos !== null ? centavosToReais(v.troco_para_centavos) : null,
        },
      ];
    });
  }
  return body;
}

/** What is missing before the order can be placed (i18n keys of namespace pedidos), first problem first. */
export function pendencias(r: Rascunho): string[] {
  const faltas: string[] = [];
  const temCliente =
    r.cliente !== null ||
    (r.clienteNovo !== null && r.clienteNovo.nome.trim() !== '' && r.clienteNovo.telefone.trim() !== '');
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
  const clienteOk =
    r.cliente !== null || (r.clienteNovo !== null && !!r.clienteNovo.nome.trim() && !!r.clienteNovo.telefone.trim());
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
