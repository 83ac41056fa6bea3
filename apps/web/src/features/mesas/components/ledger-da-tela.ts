// The tab as the shared ledger reads it, from the API's answer (reais → cents through money.ts), so the payment
// dialog previews the fee and the parts with the same functions the server charges with.
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import type { ComandaLedger } from '@app/shared/domain/comanda.ts';
import { parseCentavos, reaisToCentavos } from '@app/shared/domain/money.ts';

export function ledgerDaComanda(c: Comanda): ComandaLedger {
  const r = reaisToCentavos;
  return {
    itens: c.itens.map((i) => ({
      quantidade: i.quantidade,
      preco_unitario_centavos: r(i.preco_unitario),
      cancelado: i.status === 'cancelado',
    })),
    pagamentos: c.pagamentos.map((p) => ({
      base_centavos: r(p.valor_base_itens),
      aplicar_taxa: p.aplicar_taxa_servico,
      taxa_centavos: r(p.taxa_servico),
      desconto_centavos: r(p.desconto_valor),
      acrescimo_centavos: r(p.acrescimo_valor),
      status: p.status,
    })),
    taxa_servico_centesimos: parseCentavos(c.taxa_servico_percent) ?? 0,
    aplicar_taxa_padrao: c.taxa_servico_default_aplicar,
    ajuste_centavos: r(c.saldo.ajuste),
  };
}
