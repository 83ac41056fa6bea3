import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { InstanciaWhatsapp } from '@app/shared/schemas/whatsapp.ts';
import { AVISO_MODELO_PADRAO, AVISO_STATUS } from '@app/shared/domain/whatsapp-avisos.ts';
import { ConexaoCard } from './conexao-card.tsx';
import { AvisosCard } from './avisos-card.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

function comCliente(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const instancia = (o: Partial<InstanciaWhatsapp>): InstanciaWhatsapp => ({
  estado: 'connecting',
  numero: null,
  nome_perfil: null,
  qr_base64: 'data:image/png;base64,iVBORw0KGgo=',
  pairing_code: null,
  qr_atualizado_em: '2026-11-27T15:30:00Z',
  criado_em: '2026-11-27T15:29:00Z',
  ...o,
});

describe('ConexaoCard', () => {
  it('pareando: mostra o QR, o código de pareamento e a hora em que o QR foi renovado', () => {
    comCliente(
      <ConexaoCard
        timezone="America/Sao_Paulo"
        dados={{ gateway_configurado: true, aviso: null, instancia: instancia({ pairing_code: 'WZYEH1YY' }) }}
      />,
    );
    expect(screen.getByTestId('whatsapp-estado')).toHaveTextContent('Aguardando leitura do QR code');
    expect(screen.getByAltText('QR code')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('Ou digite este código no celular: WZYEH1YY')).toBeInTheDocument();
    expect(screen.getByText('QR code atualizado às 12:30')).toBeInTheDocument();
  });

  it('conectado: o número formatado, sem QR; um problema no gateway aparece como alerta', () => {
    comCliente(
      <ConexaoCard
        timezone="America/Sao_Paulo"
        dados={{
          gateway_configurado: true,
          aviso: 'O gateway do WhatsApp não respondeu a tempo',
          instancia: instancia({ estado: 'open', numero: '+5541999990000', qr_base64: null }),
        }}
      />,
    );
    expect(screen.getByTestId('whatsapp-estado')).toHaveTextContent('Conectado');
    expect(screen.getByText('Conectado ao número (41) 99999-0000')).toBeInTheDocument();
    expect(screen.queryByAltText('QR code')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('O gateway do WhatsApp não respondeu a tempo');
  });
});

describe('AvisosCard', () => {
  it('a prévia preenche as variáveis com exemplos e uma variável errada impede salvar', async () => {
    http.get.mockResolvedValue({
      data: { items: AVISO_STATUS.map((status) => ({ status, ativo: false, modelo: AVISO_MODELO_PADRAO[status] })) },
    });
    comCliente(<AvisosCard />);
    const aviso = await screen.findByTestId('aviso-em_entrega');
    const campo = within(aviso).getByRole('textbox');
    await userEvent.clear(campo);
    await userEvent.type(campo, 'Oi {{nome}, pedido #{{numero}');
    expect(aviso).toHaveTextContent('Prévia: Oi Maria, pedido #1234');
    expect(within(aviso).getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await userEvent.type(campo, ' {{nom}');
    expect(aviso).toHaveTextContent('Variável desconhecida: {nom}');
    expect(within(aviso).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  }, 20_000);
});
