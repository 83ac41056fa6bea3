// The public menu's two addresses, read from the location without a router library (two routes do not pay for one):
//   /cardapio/{slug}                    the menu, its cart and checkout
//   /cardapio/{slug}/pedido/{codigo}    the order's confirmation and live tracking (unguessable code)
import { useSyncExternalStore } from 'react';

export type Rota =
  { pagina: 'menu'; slug: string } | { pagina: 'pedido'; slug: string; codigo: string } | { pagina: 'invalida' };

export function lerRota(pathname: string): Rota {
  const partes = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (partes[0] !== 'cardapio' || !partes[1]) return { pagina: 'invalida' };
  const slug = partes[1].toLowerCase();
  if (partes.length === 2) return { pagina: 'menu', slug };
  if (partes[2] === 'pedido' && partes[3] && partes.length === 4) return { pagina: 'pedido', slug, codigo: partes[3] };
  return { pagina: 'invalida' };
}

const MUDOU = 'cardapio:navegou';
export function navegar(caminho: string) {
  history.pushState(null, '', caminho);
  window.dispatchEvent(new Event(MUDOU));
  window.scrollTo(0, 0);
}

function assinar(f: () => void) {
  window.addEventListener('popstate', f);
  window.addEventListener(MUDOU, f);
  return () => {
    window.removeEventListener('popstate', f);
    window.removeEventListener(MUDOU, f);
  };
}

export const useCaminho = () => useSyncExternalStore(assinar, () => location.pathname);
