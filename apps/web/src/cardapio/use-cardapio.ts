import { useCallback, useEffect, useState } from 'react';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { api, ErroApi } from './api.ts';

/** The business's colours and name on the page (CSS variables, the browser's bar, the tab's title). */
function aplicarMarca(d: CardapioPublico) {
  const raiz = document.documentElement.style;
  raiz.setProperty('--cor', d.empresa.cor_primaria);
  raiz.setProperty('--cor2', d.empresa.cor_secundaria);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', d.empresa.cor_primaria);
  document.title = `${d.empresa.nome} · Cardápio`;
}

/** The menu of one business (GET /publico/cardapio/{slug}); `recarregar` after a price changed under the cart. */
export function useCardapio(slug: string) {
  const [dados, setDados] = useState<CardapioPublico | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  const recarregar = useCallback(async () => {
    try {
      const d = await api.cardapio(slug);
      aplicarMarca(d);
      setDados(d);
      setErro(null);
      return d;
    } catch (e) {
      setErro(
        e instanceof ErroApi && e.status === 404
          ? 'Cardápio não encontrado. Confira o endereço que você recebeu.'
          : e instanceof Error
            ? e.message
            : 'Não foi possível abrir o cardápio.',
      );
      return null;
    }
  }, [slug]);

  useEffect(() => {
    void recarregar();
  }, [recarregar]);

  return { dados, erro, recarregar };
}
