import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { pedido } from '../test-fixtures.ts';
import { AcoesDoCard } from './acoes-card.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));
// QZ Tray is the counter's local program: the card hands the documents to the printing module, tested there
const imprimir = vi.hoisted(() => vi.fn());
vi.mock('@/lib/qz/documentos.ts', () => ({
  documentosDoPedido: (_p: unknown, _c: unknown, _tz: string, quais: string) => [{ quais }],
  imprimirDocumentos: imprimir,
}));

beforeEach(() => {
  vi.clearAllMocks();
  http.get.mockImplementation(async (url: string) => {
    if (url === '/impressao/configuracao') return { data: { largura: 80 } };
    if (url === '/entregadores')
      return {
        data: {
          items: [
            { id: 3, nome: 'Rui', ativo: true },
            { id: 4, nome: 'Bia', ativo: true },
          ],
          total: 2,
        },
      };
    throw new Error(`GET inesperado ${url}`);
  });
  http.patch.mockImplementation(async (url: string, body: Record<string, unknown>) => ({
    data: pedido({ ...(url.endsWith('/status') ? { status: body.status as Pedido['status'] } : {}) }),
  }));
});

function renderCard(p: Pedido, podeGerenciar = true, podeImprimir = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpen = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <AcoesDoCard
        pedido={p}
        timezone="America/Sao_Paulo"
        podeGerenciar={podeGerenciar}
        podeImprimir={podeImprimir}
        onOpen={onOpen}
      />
    </QueryClientProvider>,
  );
  return onOpen;
}

const statusCalls = () => http.patch.mock.calls.filter((c) => String(c[0]).endsWith('/status'));

describe('actions on the board card', { timeout: 30_000 }, () => {
  it('one tap advances: "Aceitar" on a waiting order, the next status otherwise', async () => {
    renderCard(pedido({ id: 9, numero_pedido: 109, status: 'pendente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar, pedido #109' }));
    expect(http.patch).toHaveBeenCalledWith('/pedidos/9/status', { status: 'preparacao' });
  });

  it('a delivery without courier asks who takes it before "Saiu para entrega"', async () => {
    renderCard(pedido({ id: 9, numero_pedido: 109, status: 'pronto', tipo: 'delivery', entregador_id: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Saiu para entrega, pedido #109' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Quem leva o pedido #109?' });
    expect(statusCalls()).toHaveLength(0);
    await userEvent.click(await within(dialogo).findByRole('radio', { name: 'Bia' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Atribuir e enviar' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(http.patch.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['/pedidos/9', { entregador_id: 4 }],
      ['/pedidos/9/status', { status: 'em_entrega' }],
    ]);
  });

  it('with a courier set, "Saiu para entrega" is one tap', async () => {
    renderCard(pedido({ id: 9, numero_pedido: 109, status: 'pronto', entregador_id: 3, entregador_nome: 'Rui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saiu para entrega, pedido #109' }));
    expect(http.patch).toHaveBeenCalledWith('/pedidos/9/status', { status: 'em_entrega' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the ⋮ menu sets any status the rules allow directly', async () => {
    renderCard(pedido({ id: 9, numero_pedido: 109, status: 'pendente', tipo: 'retirada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mais ações do pedido #109' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual([
      'Ver detalhes',
      'Mudar para Em preparação',
      'Mudar para Aguardando retirada',
      'Mudar para Concluído',
      'Cancelar pedido',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mudar para Concluído' }));
    expect(http.patch).toHaveBeenCalledWith('/pedidos/9/status', { status: 'concluido' });
  });

  it('assigns a courier from the card', async () => {
    renderCard(pedido({ id: 9, numero_pedido: 109, status: 'preparacao', tipo: 'delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entregador do pedido #109: Sem entregador' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Entregador do pedido #109' });
    await userEvent.click(await within(dialogo).findByRole('radio', { name: 'Rui' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Atribuir' }));
    await waitFor(() => expect(http.patch).toHaveBeenCalledWith('/pedidos/9', { entregador_id: 3 }));
    expect(statusCalls()).toHaveLength(0);
  });

  it('prints the receipt or the kitchen ticket from the card, without opening the order', async () => {
    imprimir.mockResolvedValue(undefined);
    http.post.mockResolvedValue({ data: {} });
    const onOpen = renderCard(pedido({ id: 9, numero_pedido: 109 }), false, true);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir pedido #109' }));
    const menu = await screen.findByRole('menu');
    const cozinha = within(menu).getByRole('menuitem', { name: 'Via da cozinha' });
    await waitFor(() => expect(cozinha).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(cozinha);
    await waitFor(() => expect(imprimir).toHaveBeenCalledWith(null, [{ quais: 'cozinha' }], 'pedido-109-cozinha'));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('a card asks for the print settings when its print menu first opens, not when it mounts', async () => {
    renderCard(pedido({ id: 9, numero_pedido: 109 }), true, true);
    expect(http.get).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir pedido #109' }));
    await screen.findByRole('menu');
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/impressao/configuracao', expect.anything()));
  });

  it('without pedidos.gerenciar the card has no status actions', () => {
    renderCard(pedido({ status: 'pendente' }), false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
