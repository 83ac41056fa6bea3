import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SitePage } from './site-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), patch: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));
vi.mock('@/lib/use-session.ts', () => ({
  useSession: () => ({ role: 'gerente', permissoes: ['configuracoes.gerenciar'], superadmin: false }),
}));

const SITE = {
  slug: 'pizzaria-demo',
  cor_primaria: '#b71c1c',
  cor_secundaria: '#5d4037',
  banner_url: null,
  texto_boas_vindas: 'Bem-vindo!',
  pedido_minimo: 20,
  aceita_pedidos: true,
  url_publica: '/cardapio/pizzaria-demo',
};

const renderizar = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SitePage />
    </QueryClientProvider>,
  );
};

describe('settings/site', () => {
  it('shows the saved settings with a link to the menu, and saves what was changed', async () => {
    http.get.mockResolvedValue({ data: SITE });
    http.patch.mockResolvedValue({ data: { ...SITE, slug: 'nova-pizzaria', url_publica: '/cardapio/nova-pizzaria' } });
    renderizar();
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /Ver o cardápio/ })).toHaveAttribute(
      'href',
      '/cardapio/pizzaria-demo',
    );
    expect(screen.getByLabelText('Pedido mínimo do site')).toHaveValue('20,00');
    const slug = screen.getByLabelText('Endereço do cardápio');
    await user.clear(slug);
    await user.type(slug, 'nova-pizzaria');
    await user.click(screen.getByLabelText('Receber pedidos pelo cardápio online'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(http.patch).toHaveBeenCalledWith('/configuracoes/site', {
      slug: 'nova-pizzaria',
      cor_primaria: '#b71c1c',
      cor_secundaria: '#5d4037',
      banner_url: null,
      texto_boas_vindas: 'Bem-vindo!',
      pedido_minimo: 20,
      aceita_pedidos: false,
    });
    expect(await screen.findByRole('link', { name: /Ver o cardápio/ })).toHaveAttribute(
      'href',
      '/cardapio/nova-pizzaria',
    );
  });

  it("puts the server's field error on the field (a slug in use)", async () => {
    http.get.mockResolvedValue({ data: SITE });
    const erro = Object.assign(new Error('409'), {
      isAxiosError: true,
      response: {
        status: 409,
        data: {
          detail: 'Este endereço já está em uso por outra empresa',
          errors: [{ campo: 'slug', mensagem: 'Este endereço já está em uso por outra empresa' }],
        },
      },
    });
    http.patch.mockRejectedValue(erro);
    renderizar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este endereço já está em uso por outra empresa')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço do cardápio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('without a slug it says the address must be set before sharing', async () => {
    http.get.mockResolvedValue({ data: { ...SITE, slug: null, url_publica: null } });
    renderizar();
    expect(await screen.findByText('Defina o endereço do cardápio para poder divulgá-lo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver o cardápio/ })).toBeNull();
  });
});
