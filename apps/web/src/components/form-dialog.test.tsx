import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AxiosError, AxiosHeaders } from 'axios';
import { categoriaBodySchema } from '@app/shared/schemas/catalogo.ts';
import TextField from '@mui/material/TextField';
import { FormDialog } from './form-dialog.tsx';

/** An API error as the HTTP client rejects it: Problem Details in the body. */
function problema(status: number, corpo: object) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'x',
    'ERR_BAD_REQUEST',
    config,
    {},
    { status, statusText: '', headers: {}, config, data: { type: 'about:blank', title: 't', status, ...corpo } },
  );
}

function Dialogo({
  onSubmit,
  onClose = () => {},
  campoDoErro,
}: {
  onSubmit: (v: { nome: string }) => Promise<unknown>;
  onClose?: () => void;
  campoDoErro?: (m: string) => 'nome' | null;
}) {
  const form = useForm({ resolver: zodResolver(categoriaBodySchema), defaultValues: { nome: '' } });
  const erro = form.formState.errors.nome?.message;
  return (
    <FormDialog
      open
      titulo="Nova categoria"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      {...(campoDoErro ? { campoDoErro } : {})}
    >
      <TextField label="Nome" {...form.register('nome')} error={!!erro} helperText={erro} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a named form in a named dialog; the shared schema validates before anything is sent', async () => {
    const onSubmit = vi.fn();
    render(<Dialogo onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Nova categoria' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nova categoria' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while saving, Save and Cancel wait and the form says it is busy; the values are the schema output', async () => {
    const user = userEvent.setup();
    let terminar: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((r) => {
          terminar = r;
        }),
    );
    const onClose = vi.fn();
    render(<Dialogo onSubmit={onSubmit} onClose={onClose} />);
    await user.type(screen.getByLabelText('Nome'), '  Pizzas  ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).toHaveBeenCalledWith({ nome: 'Pizzas' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled(); // a save in flight is not abandoned
    terminar();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  });

  it('puts the server field errors on the fields and shows the rest above the buttons', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        problema(400, {
          detail: 'Dados inválidos',
          errors: [{ campo: 'nome', mensagem: 'Já existe uma categoria com esse nome' }],
        }),
      )
      .mockRejectedValueOnce(problema(409, { detail: 'A categoria mudou em outro lugar' }))
      .mockRejectedValueOnce(new Error('Network Error'));
    render(<Dialogo onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nome'), 'Pizzas');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe uma categoria com esse nome')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A categoria mudou em outro lugar');

    // no answer at all: the generic sentence, never silence
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado. Tente novamente.'),
    );
  });

  it('sends a field-less server sentence to the field it belongs to when asked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(problema(409, { detail: 'Nome já usado por outra categoria' }));
    render(<Dialogo onSubmit={onSubmit} campoDoErro={(m) => (m.includes('Nome') ? 'nome' : null)} />);
    await user.type(screen.getByLabelText('Nome'), 'Pizzas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome já usado por outra categoria')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
