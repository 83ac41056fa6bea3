import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setSessionFromAuth } from '@/lib/session.ts';
import { authResponse, makeToken } from '@/test/fixtures.ts';
import { hojeNoFuso } from '../periodo.ts';
import { ExtratoEntregador } from './extrato-entregador.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

const periodo = { inicio: '2026-11-01', fim: '2026-11-30', dias: 30, timezone: 'America/Sao_Paulo' };
// the research vector V7: 2 days × 60,00 + 14 × 7,00 − an advance of 20,00
const total = {
  periodo,
  entregador: { id: 7, nome: 'Ana', recebe_diaria: true, valor_diaria: 60 },
  entregas: 14,
  taxas: 98,
  dias_trabalhados: 2,
  diarias: 120,
  vales: 20,
  total: 198,
  items: [
    { dia: '2026-11-20', entregas: 7, taxas: 49, diaria: 60, total: 109 },
    { dia: '2026-11-21', entregas: 7, taxas: 49, diaria: 60, total: 109 },
  ],
  total_linhas: 2,
  vales_lista: [{ id: 3, data: '2026-11-20', valor: 20, observacao: 'Gasolina' }],
};
const taxa = {
  periodo,
  entregador: { id: 7, nome: 'Ana' },
  entregas: 0,
  taxas: 0,
  items: [],
  total: 0,
  vales: 20,
  a_pagar: 198,
};

type Get = (url: string, o: { params: Record<string, string> }) => Promise<{ data: unknown }>;

function montar(
  permissoes: string[] = ['*'],
  get: Get = (url) => Promise.resolve({ data: url.endsWith('/total') ? total : taxa }),
) {
  const auth = authResponse(makeToken(900));
  setSessionFromAuth({ ...auth, user: { ...auth.user, permissoes } });
  http.get.mockImplementation(get);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExtratoEntregador id={7} params={{ inicio: '2026-11-01', fim: '2026-11-30' }} onFechar={() => {}} />
    </QueryClientProvider>,
  );
}
afterEach(() => vi.clearAllMocks());

describe('ExtratoEntregador: advances (vales)', () => {
  it('deducts the advances in the totals and lists them', async () => {
    montar();
    const totais = await screen.findByTestId('extrato-totais');
    expect(within(totais).getByText('Vales').nextSibling).toHaveTextContent('− R$ 20,00');
    expect(within(totais).getByText('Total a pagar').nextSibling).toHaveTextContent('R$ 198,00');
    const lista = screen.getByRole('table', { name: 'Vales do período' });
    const linha = within(lista).getByText('Gasolina').closest('tr')!;
    expect(
      within(linha)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['20/11/2026', 'Gasolina', 'R$ 20,00']);
  });

  it('records an advance: value with a comma, today where the business is, a note; refuses zero', async () => {
    const user = userEvent.setup();
    http.post.mockResolvedValue({ data: { id: 4 } });
    montar();
    await user.click(await screen.findByRole('button', { name: 'Registrar vale' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar vale' });
    expect(within(dialogo).getByLabelText(/^Data/)).toHaveValue(hojeNoFuso(new Date(), 'America/Sao_Paulo'));
    await user.type(within(dialogo).getByLabelText(/^Valor/), '0');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('O valor do vale deve ser maior que zero')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await user.clear(within(dialogo).getByLabelText(/^Valor/));
    await user.type(within(dialogo).getByLabelText(/^Valor/), '15,50');
    await user.type(within(dialogo).getByLabelText(/^Observação/), 'Pix');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/entregadores/7/vales', {
        data: hojeNoFuso(new Date(), 'America/Sao_Paulo'),
        valor: '15,50',
        observacao: 'Pix',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes an advance after confirming', async () => {
    const user = userEvent.setup();
    http.delete.mockResolvedValue({ data: { ok: true } });
    montar();
    await user.click(await screen.findByRole('button', { name: 'Excluir o vale de R$ 20,00 de 20/11/2026' }));
    const confirmar = await screen.findByRole('dialog');
    expect(confirmar).toHaveTextContent('O valor volta ao total a pagar');
    await user.click(within(confirmar).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/entregadores/7/vales/3'));
  });

  it('without entrega.gerenciar the advances are shown but not recorded nor removed', async () => {
    montar(['relatorios.ver']);
    expect(await screen.findByText('Gasolina')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar vale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir o vale/ })).not.toBeInTheDocument();
  });
});

describe('ExtratoEntregador: deliveries paged on screen, every one on paper', () => {
  const entrega = (n: number) => ({
    pedido_id: n,
    numero_pedido: 1000 + n,
    data: '2026-11-20T15:00:00Z',
    cliente: `Cliente ${n}`,
    bairro: 'Centro',
    status: 'concluido',
    taxa: 7,
  });
  const TOTAL = 130;

  it('shows a page of 50 and, to print, reads every page of 100 and prints them all', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // what is on paper: the table with every delivery
      const tabela = screen.getByRole('table', { name: 'Entregas do período' });
      expect(within(tabela).getAllByRole('row')).toHaveLength(TOTAL + 1);
    });
    montar(['*'], (url, o) => {
      if (url.endsWith('/total')) return Promise.resolve({ data: total });
      const page = Number(o.params.page);
      const por = Number(o.params.per_page);
      const items = Array.from({ length: TOTAL }, (_, i) => entrega(i + 1)).slice((page - 1) * por, page * por);
      return Promise.resolve({ data: { ...taxa, entregas: TOTAL, total: TOTAL, items } });
    });
    const tabela = await screen.findByRole('table', { name: 'Entregas do período' });
    await waitFor(() => expect(within(tabela).getAllByRole('row')).toHaveLength(51));
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const paginas = http.get.mock.calls
      .filter(([url, o]) => String(url).endsWith('/taxa') && o.params.per_page === '100')
      .map(([, o]) => o.params.page as string);
    expect(paginas).toEqual(['1', '2']);
    // back to the page on screen
    await waitFor(() => expect(within(tabela).getAllByRole('row')).toHaveLength(51));
    print.mockRestore();
  });
});
