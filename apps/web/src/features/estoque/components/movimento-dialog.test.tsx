import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from '@/components/feedback/snackbar-provider.tsx';
import { MovimentoDialog } from './movimento-dialog.tsx';
import '../i18n.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

const oleo = { id: 3, nome: 'Azeite', unidade_padrao: 'L', fornecedor_id: 9, qtde_amigavel: '2,000 L' };

function renderizar() {
  http.get.mockImplementation(async (url: string) =>
    url === '/fornecedores'
      ? { data: { items: [{ id: 9, nome: 'Empório Sul' }], total: 1 } }
      : { data: { items: [oleo], total: 1 } },
  );
  http.post.mockResolvedValue({ data: { movimento: {}, insumo: { nome: 'Azeite', qtde_amigavel: '7,000 L' } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <MovimentoDialog onClose={onClose} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup(), dialogo: screen.getByRole('dialog', { name: 'Lançar movimento' }) };
}

/** By keyboard, as a cashier does: type, wait for the server's match, arrow down, Enter. */
async function escolherAzeite(user: ReturnType<typeof userEvent.setup>, dialogo: HTMLElement) {
  const campo = within(dialogo).getByRole('combobox', { name: /^Ingrediente/ });
  await user.type(campo, 'Aze');
  await waitFor(() =>
    expect(http.get).toHaveBeenCalledWith(
      '/insumos',
      expect.objectContaining({ params: expect.objectContaining({ search: 'Aze' }) }),
    ),
  );
  await screen.findByRole('option', { name: 'Azeite' });
  await user.keyboard('{ArrowDown}{Enter}');
  await within(dialogo).findByText('Saldo: 2,000 L');
}

describe('MovimentoDialog', () => {
  it('a purchase needs its ingredient, quantity and total cost, and sends them in the unit typed', async () => {
    const { user, dialogo, onClose } = renderizar();
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findAllByText('Este campo é obrigatório')).toHaveLength(3);
    expect(http.post).not.toHaveBeenCalled();

    await escolherAzeite(user, dialogo);
    // the ingredient's unit, its family only, and its usual supplier
    expect(within(dialogo).getByRole('combobox', { name: 'Unidade' })).toHaveTextContent('L');
    expect(within(dialogo).getByRole('combobox', { name: 'Fornecedor' })).toHaveTextContent('Empório Sul');
    await user.click(within(dialogo).getByRole('combobox', { name: 'Unidade' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['L', 'ml']);
    await user.click(screen.getByRole('option', { name: 'ml' }));
    await user.type(within(dialogo).getByLabelText(/^Quantidade/), '5000');
    expect(within(dialogo).getByText('= 5.000 ml')).toBeInTheDocument();
    await user.type(within(dialogo).getByLabelText(/^Custo total da compra/), '150,00');
    expect(within(dialogo).getByText('Custo por ml: R$ 0,03/ml')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/estoque/movimentos', {
        tipo: 'entrada_compra',
        insumo_id: 3,
        qtde: '5000',
        unidade: 'ml',
        custo_total: '150,00',
        fornecedor_id: 9,
        observacao: null,
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('an inventory count takes the counted quantity, no cost, and explains what it does', async () => {
    const { user, dialogo } = renderizar();
    await user.click(within(dialogo).getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Inventário (contagem)' }));
    expect(within(dialogo).getByText(/O saldo passa a ser a quantidade contada/)).toBeInTheDocument();
    expect(within(dialogo).queryByLabelText(/^Custo total/)).toBeNull();
    await escolherAzeite(user, dialogo);
    await user.type(within(dialogo).getByLabelText(/^Quantidade contada/), '0');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/estoque/movimentos', {
        tipo: 'ajuste_inventario',
        insumo_id: 3,
        qtde: '0',
        unidade: 'L',
        observacao: null,
      }),
    );
  });
});
