import { useCallback, useEffect, useState } from 'react';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { api, ErroApi } from './api.ts';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textoSobre(hex: string): '#000' | '#fff' {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // contrast with white (1.05 / (l + 0.05)) against contrast with black ((l + 0.05) / 0.05)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#000';
}

/** The business's colours and name on the page (CSS variables, the browser's bar, the tab's title). */
function aplicarMarca(d: CardapioPublico) {
  const raiz = document.documentElement.style;
  raiz.setProperty('--cor', d.empresa.cor_primaria);
  raiz.setProperty('--cor2', d.empresa.cor_secundaria);
  raiz.setProperty('--cor-texto', textoSobre(d.empresa.cor_primaria));
  raiz.setProperty('--cor2-texto', textoSobre(d.empresa.cor_secundaria));
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
