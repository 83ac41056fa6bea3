import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodoSeletor } from './periodo-seletor.tsx';

// 2026-11-29 is a Sunday: "Esta semana" must start on Monday the 23rd, not on that Sunday
const HOJE = '2026-11-29';

function montar(onChange = vi.fn()) {
  render(
    <PeriodoSeletor preset="7dias" periodo={{ inicio: '2026-11-23', fim: HOJE }} hoje={HOJE} onChange={onChange} />,
  );
  return { onChange, user: userEvent.setup() };
}

async function escolher(user: ReturnType<typeof userEvent.setup>, opcao: string) {
  await user.click(screen.getByRole('combobox', { name: 'Período' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: opcao }));
}

describe('PeriodoSeletor', () => {
  it('offers the presets in Portuguese and shows the range as dd/MM/yyyy', async () => {
    const { user } = montar();
    expect(screen.getByTestId('periodo-atual')).toHaveTextContent('23/11/2026 a 29/11/2026');
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    const nomes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(nomes).toEqual([
      'Hoje',
      'Ontem',
      'Esta semana',
      'Últimos 7 dias',
      'Últimos 30 dias',
      'Este mês',
      'Personalizado',
    ]);
  });

  it('answers each preset with its dates, the week from Monday', async () => {
    const { onChange, user } = montar();
    await escolher(user, 'Ontem');
    expect(onChange).toHaveBeenLastCalledWith('ontem', { inicio: '2026-11-28', fim: '2026-11-28' });
    await escolher(user, 'Esta semana');
    expect(onChange).toHaveBeenLastCalledWith('semana', { inicio: '2026-11-23', fim: '2026-11-29' });
    await escolher(user, 'Este mês');
    expect(onChange).toHaveBeenLastCalledWith('mes', { inicio: '2026-11-01', fim: '2026-11-29' });
    await escolher(user, 'Últimos 30 dias');
    expect(onChange).toHaveBeenLastCalledWith('30dias', { inicio: '2026-10-31', fim: '2026-11-29' });
  });

  it('checks a custom range before asking for it', async () => {
    const { onChange, user } = montar();
    await escolher(user, 'Personalizado');
    expect(onChange).not.toHaveBeenCalled();
    const de = screen.getByLabelText('De');
    const ate = screen.getByLabelText('Até');
    // the fields start with the current period
    expect(de).toHaveValue('2026-11-23');

    fireEvent.change(de, { target: { value: '2026-11-20' } });
    fireEvent.change(ate, { target: { value: '2026-11-10' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A data inicial deve ser igual ou anterior à final');

    fireEvent.change(de, { target: { value: '2024-01-01' } });
    fireEvent.change(ate, { target: { value: '2026-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha um período de até 366 dias');

    fireEvent.change(ate, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe as duas datas');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(de, { target: { value: '2026-11-01' } });
    fireEvent.change(ate, { target: { value: '2026-11-15' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onChange).toHaveBeenCalledWith('personalizado', { inicio: '2026-11-01', fim: '2026-11-15' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
