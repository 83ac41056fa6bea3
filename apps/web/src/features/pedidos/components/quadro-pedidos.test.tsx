import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGORA, minutosAtras, pedido } from '../test-fixtures.ts';
import { agruparPedidos, aguardandoAceite, chaveStatus, FILTRO_VAZIO, filtrarPedidos } from '../quadro.ts';
import { QuadroPedidos } from './quadro-pedidos.tsx';

function telaLarga(largo: boolean) {
  // MUI's useMediaQuery reads matchMedia; jsdom has none
  window.matchMedia = ((q: string) => ({
    matches: largo && q.includes('min-width'),
    media: q,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const pedidos = [
  pedido({
    id: 1,
    numero_pedido: 101,
    status: 'pendente',
    visto: false,
    data_criacao: minutosAtras(2),
    status_em: minutosAtras(2),
  }),
  pedido({
    id: 2,
    numero_pedido: 102,
    status: 'preparacao',
    data_criacao: minutosAtras(50),
    status_em: minutosAtras(45),
  }),
  pedido({
    id: 3,
    numero_pedido: 103,
    status: 'preparacao',
    data_criacao: minutosAtras(12),
    status_em: minutosAtras(10),
  }),
  pedido({ id: 4, numero_pedido: 104, status: 'pronto', tipo: 'retirada', nome_cliente: 'João' }),
  pedido({ id: 5, numero_pedido: 105, status: 'em_entrega' }),
  pedido({ id: 6, numero_pedido: 106, status: 'concluido', status_em: minutosAtras(1) }),
  pedido({ id: 7, numero_pedido: 107, status: 'cancelado', status_em: minutosAtras(3) }),
];

describe('board rules', () => {
  it('groups open orders by status, oldest first, and folds finished ones newest first', () => {
    const q = agruparPedidos(pedidos);
    expect(q.colunas.pendente.map((p) => p.numero_pedido)).toEqual([101]);
    expect(q.colunas.preparacao.map((p) => p.numero_pedido)).toEqual([102, 103]);
    expect(q.colunas.pronto.map((p) => p.numero_pedido)).toEqual([104]);
    expect(q.colunas.em_entrega.map((p) => p.numero_pedido)).toEqual([105]);
    expect(q.finalizados.map((p) => p.numero_pedido)).toEqual([106, 107]);
  });

  it('labels a ready pickup order "Aguardando retirada" and a ready delivery "Pronto"', () => {
    expect(chaveStatus('pronto', 'retirada')).toBe('status.pronto_retirada');
    expect(chaveStatus('pronto', 'delivery')).toBe('status.pronto');
  });
});

describe('board search and filters', () => {
  const numeros = (f: Partial<typeof FILTRO_VAZIO>) =>
    filtrarPedidos(pedidos, { ...FILTRO_VAZIO, ...f }).map((p) => p.numero_pedido);
  const lista = [
    pedido({ id: 1, numero_pedido: 12, nome_cliente: 'João Araújo', telefone: '+5541988001895', canal: 'whatsapp' }),
    pedido({ id: 2, numero_pedido: 120, nome_cliente: 'Ana', telefone: '+5541333344444', tipo: 'retirada' }),
    pedido({ id: 3, numero_pedido: 7, nome_cliente: null, telefone: null, canal: 'site' }),
  ];
  const achar = (f: Partial<typeof FILTRO_VAZIO>) =>
    filtrarPedidos(lista, { ...FILTRO_VAZIO, ...f }).map((p) => p.numero_pedido);

  it('finds by number (exactly), by name without accents or case, by phone digits', () => {
    expect(achar({ busca: '12' })).toEqual([12]);
    expect(achar({ busca: '#120' })).toEqual([120]);
    expect(achar({ busca: 'joao ARAUJO' })).toEqual([12]);
    expect(achar({ busca: '98800-1895' })).toEqual([12]);
    expect(achar({ busca: '3333' })).toEqual([120]);
    expect(achar({ busca: 'ninguém' })).toEqual([]);
  });
  it('filters by type and channel, and combines them with the search', () => {
    expect(achar({ tipo: 'retirada' })).toEqual([120]);
    expect(achar({ canal: 'site' })).toEqual([7]);
    expect(achar({ tipo: 'delivery', busca: 'ana' })).toEqual([]);
    expect(numeros({})).toHaveLength(pedidos.length);
  });
  it('counts the orders waiting for acceptance (the tab title)', () => {
    expect(aguardandoAceite(pedidos)).toBe(1);
  });
});

describe('QuadroPedidos', { timeout: 30_000 }, () => {
  it('shows one column per open status on wide screens with cards, labels and the late highlight', async () => {
    telaLarga(true);
    const onOpen = vi.fn();
    render(<QuadroPedidos pedidos={pedidos} agora={AGORA} onOpen={onOpen} />);

    const colunas = within(screen.getByRole('list', { name: 'Status dos pedidos' })).getAllByRole('listitem');
    expect(colunas.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Aguardando aceite1',
      'Em preparação2',
      'Pronto1',
      'Saiu para entrega1',
    ]);

    const atrasado = screen.getByTestId('pedido-card-102');
    expect(atrasado).toHaveAttribute('data-atrasado', 'true');
    expect(within(atrasado).getByText('Atrasado')).toBeInTheDocument();
    expect(within(atrasado).getByTestId('pedido-decorrido')).toHaveTextContent('50 min');
    expect(screen.getByTestId('pedido-card-103')).toHaveAttribute('data-atrasado', 'false');

    const novo = screen.getByTestId('pedido-card-101');
    expect(within(novo).getByText('Novo')).toBeInTheDocument();
    expect(within(novo).getByText('#101')).toBeInTheDocument();
    expect(within(novo).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(novo).getByText('Delivery')).toBeInTheDocument();
    expect(within(novo).getByText('Balcão')).toBeInTheDocument();
    expect(within(novo).getByText('R$ 55,00')).toBeInTheDocument();

    expect(within(screen.getByTestId('pedido-card-104')).getByText('Aguardando retirada')).toBeInTheDocument();

    // the card's button is named by exactly what it shows
    const abrir = within(novo).getByRole('button');
    expect(abrir).toHaveAccessibleName('#101 Novo R$ 55,00 Maria Souza Delivery Balcão 2 min');
    await userEvent.click(abrir);
    expect(onOpen).toHaveBeenCalledWith(1);

    // finished orders are folded away until asked for
    const botao = screen.getByRole('button', { name: /Finalizados \(2\)/ });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByTestId('pedido-card-107')).getByText('Cancelado')).toBeInTheDocument();
  });

  it('uses tabs on phones', async () => {
    telaLarga(false);
    render(<QuadroPedidos pedidos={pedidos} agora={AGORA} onOpen={() => {}} />);
    const abas = screen.getAllByRole('tab');
    expect(abas).toHaveLength(4);
    expect(screen.getByTestId('coluna-pendente')).toContainElement(screen.getByTestId('pedido-card-101'));
    await userEvent.click(screen.getByRole('tab', { name: /Em preparação/ }));
    expect(screen.getByTestId('coluna-preparacao')).toContainElement(screen.getByTestId('pedido-card-102'));
    expect(screen.queryByTestId('pedido-card-101')).not.toBeInTheDocument();
  });

  it('phone tabs follow the tab pattern: one in the Tab order, arrows move, Enter selects, the panel is named', async () => {
    telaLarga(false);
    render(<QuadroPedidos pedidos={pedidos} agora={AGORA} onOpen={() => {}} />);
    const [pendente, preparacao] = screen.getAllByRole('tab');
    expect(pendente).toHaveAttribute('aria-selected', 'true');
    expect(pendente).toHaveAttribute('tabindex', '0');
    expect(preparacao).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', pendente!.id);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^Aguardando aceite/);
    pendente!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(preparacao).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(preparacao).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('coluna-preparacao')).toContainElement(screen.getByTestId('pedido-card-102'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getAllByRole('tab')[3]).toHaveFocus();
  });

  it('renders the finished cards the first time the fold opens, and keeps them when it closes', async () => {
    telaLarga(true);
    render(<QuadroPedidos pedidos={pedidos} agora={AGORA} onOpen={() => {}} />);
    const fold = screen.getByTestId('coluna-finalizados');
    expect(within(fold).queryByTestId('pedido-card-106')).not.toBeInTheDocument();
    const botao = screen.getByRole('button', { name: /Finalizados \(2\)/ });
    // the fold the button controls is there while closed (aria-controls names an element that exists)
    expect(document.getElementById(botao.getAttribute('aria-controls')!)).toBe(fold);
    await userEvent.click(botao);
    expect(within(fold).getByTestId('pedido-card-106')).toBeInTheDocument();
    expect(within(fold).getByTestId('pedido-card-107')).toBeInTheDocument();
    await userEvent.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(within(fold).getByTestId('pedido-card-106')).toBeInTheDocument();
  });

  it('re-renders a card only when its order or the clock changes', () => {
    telaLarga(true);
    // each card renders its action row once per render of the card: a Profiler there counts them
    const renders = new Map<number, number>();
    const acoes = (p: (typeof pedidos)[number]) => (
      <Profiler id={`card-${p.id}`} onRender={() => renders.set(p.id, (renders.get(p.id) ?? 0) + 1)}>
        <span />
      </Profiler>
    );
    const onOpen = () => {};
    const abertos = pedidos.slice(0, 5);
    const { rerender } = render(<QuadroPedidos pedidos={abertos} agora={AGORA} onOpen={onOpen} acoes={acoes} />);
    expect([...renders.values()]).toEqual([1, 1, 1, 1, 1]);

    // the same props again (the page re-rendered for something else): no card renders
    rerender(<QuadroPedidos pedidos={[...abertos]} agora={AGORA} onOpen={onOpen} acoes={acoes} />);
    expect([...renders.values()]).toEqual([1, 1, 1, 1, 1]);

    // one order changed: only its card
    const mudado = abertos.map((p) => (p.id === 3 ? { ...p, nome_cliente: 'Ana' } : p));
    rerender(<QuadroPedidos pedidos={mudado} agora={AGORA} onOpen={onOpen} acoes={acoes} />);
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1 });

    // the clock ticked: every card, so the elapsed times stay right
    rerender(<QuadroPedidos pedidos={mudado} agora={AGORA + 60_000} onOpen={onOpen} acoes={acoes} />);
    expect(Object.fromEntries(renders)).toEqual({ 1: 2, 2: 2, 3: 3, 4: 2, 5: 2 });
    expect(within(screen.getByTestId('pedido-card-101')).getByTestId('pedido-decorrido')).toHaveTextContent('3 min');
  });
});
