import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('is named by its title, confirms with "Excluir" by default and cancels', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title='Excluir "Pizzas"?'
        message="Esta ação não pode ser desfeita."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Excluir "Pizzas"?' })).toHaveTextContent(
      'Esta ação não pode ser desfeita.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while the action runs, with the label the caller gives', () => {
    render(
      <ConfirmDialog
        open
        message="Voltar ao padrão?"
        confirmLabel="Confirmar"
        busy
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });
});
