import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { garconsQuery } from '@/api/mesas.ts';
import '../i18n.ts';
import { EditarComandaDialog } from './editar-comanda-dialog.tsx';

vi.mock('@/api/http.ts', () => ({ http: { get: vi.fn() }, refresher: { getFreshToken: vi.fn() } }));

const comanda = (garcom: { id: number; nome: string } | null) =>
  ({
    id: 7,
    grupo_nome: 'Família',
    pessoas_qtd: 2,
    garcom_id: garcom?.id ?? null,
    garcom_nome: garcom?.nome ?? null,
    taxa_servico_percent: 10,
    taxa_servico_default_aplicar: true,
  }) as unknown as Comanda;

function renderizar(c: Comanda) {
  const qc = new QueryClient();
  qc.setQueryData(garconsQuery().queryKey, {
    items: [
      { id: 1, nome: 'Ana' },
      { id: 2, nome: 'Bruno' },
    ],
  });
  const onSalvar = vi.fn().mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={qc}>
      <EditarComandaDialog comanda={c} onSalvar={onSalvar} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return onSalvar;
}

describe("the tab's waiter", () => {
  it('picks another waiter of the team and sends their id', async () => {
    const onSalvar = renderizar(comanda({ id: 1, nome: 'Ana' }));
    const user = userEvent.setup();
    const campo = screen.getByRole('combobox', { name: 'Garçom' });
    expect(campo).toHaveTextContent('Ana');
    await user.click(campo);
    const opcoes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['Sem garçom', 'Ana', 'Bruno']);
    await user.click(opcoes[2]!);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSalvar).toHaveBeenCalledWith(expect.objectContaining({ garcom_id: 2 })));
  });

  it('keeps a waiter who left the list (deactivated) under their name, so the rest of the tab can be saved', async () => {
    const onSalvar = renderizar(comanda({ id: 9, nome: 'Carlos (saiu)' }));
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Garçom' })).toHaveTextContent('Carlos (saiu)');
    await user.clear(screen.getByRole('spinbutton', { name: 'Pessoas' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Pessoas' }), '4');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSalvar).toHaveBeenCalledWith(expect.objectContaining({ garcom_id: 9, pessoas_qtd: 4 })),
    );
  });

  it('a tab without a waiter can be given one, and one can be taken off', async () => {
    const onSalvar = renderizar(comanda(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Garçom' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Bruno' }));
    expect(screen.getByRole('combobox', { name: 'Garçom' })).toHaveTextContent('Bruno');
    await user.click(screen.getByRole('combobox', { name: 'Garçom' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Sem garçom' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSalvar).toHaveBeenCalledWith(expect.objectContaining({ garcom_id: null })));
  });
});
