import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WhatsappPage } from './whatsapp-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));
vi.mock('@/lib/use-session.ts', () => ({
  useSession: () => ({
    role: 'gerente',
    permissoes: ['whatsapp.gerenciar'],
    superadmin: false,
    timezone: 'America/Sao_Paulo',
  }),
}));

describe('WhatsappPage', () => {
  it('sem gateway no servidor, a tela diz isso claramente e não oferece conectar', async () => {
    http.get.mockResolvedValue({ data: { gateway_configurado: false, instancia: null, aviso: null } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WhatsappPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('whatsapp-nao-configurado')).toHaveTextContent(
      'O WhatsApp não está configurado neste servidor',
    );
    expect(screen.queryByRole('button', { name: 'Conectar WhatsApp' })).toBeNull();
  });
});
