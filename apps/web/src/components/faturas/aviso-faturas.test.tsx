import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { gerarBrCode } from '@app/shared/domain/pix.ts';
import { AVISO_OCULTO_KEY, AvisoFaturas } from './aviso-faturas.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../api/http.ts', () => ({ http: { get } }));

const PIX = gerarBrCode({
  chave: '+5541998765432',
  nome: 'Plataforma',
  cidade: 'Curitiba',
  valorCentavos: 14990,
  txid: 'FAT7',
});
const fatura = {
  id: 7,
  empresa_id: 1,
  empresa_nome: 'Pizzaria Demo',
  mes: 11,
  ano: 2026,
  valor: 149.9,
  vencimento: '2026-11-10',
  due_date: '2026-11-10',
  status: 'aberta',
  atrasada: true,
  dias_para_vencer: -3,
  observacao: null,
  pago_em: null,
  criado_em: '2026-11-01T00:00:00.000Z',
  pix: PIX,
};
const pix = {
  fatura_id: 7,
  pix: PIX,
  txid: 'FAT7',
  valor: 149.9,
  vencimento: '2026-11-10',
  due_date: '2026-11-10',
  recebedor: { nome: 'Plataforma', cidade: 'Curitiba', chave: '+5541998765432' },
};

function renderAviso(ativo = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AvisoFaturas ativo={ativo} timezone="America/Sao_Paulo" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/faturas/aviso') return { data: [fatura, { ...fatura, id: 8, mes: 12, atrasada: false }] };
    if (url === '/faturas/7/pix') return { data: pix };
    throw new Error(`unexpected ${url}`);
  });
});

describe('the subscription banner', () => {
  it('warns of the overdue invoice and opens its Pix: QR code, copia e cola and the copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAviso();
    const aviso = await screen.findByTestId('aviso-faturas');
    expect(aviso).toHaveTextContent('A fatura de 11/2026 está vencida desde 10/11/2026.');
    expect(aviso).toHaveTextContent('Mais 1 fatura(s) em aberto.');
    await userEvent.click(within(aviso).getByRole('button', { name: 'Pagar com Pix' }));
    // the dialog's code loads on demand (lazy): allow for a slow first import
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByTestId('pix-qr')).toBeInTheDocument();
    expect(within(dialog).getByTestId('pix-copia-e-cola')).toHaveValue(PIX);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(PIX);
  });

  it('hidden for the rest of the day once dismissed, and not even asked for', async () => {
    const { unmount } = renderAviso();
    const aviso = await screen.findByTestId('aviso-faturas');
    await userEvent.click(within(aviso).getByRole('button', { name: 'Ocultar por hoje' }));
    expect(screen.queryByTestId('aviso-faturas')).toBeNull();
    expect(localStorage.getItem(AVISO_OCULTO_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    unmount();
    get.mockClear();
    renderAviso();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('aviso-faturas')).toBeNull();
    expect(get).not.toHaveBeenCalled();
    // a day hidden before is not today
    localStorage.setItem(AVISO_OCULTO_KEY, '2000-01-01');
    renderAviso();
    expect(await screen.findByTestId('aviso-faturas')).toBeInTheDocument();
  });

  it('shows nothing without faturas.ver', async () => {
    renderAviso(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('aviso-faturas')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
