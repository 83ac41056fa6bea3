import { reaisToCentavos } from '@app/shared/domain/money.ts';
import { AppError } from '../../../lib/errors.ts';
import type * as formasPagamento from '../../formas-pagamento/index.ts';
import type { PagamentoPlano, PedidoEntrada } from './plano.ts';

/** The draft's payments against the payment methods read for them (`formasParaPedido`, read with the plan's reads). */
export async function carregarPagamentos(
  e: PedidoEntrada,
  lidas: ReturnType<typeof formasPagamento.formasParaPedido>,
): Promise<PagamentoPlano[]> {
  const out: PagamentoPlano[] = [];
  const formas = await lidas;
  for (const [i, p] of e.pagamentos.entries()) {
    const forma = formas[i];
    if (!forma)
      throw new AppError(400, 'Forma de pagamento não encontrada', [
        { campo: `pagamentos.${i}`, mensagem: 'Forma de pagamento não encontrada' },
      ]);
    const troco = p.troco_para != null ? reaisToCentavos(p.troco_para) : null;
    if (troco !== null && forma.tipo !== 'dinheiro') {
      throw new AppError(400, 'Troco só vale para pagamento em dinheiro', [
        { campo: `pagamentos.${i}.troco_para`, mensagem: 'Troco só vale para pagamento em dinheiro' },
      ]);
    }
    out.push({
      forma_pagamento_id: p.forma_pagamento_id ?? null,
      forma_pagamento_padrao_id: p.forma_pagamento_padrao_id ?? null,
      tipo: forma.nome,
      forma_tipo: forma.tipo,
      valor_centavos: reaisToCentavos(p.valor),
      troco_para_centavos: troco,
      observacao: p.observacao ?? null,
    });
  }
  return out;
}
