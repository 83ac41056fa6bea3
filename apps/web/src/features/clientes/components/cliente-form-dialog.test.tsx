import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClienteFormDialog } from './cliente-form-dialog.tsx';

describe('ClienteFormDialog', () => {
  it('validates with the shared schema: required name and a Brazilian phone with DDD, in Portuguese', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ClienteFormDialog open onClose={() => {}} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText(/Telefone/), '98765-4321');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Informe um telefone válido com DDD')).toBeInTheDocument();
  }, 20_000); // MUI + user-event typing is slow in jsdom on a busy 2-core machine
});
