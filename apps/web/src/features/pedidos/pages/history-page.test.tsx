import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PedidoResumo } from '@app/shared/schemas/pedidos.ts';
import { HistoryPage } from './history-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

const linha: PedidoResumo = {
  id: 5,
  numero_pedido: 77,
  codigo: 'x',
  data_criacao: '2026-03-10T18:00:00Z',
  nome_cliente: 'Ana Lima',
  telefone: '+5541999990000',
  tipo: 'delivery',
  canal: 'telefone',
  status: 'concluido',
  bairro: 'Centro',
  entregador_nome: 'Rui',
  pagamentos: ['Dinheiro'],
  total_pedido: 61.5,
};

const historicoCalls = () =>
  http.get.mock.calls
    .filter((c) => c[0] === '/pedidos')
    .map((c) => (c[1] as { params: Record<string, string> }).params);

beforeEach(() => {
  vi.clearAllMocks();
  window.matchMedia = ((q: string) => ({
    matches: true,
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as unknown as typeof window.matchMedia;
  http.get.mockImplementation(async (url: string, cfg?: { params?: Record<string, string> }) => {
    if (url === '/pedidos')
      return { data: cfg?.params?.status === 'cancelado' ? { items: [], total: 0 } : { items: [linha], total: 120 } };
    if (url === '/entregadores') return { data: { items: [{ id: 3, nome: 'Rui', ativo: true }], total: 1 } };
    throw new Error(`GET inesperado ${url}`);
  });
});

function renderPage(url = '/admin/history') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/history" element={<HistoryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HistoryPage', { timeout: 60_000 }, () => {
  it('asks the server for page 1 of 50, newest first, then applies filters, sort and paging server-side', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('historico-77')).toHaveTextContent('Ana Lima');
    expect(screen.getByTestId('historico-77')).toHaveTextContent('R$ 61,50');
    expect(historicoCalls()[0]).toEqual({ page: '1', per_page: '50', sort_field: 'data_criacao', sort_dir: 'desc' });

    // sort by total
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(historicoCalls().at(-1)).toMatchObject({ sort_field: 'total_pedido', sort_dir: 'desc' }),
    );

    // next page (120 orders → 3 pages)
    await user.click(screen.getByRole('button', { name: /next page|próxima/i }));
    await waitFor(() => expect(historicoCalls().at(-1)).toMatchObject({ page: '2', sort_field: 'total_pedido' }));

    // a filter sends its param and goes back to page 1
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Cancelado' }));
    await waitFor(() =>
      expect(historicoCalls().at(-1)).toEqual({
        status: 'cancelado',
        page: '1',
        per_page: '50',
        sort_field: 'total_pedido',
        sort_dir: 'desc',
      }),
    );
    expect(await screen.findByText('Nenhum dado encontrado')).toBeInTheDocument();

    // search by phone, debounced
    await user.type(screen.getByLabelText('Nome, telefone ou nº do pedido'), '99990000');
    await waitFor(
      () => expect(historicoCalls().at(-1)).toMatchObject({ search: '99990000', status: 'cancelado', page: '1' }),
      { timeout: 5000 },
    );
  });

  it('reads its filters from the URL', async () => {
    renderPage('/admin/history?canal=whatsapp&pagto=pix&entregador_id=3&data_ini=2026-03-01');
    await screen.findByTestId('historico-77');
    expect(historicoCalls()[0]).toEqual({
      canal: 'whatsapp',
      pagto: 'pix',
      entregador_id: '3',
      data_ini: '2026-03-01',
      page: '1',
      per_page: '50',
      sort_field: 'data_criacao',
      sort_dir: 'desc',
    });
  });
});
