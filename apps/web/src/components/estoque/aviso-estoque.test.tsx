import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AvisoEstoque, contagemAlerta } from './aviso-estoque.tsx';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

function renderizar(ativo: boolean) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AvisoEstoque ativo={ativo} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AvisoEstoque', () => {
  it('shows in the shell how many ingredients are at or below their minimum, linking to the balances', async () => {
    http.get.mockResolvedValue({ data: { abaixo_minimo: 3, negativos: 1 } });
    renderizar(true);
    const link = await screen.findByRole('link', { name: 'Estoque: 3 ingrediente(s) abaixo do mínimo' });
    expect(link).toHaveAttribute('href', '/admin/stock/saldos');
    expect(link).toHaveTextContent('3');
    expect(http.get).toHaveBeenCalledWith('/estoque/alertas');
  });

  it('says nothing when all is well, and asks nothing of a user who cannot see stock', async () => {
    http.get.mockResolvedValue({ data: { abaixo_minimo: 0, negativos: 0 } });
    const { container } = renderizar(true);
    await vi.waitFor(() => expect(http.get).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    http.get.mockClear();
    renderizar(false);
    expect(http.get).not.toHaveBeenCalled();
    // a negative balance is below any minimum
    expect(contagemAlerta({ abaixo_minimo: 0, negativos: 2 })).toBe(2);
  });
});
