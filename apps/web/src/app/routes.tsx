// The one routes table (spec §2), built from the shared ADMIN_ROUTES. Every screen is
// lazy-loaded; screens not built yet share the placeholder, titled from the table.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ADMIN_ROUTES } from '@app/shared/domain/paths.ts';
import type { AdminRouteHandle } from '../components/admin-route-page.tsx';
import { FullPageProgress } from '../components/full-page-progress.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { Leitura } from '../components/layout/pre-carga-shell.ts';
import { LOGIN_PATH } from '../lib/redirect.ts';
import { getSession } from '../lib/session.ts';
import { preCarregar } from './pre-carga.ts';
import { adminIndexLoader, loginLoader, protectedLoader } from './route-guards.ts';

type LazyRoute = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

const placeholder: LazyRoute = async () => {
  const { AdminRoutePage } = await import('../components/admin-route-page.tsx');
  return { Component: AdminRoutePage };
};

/** Screens that exist; later issues add theirs here (path relative to /admin → lazy module). */
const ADMIN_PAGES: Record<string, LazyRoute> = {
  'business/profile': () => import('../features/empresa/pages/profile-page.tsx'),
  'business/schedule': () => import('../features/empresa/pages/schedule-page.tsx'),
  'business/payment-methods': () => import('../features/empresa/pages/payment-methods-page.tsx'),
  'settings/general': () => import('../features/configuracoes/pages/general-page.tsx'),
  'settings/print': () => import('../features/impressao/pages/print-page.tsx'),
  'settings/whatsapp': () => import('../features/whatsapp/pages/whatsapp-page.tsx'),
  'settings/site': () => import('../features/site/pages/site-page.tsx'),
  'cadastro-empresas': () => import('../features/cadastros/pages/empresas-page.tsx'),
  'formas-pagamento': () => import('../features/cadastros/pages/formas-pagamento-page.tsx'),
  'catalog/categories': () => import('../features/catalogo/pages/categorias-page.tsx'),
  'catalog/products': () => import('../features/catalogo/pages/produtos-page.tsx'),
  'catalog/complements': () => import('../features/catalogo/pages/complementos-page.tsx'),
  'catalog/options': () => import('../features/catalogo/pages/opcoes-page.tsx'),
  customers: () => import('../features/clientes/pages/clientes-page.tsx'),
  'delivery/areas': () => import('../features/entrega/pages/areas-page.tsx'),
  'delivery/personnel': () => import('../features/entrega/pages/entregadores-page.tsx'),
  'business/coupons': () => import('../features/cupons/pages/cupons-page.tsx'),
  orders: () => import('../features/pedidos/pages/orders-page.tsx'),
  'new-order': () => import('../features/pedidos/pages/new-order-page.tsx'),
  history: () => import('../features/pedidos/pages/history-page.tsx'),
  mesas: () => import('../features/mesas/pages/mesas-page.tsx'),
  'mesas/historico': () => import('../features/mesas/pages/historico-page.tsx'),
  'business/subscription': () => import('../features/assinatura/pages/assinatura-page.tsx'),
  'faturas-empresas': () => import('../features/assinatura/pages/faturas-empresas-page.tsx'),
  'users-management': () => import('../features/usuarios/pages/usuarios-page.tsx'),
  'reports/sales': () => import('../features/relatorios/pages/vendas-page.tsx'),
  'reports/couriers': () => import('../features/relatorios/pages/entregadores-page.tsx'),
  'reports/catalog': () => import('../features/relatorios/pages/catalogo-page.tsx'),
  'reports/clients': () => import('../features/relatorios/pages/clientes-page.tsx'),
  'performance/sales': () => import('../features/relatorios/pages/desempenho-page.tsx'),
  'stock/categorias': () => import('../features/estoque/pages/categorias-page.tsx'),
  'stock/fornecedores': () => import('../features/estoque/pages/fornecedores-page.tsx'),
  'stock/insumos': () => import('../features/estoque/pages/insumos-page.tsx'),
  'stock/movimentos': () => import('../features/estoque/pages/movimentos-page.tsx'),
  'stock/saldos': () => import('../features/estoque/pages/saldos-page.tsx'),
  'stock/fichatecnica': () => import('../features/estoque/pages/fichas-page.tsx'),
};

/**
 * The guard, then the start-up reads the screen's module declares (`leituras`), so the screen's first render has
 * its data (app/pre-carga.ts). The module is the one `lazy` loads: the same import, loaded once.
 */
function paginaLoader(pagina: LazyRoute) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await protectedLoader(args);
    const m = (await pagina()) as { leituras?: () => Leitura[] };
    if (m.leituras) await preCarregar(m.leituras());
    return null;
  };
}

const adminChildren: RouteObject[] = ADMIN_ROUTES.map((r) => {
  const pagina = ADMIN_PAGES[r.path] ?? placeholder;
  return {
    path: r.path,
    handle: { adminPath: r.path, titulo: r.titulo } satisfies AdminRouteHandle,
    loader: paginaLoader(pagina),
    lazy: pagina,
  };
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageProgress />,
    children: [
      { path: '/login', loader: loginLoader, lazy: () => import('../features/auth/pages/login-page.tsx') },
      // public: a staff user's one-time set-password link (the token in the fragment)
      { path: '/definir-senha', lazy: () => import('../features/usuarios/pages/definir-senha-page.tsx') },
      {
        path: '/admin',
        lazy: async () => {
          const m = await import('../components/layout/admin-layout.tsx');
          // the shell's start-up reads before its first render (app/pre-carga.ts); the screen's guard decides
          const loader = async () => {
            const s = getSession();
            if (s) await preCarregar(m.leiturasDoShell(s));
            return null;
          };
          return { Component: m.AdminLayout, loader };
        },
        children: [{ index: true, loader: adminIndexLoader }, ...adminChildren],
      },
      {
        path: '/dashboard/mesas/:mesaId/comanda/:comandaId?',
        loader: protectedLoader,
        lazy: () => import('../features/mesas/pages/comanda-page.tsx'),
      },
      // Spec §2: any unknown path (and the bare root) goes to /login, which forwards logged-in users to orders.
      { path: '*', loader: () => redirect(LOGIN_PATH) },
    ],
  },
];
