import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Carrinho } from './carrinho.ts';
import { CarrinhoServidor } from './carrinho-servidor.ts';
import { lerCliente, sessaoDoNavegador } from './sessao.ts';

/** The business's cart (local storage) and its server mirror, for one menu page. */
export function useCarrinho(slug: string) {
  const { carrinho, servidor } = useMemo(() => {
    const c = new Carrinho(slug);
    return {
      carrinho: c,
      servidor: new CarrinhoServidor(slug, sessaoDoNavegador(), c, () => lerCliente(slug)?.token ?? null),
    };
  }, [slug]);
  const estado = useSyncExternalStore(carrinho.subscribe, carrinho.get);
  useEffect(() => carrinho.subscribe(() => servidor.itensMudaram()), [carrinho, servidor]);
  return { carrinho, servidor, estado };
}
