import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { HistoricoMesasPage } from './historico-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

const linha = {
  id: 5,
  mesa_id: 2,
  mesa_nome: '2',
  grupo_nome: 'Família Souza',
  pessoas_qtd: 3,
  garcom_nome: 'Ana',
  status: 'encerrada',
  aberta_em: '2026-11-27T22:00:00Z',
  encerrada_em: '2026-11-27T23:30:00Z',
  total: 68,
  taxa_servico: 6.8,
  pago: 74.8,
  saldo_em_aberto: 0,
  motivo: null,
};

describe('HistoricoMesasPage', () => {
  it('lists ended tabs and filters them by table on the server', async () => {
    http.get.mockImplementation(async (url: string) =>
      url === '/mesas'
        ? { data: { items: [{ id: 2, nome: '2', area: 'Salão', lugares: 4, ativo: true, estado: 'livre' }], total: 1 } }
        : { data: { items: [linha], total: 1 } },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <HistoricoMesasPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const tabela = await screen.findByRole('table', { name: 'Histórico de mesas' });
    expect(await within(tabela).findByText('Família Souza')).toBeInTheDocument();
    expect(within(tabela).getByText('R$ 74,80')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Mesa' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith(
        '/mesas/historico',
        expect.objectContaining({ params: expect.objectContaining({ mesa_id: '2', page: '1' }) }),
      ),
    );
  });
});
