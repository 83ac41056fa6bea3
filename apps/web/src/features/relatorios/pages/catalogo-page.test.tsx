import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { CatalogoPage } from './catalogo-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));
// the chart itself is MUI X's; here it is enough to see what the page asks it to draw
vi.mock('../components/grafico.tsx', () => ({
  default: (p: { rotulo: string; tipo: string; categorias: string[]; limites?: number[] }) => (
    <div
      data-testid="grafico"
      aria-label={p.rotulo}
      data-tipo={p.tipo}
      data-categorias={p.categorias.join('|')}
      data-limites={(p.limites ?? []).join('|')}
    />
  ),
}));

const periodo = { inicio: '2026-10-29', fim: '2026-11-27', dias: 30, timezone: 'America/Sao_Paulo' };
const linha = (
  produto: string,
  faturamento: number,
  acumulado_pct: number,
  classe: 'A' | 'B' | 'C',
  cmv: number | null,
) => ({
  produto_id: produto.length,
  produto,
  categoria: 'Pizzas',
  quantidade: 10,
  faturamento,
  participacao_pct: 10,
  acumulado_pct,
  classe,
  cmv,
});

function abc(cmv: number | null) {
  return {
    periodo,
    criterio: 'faturamento',
    total: 3,
    items: [
      linha('Calabresa', 6000, 60, 'A', cmv),
      linha('Mussarela', 2500, 85, 'B', null),
      linha('Água', 1500, 100, 'C', null),
    ],
    classes: [
      { classe: 'A', produtos: 1, quantidade: 10, faturamento: 6000, participacao_pct: 60 },
      { classe: 'B', produtos: 1, quantidade: 10, faturamento: 2500, participacao_pct: 25 },
      { classe: 'C', produtos: 1, quantidade: 10, faturamento: 1500, participacao_pct: 15 },
    ],
  };
}

function montar(resposta: unknown) {
  http.get.mockResolvedValue({ data: resposta });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/reports/catalog?periodo=personalizado&inicio=2026-10-29&fim=2026-11-27']}>
        <CatalogoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CatalogoPage (ABC curve)', () => {
  it('draws the Pareto with the 80 / 95 % lines and lists each class, asking for the period in the URL', async () => {
    montar(abc(null));
    const secao = await screen.findByRole('region', { name: 'Curva ABC' });
    // the chart is a lazy chunk: on a loaded machine it may take a while to arrive
    const grafico = await within(secao).findByTestId('grafico', {}, { timeout: 5000 });
    expect(grafico).toHaveAttribute('data-tipo', 'pareto');
    expect(grafico).toHaveAttribute('data-categorias', 'Calabresa|Mussarela|Água');
    expect(grafico).toHaveAttribute('data-limites', '80|95');
    const tabela = within(secao).getByRole('table', { name: 'Curva ABC' });
    expect(within(tabela).getByText('R$ 6.000,00')).toBeInTheDocument();
    expect(within(tabela).getByText('85,0 %')).toBeInTheDocument();
    // no CMV from the API (no technical sheets yet): no column of dashes
    expect(within(tabela).queryByRole('columnheader', { name: 'CMV' })).not.toBeInTheDocument();
    expect(within(secao).getByTestId('classe-A')).toHaveTextContent('A: 1 produtos · 60,0 %');
    expect(http.get).toHaveBeenCalledWith(
      '/relatorios/catalogo/abc',
      expect.objectContaining({ params: { inicio: '2026-10-29', fim: '2026-11-27', criterio: 'faturamento' } }),
    );

    await userEvent.setup().click(within(secao).getByRole('button', { name: 'Quantidade' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith(
        '/relatorios/catalogo/abc',
        expect.objectContaining({ params: expect.objectContaining({ criterio: 'quantidade' }) }),
      ),
    );
  });

  it('shows the CMV column once the API gives it', async () => {
    montar(abc(1850.4));
    const tabela = await screen.findByRole('table', { name: 'Curva ABC' });
    expect(await within(tabela).findByRole('columnheader', { name: 'CMV' })).toBeInTheDocument();
    expect(within(tabela).getByText('R$ 1.850,40')).toBeInTheDocument();
  });

  it('says "Nenhum dado encontrado" for a period without sales, without a chart', async () => {
    montar({ ...abc(null), items: [], total: 0, classes: [] });
    const secao = await screen.findByRole('region', { name: 'Curva ABC' });
    expect(await within(secao).findByText('Nenhum dado encontrado')).toBeInTheDocument();
    expect(within(secao).queryByTestId('grafico')).not.toBeInTheDocument();
    expect(within(secao).getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});
