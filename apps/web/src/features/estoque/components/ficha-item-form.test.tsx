import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FichaItemForm } from './ficha-item-form.tsx';
import '../i18n.ts';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

const mussarela = {
  id: 7,
  nome: 'Mussarela',
  unidade_padrao: 'kg',
  custo_por_un_base: 0.045,
  qtde_amigavel: '5,000 kg',
};

function renderizar(onSalvar = vi.fn().mockResolvedValue(undefined)) {
  http.get.mockResolvedValue({ data: { items: [mussarela], total: 1 } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FichaItemForm onSalvar={onSalvar} />
    </QueryClientProvider>,
  );
  return { onSalvar, user: userEvent.setup() };
}

/** Types the start of the name, waits for the server's answer to that search, then picks the ingredient. */
async function escolher(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByRole('combobox', { name: /^Ingrediente/ }), 'Mus');
  await waitFor(() =>
    expect(http.get).toHaveBeenCalledWith(
      '/insumos',
      expect.objectContaining({ params: expect.objectContaining({ search: 'Mus' }) }),
    ),
  );
  await user.click(await screen.findByRole('option', { name: 'Mussarela' }));
  await within(form).findByDisplayValue('Mussarela');
}

describe('FichaItemForm', () => {
  it('costs the item live as it is typed, in any unit of the family, and sends what was typed', async () => {
    const { onSalvar, user } = renderizar();
    const form = screen.getByRole('form', { name: 'Adicionar item' });
    await escolher(user, form);
    // a kg ingredient is measured in grams in a recipe
    expect(within(form).getByRole('combobox', { name: 'Unidade' })).toHaveTextContent('g');
    await user.type(within(form).getByLabelText(/^Quantidade/), '200');
    expect(screen.getByTestId('item-custo-previa')).toHaveTextContent('Custo deste item: R$ 9,00');
    const fc = within(form).getByLabelText('Fator de correção');
    await user.clear(fc);
    await user.type(fc, '1,25');
    expect(screen.getByTestId('item-custo-previa')).toHaveTextContent('Custo deste item: R$ 11,25');
    // only units of the ingredient's family are offered
    await user.click(within(form).getByRole('combobox', { name: 'Unidade' }));
    const opcoes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(opcoes).toEqual(['kg', 'g']);
    await user.click(screen.getByRole('option', { name: 'kg' }));
    expect(screen.getByTestId('item-custo-previa')).toHaveTextContent('Custo deste item: R$ 11.250,00');
    await user.click(within(form).getByRole('button', { name: 'Adicionar item' }));
    await waitFor(() =>
      expect(onSalvar).toHaveBeenCalledWith({ insumo_id: 7, quantidade: '200', unidade: 'kg', fator_correcao: '1,25' }),
    );
  });

  it('says what is missing or wrong before calling the API', async () => {
    const { onSalvar, user } = renderizar();
    const form = screen.getByRole('form', { name: 'Adicionar item' });
    await user.type(within(form).getByLabelText(/^Quantidade/), '-3');
    await user.click(within(form).getByRole('button', { name: 'Adicionar item' }));
    expect(await within(form).findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Informe um valor positivo')).toBeInTheDocument();
    expect(onSalvar).not.toHaveBeenCalled();
  });

  it('shows the API refusal (a sheet that would contain itself) under the form', async () => {
    const recusa = Object.assign(new Error('409'), {
      isAxiosError: true,
      response: {
        status: 409,
        data: { detail: 'Ficha técnica contém a si mesma pelas sub-receitas (fichas 3 → 4 → 3)' },
      },
    });
    const { user } = renderizar(vi.fn().mockRejectedValue(recusa));
    const form = screen.getByRole('form', { name: 'Adicionar item' });
    await escolher(user, form);
    await user.type(within(form).getByLabelText(/^Quantidade/), '100');
    await user.click(within(form).getByRole('button', { name: 'Adicionar item' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ficha técnica contém a si mesma');
  });
});
