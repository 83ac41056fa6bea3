import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { keys } from '../api/keys.ts';
import { OrdersPage } from '../features/pedidos/pages/orders-page.tsx';
import { minutosAtras, pedido } from '../features/pedidos/test-fixtures.ts';
import { clearSession, setSession } from '../lib/session.ts';
import { makeToken } from '../test/fixtures.ts';
import { PRE_CARGA_MAX_MS, preCarregar } from './pre-carga.ts';
import { queryClient } from './query-client.ts';
import { routes } from './routes.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('../api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));
vi.mock('../lib/use-event-stream.ts', () => ({ useEventStream: () => false }));

const pedidos = [
  pedido({ id: 1, numero_pedido: 101, status: 'pendente', data_criacao: minutosAtras(5) }),
  pedido({ id: 2, numero_pedido: 102, status: 'preparacao', data_criacao: minutosAtras(8) }),
];

const sessao = (permissoes: string[], token = makeToken(900)) =>
  setSession({
    token,
    empresa_id: 7,
    timezone: 'America/Sao_Paulo',
    cor_menu: '#000',
    nome_empresa: 'Pizzaria Demo',
    usuario_id: 1,
    usuario_nome: 'Gerente',
    role: 'gerente',
    superadmin: false,
    permissoes,
    email: 'g@demo.com.br',
  });

beforeEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  queryClient.clear();
  localStorage.clear();
  http.get.mockImplementation(async (url: string) => ({
    data: url === '/pedidos' ? structuredClone(pedidos) : { url },
  }));
});

const lidos = () => http.get.mock.calls.map((c) => c[0] as string).sort();
const admin = () => routes[0]!.children!.find((r) => r.path === '/admin')!;
const args = { request: new Request('http://localhost/admin/orders'), params: {} } as LoaderFunctionArgs;

describe("the routes' start-up reads, before the first render", () => {
  it("the board's loader reads the orders and the business's record (the store switch's state): its first render has the cards, and it does not read them again", async () => {
    sessao(['pedidos.gerenciar']);
    const quadro = admin().children!.find((r) => r.path === 'orders')!;
    await (quadro.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    expect(lidos()).toEqual(['/empresas/7', '/pedidos']);
    expect(queryClient.getQueryData(keys.empresas.detail(7))).toEqual({ url: '/empresas/7' });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <OrdersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // not a progress bar and then the cards: the first render has them
    expect(screen.getByTestId('pedido-card-101')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(lidos()).toEqual(['/empresas/7', '/pedidos']);
  });

  it("the board's loader sends a logged-out user to the login and reads nothing", async () => {
    const quadro = admin().children!.find((r) => r.path === 'orders')!;
    await expect((quadro.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args)).rejects.toMatchObject({
      status: 302,
    });
    expect(http.get).not.toHaveBeenCalled();
  });

  it("the shell's loader reads what its user may see, once, and leaves it for the components", async () => {
    const { loader } = (await (admin().lazy as () => Promise<RouteObject>)()) as { loader: () => Promise<unknown> };
    sessao(['estoque.gerenciar', 'faturas.ver']);
    await loader();
    expect(lidos()).toEqual(['/auth/me', '/empresas/7/status', '/estoque/alertas', '/faturas/aviso']);
    expect(queryClient.getQueryData(keys.empresas.status(7))).toEqual({ url: '/empresas/7/status' });
    // the printing settings only for who prints; entering the shell again reads nothing already held
    sessao(['impressao.imprimir']);
    await loader();
    expect(lidos()).toContain('/impressao/configuracao');
    expect(http.get).toHaveBeenCalledTimes(5);
    // no session, or an expired token: nothing (the screen's guard refreshes or redirects)
    queryClient.clear();
    clearSession();
    await loader();
    sessao(['estoque.gerenciar'], makeToken(-60));
    await loader();
    expect(http.get).toHaveBeenCalledTimes(5);
  });

  it('a read that does not answer holds the first render at most PRE_CARGA_MAX_MS; a failed one is no error', async () => {
    sessao([]);
    vi.useFakeTimers();
    const nunca = vi.fn(() => new Promise(() => undefined));
    let pronto = false;
    void preCarregar([
      { queryKey: ['a'], queryFn: nunca },
      {
        queryKey: ['b'],
        queryFn: () => Promise.reject(Object.assign(new Error('400'), { status: 400 })),
        retry: false,
        meta: { silent: true },
      },
    ]).then(() => (pronto = true));
    await vi.advanceTimersByTimeAsync(PRE_CARGA_MAX_MS - 1);
    expect(pronto).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pronto).toBe(true);
    expect(queryClient.getQueryState(['b'])?.status).toBe('error');
  });
});
