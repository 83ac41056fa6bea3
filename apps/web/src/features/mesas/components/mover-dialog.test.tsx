import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import type { Painel } from '@app/shared/schemas/mesas.ts';
import { painelQuery } from '@/api/mesas.ts';
import '../i18n.ts';
import { MoverDialog } from './mover-dialog.tsx';

vi.mock('@/api/http.ts', () => ({ http: { get: vi.fn() }, refresher: { getFreshToken: vi.fn() } }));

const resumo = (id: number, grupo: string, status: 'aberta' | 'quitada') => ({
  id,
  grupo_nome: grupo,
  pessoas_qtd: 2,
  garcom_id: null,
  garcom_nome: null,
  status,
  aberta_em: '2026-11-27T20:00:00Z',
  preconta_em: null,
  total: 10,
  pago: 0,
  saldo: 10,
});
const mesa = (id: number, nome: string, comandas: ReturnType<typeof resumo>[]) => ({
  id,
  nome,
  area: 'Salão',
  lugares: 4,
  ativo: true,
  estado: comandas.length ? ('ocupada' as const) : ('livre' as const),
  comandas,
});
const painel: Painel = {
  mesas: [
    mesa(1, '1', [resumo(7, 'Nossa', 'aberta')]),
    mesa(2, '2', [resumo(8, 'Vizinha', 'aberta'), resumo(9, 'Já paga', 'quitada')]),
    mesa(3, '3', []),
  ],
};
const comanda = {
  id: 7,
  mesa_id: 1,
  itens: [
    { id: 70, nome: 'Chopp', quantidade: 3, quantidade_paga: 1, status: 'enviado' },
    { id: 71, nome: 'Água', quantidade: 1, quantidade_paga: 0, status: 'cancelado' },
  ],
} as unknown as Comanda;

function renderizar(modo: 'transferir_itens' | 'mover_mesa') {
  const qc = new QueryClient();
  qc.setQueryData(painelQuery().queryKey, painel);
  const onConfirmar = vi.fn().mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={qc}>
      <MoverDialog comanda={comanda} modo={modo} onConfirmar={onConfirmar} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return onConfirmar;
}

describe('MoverDialog', () => {
  it('transfers unpaid units to another open tab: targets are the other open tabs, cancelled lines are not offered', async () => {
    const onConfirmar = renderizar('transferir_itens');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Comanda de destino' }));
    const opcoes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['2 · Vizinha']);
    await user.click(opcoes[0]!);
    expect(screen.queryByText(/Água/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '3× Chopp' }));
    expect(screen.getByRole('spinbutton', { name: 'Qtd.' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onConfirmar).toHaveBeenCalledWith(8, [{ item_id: 70, quantidade: 2 }]));
  });

  it('moves the tab to another table: every other active table is a target', async () => {
    const onConfirmar = renderizar('mover_mesa');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Mesa de destino' }));
    const opcoes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['Salão · 2', 'Salão · 3']);
    await user.click(opcoes[1]!);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onConfirmar).toHaveBeenCalledWith(3, []));
  });
});
