import { lazy, Suspense } from 'react';
import { lerRota, useCaminho } from './navegacao.ts';
import { MenuPage } from './menu-page.tsx';

// the tracking page is reached after ordering (or from a link): its code is not on the menu's first load
const PedidoPage = lazy(() => import('./pedido-page.tsx'));

export function CardapioApp() {
  const rota = lerRota(useCaminho());
  if (rota.pagina === 'menu') return <MenuPage key={rota.slug} slug={rota.slug} />;
  if (rota.pagina === 'pedido')
    return (
      <Suspense fallback={<p className="centro">Carregando…</p>}>
        <PedidoPage slug={rota.slug} codigo={rota.codigo} />
      </Suspense>
    );
  return (
    <main className="pagina centro">
      <h1>Página não encontrada</h1>
      <p>Confira o endereço do cardápio que você recebeu.</p>
    </main>
  );
}
