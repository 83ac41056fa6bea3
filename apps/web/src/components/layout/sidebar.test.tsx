import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Sidebar } from './sidebar.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../api/http.ts', () => ({ http: { get } }));

const empresa = {
  id: 1,
  nome: 'Pizzaria Demo',
  cidade: 'Curitiba',
  uf: 'PR',
  logo_url: null,
  horarios_funcionamento: {},
  cor_menu: '#000000',
  aberto: true,
  fechamento_temporario_ativo: false,
  fechamento_ate: null,
  motivo_fechamento: null,
  timezone: 'America/Sao_Paulo',
};

function answer(routes: Record<string, unknown>) {
  get.mockImplementation(async (url: string) => {
    const data = routes[url];
    if (data instanceof Error) throw data;
    if (data === undefined) throw new Error(`unexpected ${url}`);
    return { data };
  });
}

function renderSidebar(path: string, superadmin = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Sidebar open onClose={() => {}} superadmin={superadmin} empresaId={1} empresaNome="Pizzaria (sessão)" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation');
}

// A Wednesday noon in São Paulo.
const WEDNESDAY = new Date('2026-01-14T15:00:00Z');

describe('Sidebar (spec §2)', () => {
  beforeEach(() => {
    get.mockReset();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
  });

  it('opens the submenu matching the current route, with a back arrow to the main list', async () => {
    answer({
      '/empresas/1': empresa,
      '/horarios/1': { empresa_id: 1, timezone: 'America/Sao_Paulo', horarios_funcionamento: {} },
    });
    const nav = renderSidebar('/admin/catalog/products');
    expect(within(nav).getByText('Catálogo')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/admin/catalog/products');
    expect(within(nav).getByRole('link', { name: 'Opções' })).toBeInTheDocument();
    expect(within(nav).queryByText('Clientes')).not.toBeInTheDocument();

    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Voltar' }));
    expect(within(nav).getByRole('link', { name: 'Clientes' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Estoque' })).toBeInTheDocument();
  });

  it('keeps the keyboard focus inside the drawer when switching lists (Escape then still closes it)', async () => {
    answer({
      '/empresas/1': empresa,
      '/horarios/1': { empresa_id: 1, timezone: 'America/Sao_Paulo', horarios_funcionamento: {} },
    });
    const nav = renderSidebar('/admin/catalog/products');
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Voltar' }));
    expect(within(nav).getByRole('button', { name: 'Catálogo' })).toHaveFocus();
    await user.click(within(nav).getByRole('button', { name: 'Estoque' }));
    expect(within(nav).getByRole('button', { name: 'Voltar' })).toHaveFocus();
  });

  it('opens no submenu for a top-level entry (Funil de vendas lives under reports/ but is top level)', () => {
    answer({
      '/empresas/1': empresa,
      '/horarios/1': { empresa_id: 1, timezone: 'America/Sao_Paulo', horarios_funcionamento: {} },
    });
    const nav = renderSidebar('/admin/reports/clients');
    expect(within(nav).queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Funil de vendas' })).toBeInTheDocument();
  });

  it('hides Cadastros from non-superadmins and shows it to superadmins', () => {
    answer({
      '/empresas/1': empresa,
      '/horarios/1': { empresa_id: 1, timezone: 'America/Sao_Paulo', horarios_funcionamento: {} },
    });
    const nav = renderSidebar('/admin/orders');
    expect(within(nav).queryByText('Cadastros')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Gestão de pedidos' })).toBeInTheDocument();
  });

  it('shows Cadastros to a superadmin', () => {
    answer({
      '/empresas/1': empresa,
      '/horarios/1': { empresa_id: 1, timezone: 'America/Sao_Paulo', horarios_funcionamento: {} },
    });
    const nav = renderSidebar('/admin/orders', true);
    expect(within(nav).getByRole('button', { name: 'Cadastros' })).toBeInTheDocument();
  });

  it('shows name, Cidade/UF and "Fechado hoje" when there are no hours today', async () => {
    answer({
      '/empresas/1': empresa,
      '/horarios/1': {
        empresa_id: 1,
        timezone: 'America/Sao_Paulo',
        horarios_funcionamento: { sexta: [{ inicio: '18:00', fim: '23:30' }] },
      },
    });
    const nav = renderSidebar('/admin/orders');
    expect(await within(nav).findByText('Pizzaria Demo')).toBeInTheDocument();
    expect(within(nav).getByText('Curitiba/PR')).toBeInTheDocument();
    expect(await within(nav).findByText('Fechado hoje')).toBeInTheDocument();
  });

  it("shows today's hours", async () => {
    answer({
      '/empresas/1': empresa,
      '/horarios/1': {
        empresa_id: 1,
        timezone: 'America/Sao_Paulo',
        horarios_funcionamento: { quarta: [{ inicio: '18:00', fim: '23:30' }] },
      },
    });
    const nav = renderSidebar('/admin/orders');
    expect(await within(nav).findByText('Hoje: 18:00–23:30')).toBeInTheDocument();
  });

  it('falls back to "Horário não disponível" and the session name when the reads fail (spec §8)', async () => {
    answer({ '/empresas/1': new Error('500'), '/horarios/1': new Error('500') });
    const nav = renderSidebar('/admin/orders');
    expect(await within(nav).findByText('Horário não disponível')).toBeInTheDocument();
    expect(within(nav).getByText('Pizzaria (sessão)')).toBeInTheDocument();
  });
});
