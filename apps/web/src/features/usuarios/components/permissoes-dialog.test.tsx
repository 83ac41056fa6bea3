import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PERMISSOES, ROLE_PERMISSOES } from '@app/shared/domain/permissions.ts';
import { PermissoesDialog } from './permissoes-dialog.tsx';

const get = vi.hoisted(() => vi.fn());
const patch = vi.hoisted(() => vi.fn());
vi.mock('@/api/http.ts', () => ({ http: { get, patch } }));

const usuario = {
  id: 9,
  empresa_id: 1,
  nome: 'Ana',
  email: 'ana@a.com',
  role: 'atendente',
  superadmin: false,
  ativo: true,
  ultimo_login: null,
  criado_em: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  get.mockReset();
  patch.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/permissoes')
      return { data: Object.entries(PERMISSOES).map(([chave, descricao]) => ({ chave, descricao })) };
    if (url === '/usuarios/9/permissoes')
      return {
        data: {
          usuario_id: 9,
          role: 'atendente',
          permissoes_role: [...ROLE_PERMISSOES.atendente],
          overrides: { 'relatorios.ver': true },
          permissoes_efetivas: [],
        },
      };
    throw new Error(`unexpected ${url}`);
  });
  patch.mockImplementation(async (_url: string, body: unknown) => ({ data: body }));
});

describe('per-user permission overrides', () => {
  it('shows the current exceptions, recomputes the effective list as they change, and saves the whole map', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PermissoesDialog usuario={usuario} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Permissões de Ana' });
    const efetivas = await within(dialog).findByTestId('permissoes-efetivas');
    expect(efetivas).toHaveTextContent('Ver relatórios');
    expect(efetivas).toHaveTextContent('Ver dados pessoais completos de clientes');
    const linha = within(dialog).getByTestId('permissao-relatorios.ver');
    expect(within(linha).getByRole('button', { name: 'Conceder' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(
      within(within(dialog).getByTestId('permissao-clientes.dados')).getByRole('button', { name: 'Negar' }),
    );
    expect(efetivas).not.toHaveTextContent('Ver dados pessoais completos de clientes');
    await userEvent.click(within(linha).getByRole('button', { name: 'Herdar' }));
    expect(efetivas).not.toHaveTextContent('Ver relatórios');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(patch).toHaveBeenCalledWith('/usuarios/9/permissoes', { overrides: { 'clientes.dados': false } });
  });
});
