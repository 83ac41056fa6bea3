import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTRO_VAZIO } from '../quadro.ts';
import { FiltrosQuadro } from './filtros-quadro.tsx';

describe('FiltrosQuadro', () => {
  it('mounts a select on first use: the stand-in opens the real one, and choosing filters', async () => {
    const onChange = vi.fn();
    render(<FiltrosQuadro filtro={FILTRO_VAZIO} canais={['balcao', 'whatsapp']} onChange={onChange} />);
    // before any use: stand-ins, no listbox and no option rendered anywhere
    const canal = screen.getByRole('combobox', { name: 'Canal' });
    expect(canal).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await userEvent.click(canal);
    // the real select, already open, with the channels the board holds
    const opcoes = await screen.findAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['Todos', 'Balcão', 'WhatsApp']);
    await userEvent.click(screen.getByRole('option', { name: 'WhatsApp' }));
    expect(onChange).toHaveBeenCalledWith({ ...FILTRO_VAZIO, canal: 'whatsapp' });
  });

  it('opens from the keyboard and shows a chosen value', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<FiltrosQuadro filtro={FILTRO_VAZIO} canais={[]} onChange={onChange} />);
    screen.getByRole('combobox', { name: 'Tipo' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Delivery' }));
    expect(onChange).toHaveBeenCalledWith({ ...FILTRO_VAZIO, tipo: 'delivery' });
    rerender(<FiltrosQuadro filtro={{ ...FILTRO_VAZIO, tipo: 'delivery' }} canais={[]} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveTextContent('Delivery');
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });
});
