import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setSession } from '../../lib/session.ts';
import { reaberturaPedeConfirmacao, StoreSwitch } from './store-switch.tsx';
import { AcceptanceSwitch, DeliveryTimeSelect } from './acceptance-and-time.tsx';

const get = vi.hoisted(() => vi.fn());
const patch = vi.hoisted(() => vi.fn());
vi.mock('../../api/http.ts', () => ({ http: { get, patch } }));

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
let status: Record<string, unknown>;
const core = { empresa_id: 1, tempo_entrega_padrao: 45, auto_aceite_pedidos: false, volume_alerta: 0.7 };

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  status = { aberta: true, fechado_ate: null, nome_empresa: 'Pizzaria Demo', motivo: null, motivo_fechamento: null };
  get.mockImplementation(async (url: string) => ({
    data: url.endsWith('/status') ? status : url.endsWith('/configuracoes-core') ? core : empresa,
  }));
  setSession({
    token: 't',
    empresa_id: 1,
    timezone: 'America/Sao_Paulo',
    cor_menu: '#000',
    nome_empresa: 'Pizzaria Demo',
    usuario_id: 1,
    usuario_nome: 'A',
    role: 'atendente',
    superadmin: false,
    permissoes: ['loja.operar'],
    email: 'a@a',
  });
});
afterEach(() => {
  vi.useRealTimers();
});

// generous timeout: userEvent + MUI menus take seconds on a loaded 2-core machine
describe('store controls on the orders top bar', { timeout: 20_000 }, () => {
  // The clock is pinned (Date only: userEvent, MUI and react-query keep real timers). On the real clock the label
  // was asserted as a bare time, which failed from 23:30 to midnight in São Paulo: the closing then ends tomorrow and
  // the label rightly carries the date.
  it.each([
    ['at noon: the time alone', '2026-03-10T15:00:00Z', 'Fechada até 12:30'],
    ['at 23:45: it ends tomorrow, so the date too', '2026-03-11T02:45:00Z', 'Fechada até 11/03/2026, 00:15'],
  ])('closing for 30 minutes sends the spec fields and shows until when (%s)', async (_caso, agora, rotulo) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(agora) });
    const ate = new Date(Date.parse(agora) + 30 * 60_000);
    patch.mockClear();
    patch.mockImplementation(async (_url: string, body: Record<string, unknown>) => {
      status = {
        aberta: false,
        fechado_ate: body.fechamento_ate,
        nome_empresa: 'Pizzaria Demo',
        motivo: 'fechamento_temporario',
        motivo_fechamento: 'Fechada temporariamente',
      };
      return {
        data: {
          ...empresa,
          fechamento_temporario_ativo: true,
          fechamento_ate: body.fechamento_ate,
          motivo_fechamento: body.motivo_fechamento,
        },
      };
    });
    renderWith(<StoreSwitch empresaId={1} podeOperar />);
    expect(await screen.findByText('Loja aberta', { selector: '[data-testid=status-loja]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Loja aberta' })).toBeEnabled());
    await userEvent.click(screen.getByRole('switch', { name: 'Loja aberta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Fechar por 30 minutos' }));
    const [url, body] = patch.mock.calls[0]!;
    expect(url).toBe('/empresas/1');
    expect(body).toMatchObject({ fechamento_temporario_ativo: true, motivo_fechamento: 'Fechada temporariamente' });
    expect(body.fechamento_ate).toBe(ate.toISOString());
    await waitFor(() => expect(screen.getByTestId('status-loja')).toHaveTextContent(new RegExp(`^${rotulo}$`)));
    expect(screen.getByRole('switch', { name: 'Loja aberta' })).not.toBeChecked();
  });

  it('switching on reopens (clears the closing and sets aberto)', async () => {
    get.mockImplementation(async (url: string) => ({
      data: url.endsWith('/status') ? { ...status, aberta: false, motivo: 'fechada' } : { ...empresa, aberto: false },
    }));
    patch.mockResolvedValue({ data: empresa });
    renderWith(<StoreSwitch empresaId={1} podeOperar />);
    await waitFor(() => expect(screen.getByTestId('status-loja')).toHaveTextContent('Loja fechada'));
    await userEvent.click(screen.getByRole('switch', { name: 'Loja aberta' }));
    expect(patch).toHaveBeenCalledWith('/empresas/1', { aberto: true, fechamento_temporario_ativo: false });
  });

  it('reopening a store closed until the end of the day asks first; a short pause reopens at once', async () => {
    patch.mockClear();
    const ate = new Date(Date.now() + 5 * 60 * 60_000).toISOString();
    get.mockImplementation(async (url: string) => ({
      data: url.endsWith('/status')
        ? { ...status, aberta: false, motivo: 'fechamento_temporario', fechado_ate: ate }
        : { ...empresa, fechamento_temporario_ativo: true, fechamento_ate: ate },
    }));
    patch.mockResolvedValue({ data: empresa });
    renderWith(<StoreSwitch empresaId={1} podeOperar />);
    await waitFor(() => expect(screen.getByTestId('status-loja')).toHaveTextContent(/^Fechada até/));
    await userEvent.click(screen.getByRole('switch', { name: 'Loja aberta' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reabrir a loja?' });
    expect(patch).not.toHaveBeenCalled();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reabrir agora' }));
    expect(patch).toHaveBeenCalledWith('/empresas/1', { aberto: true, fechamento_temporario_ativo: false });

    const fim = new Date('2026-03-10T23:59:00Z');
    expect(reaberturaPedeConfirmacao(fim.toISOString(), fim, new Date('2026-03-10T23:30:00Z'))).toBe(true);
    expect(reaberturaPedeConfirmacao('2026-03-10T20:30:00Z', fim, new Date('2026-03-10T20:00:00Z'))).toBe(false);
  });

  it('saves the acceptance mode and the delivery time through configuracoes-core/{campo}', async () => {
    patch.mockImplementation(async (url: string, body: { valor: unknown }) => ({
      data: { campo: url.split('/').pop(), valor: body.valor },
    }));
    renderWith(
      <>
        <AcceptanceSwitch empresaId={1} podeOperar />
        <DeliveryTimeSelect empresaId={1} podeOperar />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('modo-aceite')).toHaveTextContent('Aceite manual'));
    await userEvent.click(screen.getByRole('switch', { name: 'Aceitar pedidos automaticamente' }));
    expect(patch).toHaveBeenCalledWith('/empresas/1/configuracoes-core/auto_aceite_pedidos', { valor: true });
    await waitFor(() => expect(screen.getByTestId('modo-aceite')).toHaveTextContent('Aceite automático'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Tempo de entrega' }));
    await userEvent.click(await screen.findByRole('option', { name: '60 min' }));
    expect(patch).toHaveBeenCalledWith('/empresas/1/configuracoes-core/tempo_entrega_padrao', { valor: 60 });
  });

  it('without loja.operar the controls are read-only', async () => {
    renderWith(<StoreSwitch empresaId={1} podeOperar={false} />);
    await waitFor(() => expect(screen.getByTestId('status-loja')).toHaveTextContent('Loja aberta'));
    expect(screen.getByRole('switch', { name: 'Loja aberta' })).toBeDisabled();
  });
});
