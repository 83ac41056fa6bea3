import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formasPagamentoQuery } from '@/api/formas-pagamento.ts';
import { preferenciasQuery } from '@/api/pedidos-preferencias.ts';
import { ativas, escolhida } from './pagamentos.ts';
import type { Acao } from './rascunho.ts';

/**
 * The draft starts with the business's most used counter channel and payment method (an inactive one is skipped),
 * once both lists arrive; `aplicar` does it again after "Limpar".
 */
export function usePadroes(dispatch: Dispatch<Acao>): () => void {
  const prefs = useQuery(preferenciasQuery());
  const formas = useQuery({ ...formasPagamentoQuery(), select: ativas, meta: { silent: true } });
  const aplicar = useCallback(() => {
    if (!prefs.data) return;
    const p = prefs.data.forma_pagamento;
    const f = p ? formas.data?.find((x) => x.padrao === p.padrao && x.id === p.id) : undefined;
    dispatch({ tipo: 'padroes', canal: prefs.data.canal, forma: f ? escolhida(f) : null });
  }, [prefs.data, formas.data, dispatch]);

  const feito = useRef(false);
  useEffect(() => {
    if (feito.current || !prefs.isSuccess || !formas.isSuccess) return;
    feito.current = true;
    aplicar();
  }, [prefs.isSuccess, formas.isSuccess, aplicar]);
  return aplicar;
}
