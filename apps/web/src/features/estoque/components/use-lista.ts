// Search, active filter and server-side paging of a stock list: the filters reset the page, the search waits for a
// pause in typing, and the result is the query string the API takes.
import { useState } from 'react';
import { useDebounced } from '@/lib/use-debounced.ts';
import type { FiltroAtivo } from './filtros.tsx';

export function useLista(porPaginaInicial = 25) {
  const [busca, setBuscaBruta] = useState('');
  const [ativo, setAtivoBruto] = useState<FiltroAtivo>('');
  const [pagina, setPagina] = useState(0);
  const [porPagina, setPorPaginaBruto] = useState(porPaginaInicial);
  const search = useDebounced(busca.trim());
  return {
    busca,
    setBusca: (v: string) => {
      setBuscaBruta(v);
      setPagina(0);
    },
    ativo,
    setAtivo: (v: FiltroAtivo) => {
      setAtivoBruto(v);
      setPagina(0);
    },
    pagina,
    setPagina,
    porPagina,
    setPorPagina: (n: number) => {
      setPorPaginaBruto(n);
      setPagina(0);
    },
    params: { search, ativo, page: pagina + 1, per_page: porPagina },
  };
}

/** The DataTable's paging props for a list with `total` rows. */
export function paginacaoDe(l: ReturnType<typeof useLista>, total: number | undefined) {
  return {
    pagina: l.pagina,
    porPagina: l.porPagina,
    total: total ?? 0,
    onPagina: l.setPagina,
    opcoesPorPagina: [25, 50, 100],
    onPorPagina: l.setPorPagina,
  };
}
