import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import { pedido } from '../../test-fixtures.ts';
import { ConteudoDoPedido } from './conteudo.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

beforeEach(() => {
  vi.clearAllMocks();
  http.get.mockResolvedValue({ data: { items: [{ id: 3, nome: 'Rui', ativo: true }], total: 1 } });
  http.patch.mockImplementation(async () => ({ data: pedido() }));
});

describe('order detail', { timeout: 30_000 }, () => {
  it('asks for the courier before "Saiu para entrega", as the card does; the phone reads formatted', async () => {
    const p = { ...pedido({ id: 9, numero_pedido: 109, status: 'pronto' }), historico: [], proximos_status: [] };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Dialog open>
          <ConteudoDoPedido
            p={{ ...p, proximos_status: ['em_entrega', 'cancelado'] }}
            timezone="America/Sao_Paulo"
            podeGerenciar
            podeImprimir={false}
          />
        </Dialog>
      </QueryClientProvider>,
    );
    expect(screen.getByText('(41) 98765-4321')).toBeInTheDocument();
    expect(screen.getByLabelText('Observação interna')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avançar para Saiu para entrega' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Quem leva o pedido #109?' });
    await userEvent.click(await within(dialogo).findByRole('radio', { name: 'Rui' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Atribuir e enviar' }));
    await waitFor(() =>
      expect(http.patch.mock.calls.map((c) => [c[0], c[1]])).toEqual([
        ['/pedidos/9', { entregador_id: 3 }],
        ['/pedidos/9/status', { status: 'em_entrega' }],
      ]),
    );
  });
});
