import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseCentavos } from '@app/shared/domain/money.ts';
import { cotacaoQuery } from '@/api/pedidos.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { subtotalCentavos, type Rascunho } from './rascunho.ts';
import { diferencaPagamentos, resolverPagamentos } from './pagamentos.ts';
import { montarCotacao } from './corpo-pedido.ts';

/**
 * The server's quote for this exact draft (debounced): the total that will be charged. While it loads, the local
 * sum of the items shows; `pagamentosOk` says whether the payments cover that total exactly.
 */
export function useCotacaoRascunho(r: Rascunho) {
  const { corpoCotacao, parcial } = useMemo(() => {
    const c = montarCotacao(r);
    return { corpoCotacao: JSON.stringify(c.body), parcial: c.parcial };
  }, [r]);
  const chaveCotacao = useDebounced(corpoCotacao, 300);
  const cot = useQuery({
    ...cotacaoQuery(chaveCotacao),
    // only once the debounced body is this draft's: while it lags, it may still be the empty cart's (a 400)
    enabled: r.itens.length > 0 && chaveCotacao === corpoCotacao,
    placeholderData: keepPreviousData,
  });
  const cotacao =
    r.itens.length > 0 && cot.isSuccess && !cot.isPlaceholderData && chaveCotacao === corpoCotacao ? cot.data : null;
  const subtotalLocal = subtotalCentavos(r);
  const totalCentavos = cotacao ? (parseCentavos(cotacao.total_pedido) ?? 0) : subtotalLocal;
  const resolvidos = resolverPagamentos(r.pagamentos, totalCentavos);
  const pagamentosOk =
    diferencaPagamentos(resolvidos, totalCentavos) === 0 &&
    resolvidos.every(
      (p) => p.valor_centavos !== null && (p.troco_para_centavos === null || p.troco_para_centavos >= p.valor_centavos),
    );
  return {
    cotacao,
    parcial,
    totalCentavos,
    pagamentosOk,
    subtotalLocal,
    erro: cot.isError && r.itens.length > 0 ? cot.error : null,
  };
}
