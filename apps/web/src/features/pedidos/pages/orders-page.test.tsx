import { Profiler } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { keys } from '@/api/keys.ts';
import { setSession } from '@/lib/session.ts';
import { minutosAtras, pedido } from '../test-fixtures.ts';
import { OrdersPage } from './orders-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

// The live stream: the test says when it connects (one of the board's start-up answers that concerns no card).
const sse = vi.hoisted(() => ({ conectar: (_: boolean) => {} }));
vi.mock('@/lib/use-event-stream.ts', async () => {
  const react = await import('react');
  return {
    useEventStream: () => {
      const [conectado, setConectado] = react.useState(false);
      sse.conectar = setConectado;
      return conectado;
    },
  };
});

// Each card renders its action row once per render of the card: a Profiler there counts the cards' renders.
const renders = vi.hoisted(() => new Map<number, number>());
vi.mock('../components/acoes-card.tsx', () => ({
  AcoesDoCard: ({ pedido: p }: { pedido: Pedido }) => {
    return (
      <Profiler id={`card-${p.id}`} onRender={() => renders.set(p.id, (renders.get(p.id) ?? 0) + 1)}>
        <span />
      </Profiler>
    );
  },
}));

const pedidos = [
  pedido({ id: 1, numero_pedido: 101, status: 'preparacao', data_criacao: minutosAtras(5) }),
  pedido({ id: 2, numero_pedido: 102, status: 'pronto', data_criacao: minutosAtras(8) }),
  pedido({ id: 3, numero_pedido: 103, status: 'em_entrega', data_criacao: minutosAtras(9) }),
];

beforeEach(() => {
  vi.clearAllMocks();
  renders.clear();
  // a wide screen: the four columns, every open card on screen
  window.matchMedia = ((q: string) => ({
    matches: q.includes('min-width'),
    media: q,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  setSession({
    token: 't',
    empresa_id: 1,
    timezone: 'America/Sao_Paulo',
    cor_menu: '#000',
    nome_empresa: 'Pizzaria Demo',
    usuario_id: 1,
    usuario_nome: 'Gerente',
    role: 'gerente',
    superadmin: false,
    permissoes: ['pedidos.gerenciar', 'impressao.imprimir'],
    email: 'g@demo.com.br',
  });
  http.get.mockImplementation(async (url: string) => {
    // a fresh copy per answer, as JSON parsing gives: the query's structural sharing keeps unchanged orders' objects
    if (url === '/pedidos') return { data: structuredClone(pedidos) };
    throw new Error(`GET inesperado ${url}`);
  });
});

describe('OrdersPage', { timeout: 30_000 }, () => {
  it("renders each card once, and not again when an answer that is not the board's arrives", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OrdersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByTestId('pedido-card-103', {}, { timeout: 10_000 });
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 1, 3: 1 });

    // the stream connects: the page re-renders its "Ao vivo" chip, and no card
    act(() => sse.conectar(true));
    expect(screen.getByTestId('sse-estado')).toHaveAttribute('data-conectado', 'true');
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 1, 3: 1 });

    // the board's poll answers with one order changed: that card re-renders, the others (same objects) do not
    http.get.mockImplementation(async (url: string) => {
      if (url === '/pedidos')
        return { data: structuredClone([pedidos[0], { ...pedidos[1]!, entregador_nome: 'Rui' }, pedidos[2]]) };
      throw new Error(`GET inesperado ${url}`);
    });
    await act(() => client.refetchQueries({ queryKey: keys.pedidos.quadro() }));
    await screen.findByText('Rui', {}, { timeout: 10_000 });
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 2, 3: 1 });
  });
});
