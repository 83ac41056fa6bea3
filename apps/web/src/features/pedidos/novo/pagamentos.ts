// The draft's payments in cents: the automatic one takes what is left of the total, and cash shows its change.
import { calcularTroco } from '@app/shared/domain/pedido-totais.ts';
import { parseCentavos } from '@app/shared/domain/money.ts';
import type { FormaPagamento, FormasPagamentoLista } from '@app/shared/schemas/formas-pagamento.ts';
import type { FormaEscolhida, PagamentoRascunho } from './rascunho.ts';

/** Only active methods can be chosen; the cache keeps the API's whole list, shared with the payment-methods screen. */
export const ativas = (lista: FormasPagamentoLista) => lista.items.filter((f) => f.ativo);
export const escolhida = (f: FormaPagamento): FormaEscolhida => ({
  chave: f.chave,
  id: f.id,
  padrao: f.padrao,
  tipo: f.tipo,
  nome: f.nome,
});

export interface PagamentoResolvido {
  chave: string;
  valor_centavos: number | null;
  troco_para_centavos: number | null;
  troco_centavos: number;
}

/** Each payment's value in cents, the automatic one taking what is left of `totalCentavos`; change per payment. */
export function resolverPagamentos(
  pagamentos: readonly PagamentoRascunho[],
  totalCentavos: number,
): PagamentoResolvido[] {
  const fixos = pagamentos.filter((p) => !p.auto).reduce((acc, p) => acc + (parseCentavos(p.valor) ?? 0), 0);
  return pagamentos.map((p) => {
    const valor = p.auto ? Math.max(0, totalCentavos - fixos) : parseCentavos(p.valor);
    const trocoPara = p.forma?.tipo === 'dinheiro' && p.troco_para.trim() ? parseCentavos(p.troco_para) : null;
    const troco =
      valor !== null && trocoPara !== null
        ? calcularTroco([{ tipo: 'dinheiro', valor_centavos: valor, troco_para_centavos: trocoPara }])
        : 0;
    return { chave: p.chave, valor_centavos: valor, troco_para_centavos: trocoPara, troco_centavos: troco };
  });
}

/** Paid minus total: negative = still to pay, positive = paid too much. */
export function diferencaPagamentos(resolvidos: readonly PagamentoResolvido[], totalCentavos: number): number {
  return resolvidos.reduce((acc, p) => acc + (p.valor_centavos ?? 0), 0) - totalCentavos;
}
