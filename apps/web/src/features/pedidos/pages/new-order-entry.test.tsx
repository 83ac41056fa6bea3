// Order entry at rush hour: what the clerk typed survives, Enter moves on, the menu search knows flavours, prices
// read as charged, no quote for an empty cart, CEP lookup, and the phone layout's bar.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { Cardapio, Cotacao } from '@app/shared/schemas/pedidos-cardapio.ts';
import { NewOrderPage } from './new-order-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

const opcao = (id: number, nome: string, grande: number) => ({
  id,
  nome,
  preco: grande,
  precos_tamanho: { Grande: grande },
});
const cardapio: Cardapio = {
  regra_preco: 'maior',
  produtos: [
    {
      id: 9,
      categoria_id: 1,
      categoria_nome: 'Pizzas',
      nome: 'Pizza salgada',
      descricao: null,
      tipo: 'pizza',
      preco: 0,
      tamanhos: [{ nome: 'Grande', preco: 0 }],
      max_sabores: 2,
      complementos: [
        {
          id: 2,
          nome: 'Escolha os sabores',
          tipo: 'sabor',
          min_escolhas: 1,
          max_escolhas: 4,
          obrigatorio: true,
          opcoes: [opcao(20, 'Calabresa', 55), opcao(21, 'Mussarela', 52)],
        },
        {
          id: 3,
          nome: 'Escolha a borda',
          tipo: 'borda',
          min_escolhas: 0,
          max_escolhas: 1,
          obrigatorio: false,
          opcoes: [opcao(30, 'Borda de catupiry', 12)],
        },
      ],
    },
    {
      id: 8,
      categoria_id: 4,
      categoria_nome: 'Bebidas',
      nome: 'Coca-Cola 2 L',
      descricao: null,
      tipo: 'simples',
      preco: 14,
      tamanhos: [],
      max_sabores: 1,
      complementos: [],
    },
  ],
};
const cotacao = (total: number): Cotacao => ({
  itens: [],
  subtotal_itens: total,
  taxa_entrega: 0,
  desconto: 0,
  total_pedido: total,
  area_nome: null,
  cupom: null,
  previsao_entrega: null,
});
const erro = (status: number) => {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError('x', 'ERR', config, {}, { status, statusText: '', headers: {}, config, data: {} });
};

let telefoneEstreito = false;
let preferencias: unknown = { canal: null, forma_pagamento: null };
const formas = [
  { chave: 'padrao:1', id: 1, nome: 'Dinheiro', tipo: 'dinheiro', icone: 'dinheiro', ativo: true, padrao: true },
  { chave: 'padrao:2', id: 2, nome: 'PIX', tipo: 'pix', icone: 'pix', ativo: true, padrao: true },
];
let cep: () => Promise<unknown>;
beforeEach(() => {
  vi.clearAllMocks();
  telefoneEstreito = false;
  preferencias = { canal: null, forma_pagamento: null };
  cep = async () => {
    throw erro(503);
  };
  window.matchMedia = ((q: string) => ({
    // MUI's down('md') is "(max-width:899.95px)"
    matches: telefoneEstreito && q.includes('max-width'),
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as unknown as typeof window.matchMedia;
  http.get.mockImplementation(async (url: string) => {
    if (url === '/pedidos/cardapio') return { data: cardapio };
    if (url === '/formas-pagamento') return { data: { items: formas, total: formas.length } };
    if (url === '/pedidos/preferencias') return { data: preferencias };
    if (url === '/clientes/busca') return { data: [] };
    if (url.startsWith('/cep/')) return { data: await cep() };
    if (url.startsWith('/empresas/')) return { data: { id: 1, nome: 'Pizzaria Demo', cidade: 'Curitiba', uf: 'PR' } };
    throw new Error(`GET inesperado ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: { itens: unknown[] }) => {
    if (url === '/pedidos/cotacao') return { data: cotacao(body.itens.length * 10) };
    throw new Error(url);
  });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewOrderPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('order entry: customer', { timeout: 60_000 }, () => {
  it('NOVO CLIENTE keeps the phone typed in the search, and the address keeps the business city and state', async () => {
    const user = userEvent.setup();
    renderPage();
    const busca = screen.getByLabelText('Buscar cliente por telefone ou nome');
    expect(busca).toHaveFocus();
    await user.type(busca, '41988001895');
    expect(
      await screen.findByText('Nenhum cliente encontrado — Enter cadastra um novo', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // the notice is under the field, not a list over the button
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Cidade/)).toHaveValue('Curitiba'));
    await user.click(screen.getByRole('button', { name: 'Novo cliente' }));
    expect(screen.getByLabelText('Telefone')).toHaveValue('41988001895');
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('Curitiba');
    expect(screen.getByLabelText(/^UF/)).toHaveValue('PR');
  });

  it('Enter on a phone nobody has starts the new customer; Enter then walks name → street → number → neighbourhood → menu', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Buscar cliente por telefone ou nome'), '41988001895');
    await screen.findByText('Nenhum cliente encontrado — Enter cadastra um novo', {}, { timeout: 5000 });
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Telefone')).toHaveValue('41988001895');
    await user.keyboard('Ana Lima{Enter}');
    expect(screen.getByLabelText(/^Rua/)).toHaveFocus();
    await user.keyboard('Rua Sete{Enter}');
    expect(screen.getByLabelText('Número')).toHaveFocus();
    await user.keyboard('10{Enter}');
    expect(screen.getByLabelText(/^Bairro/)).toHaveFocus();
    await user.keyboard('Centro{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Buscar no cardápio')).toHaveFocus());
  });

  it('Enter takes the first customer found and moves on to the menu', async () => {
    const user = userEvent.setup();
    const maria = {
      id: 7,
      nome: 'Maria Souza',
      telefone: '+5541988001895',
      telefone_exibicao: '(41) 98800-1895',
      telefone_mascarado: false,
      origem_cliente: 'balcao',
      email: null,
      observacoes: null,
      bairro: 'Centro',
      total_pedidos: 3,
      ultimo_pedido_em: null,
      anonimizado: false,
      criado_em: '2026-01-01T00:00:00Z',
      atualizado_em: '2026-01-01T00:00:00Z',
    };
    const get = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (url: string, ...resto: unknown[]) => {
      if (url === '/clientes/busca') return { data: [maria] };
      if (url === '/clientes/7/enderecos') return { data: [] };
      return get(url, ...resto);
    });
    renderPage();
    await user.type(screen.getByLabelText('Buscar cliente por telefone ou nome'), '1895');
    await screen.findByRole('option', { name: /Maria Souza/ }, { timeout: 5000 });
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('cliente-escolhido')).toHaveTextContent('Maria Souza');
    await waitFor(() => expect(screen.getByLabelText('Buscar no cardápio')).toHaveFocus());
  });

  it('fills the address from the CEP, and says once that the lookup is unavailable', async () => {
    const user = userEvent.setup();
    cep = async () => ({
      cep: '80020310',
      rua: 'Rua XV de Novembro',
      bairro: 'Centro',
      cidade: 'Curitiba',
      estado: 'PR',
      ibge: null,
    });
    renderPage();
    await user.type(await screen.findByLabelText('CEP'), '80020-310');
    await waitFor(() => expect(screen.getByLabelText(/^Rua/)).toHaveValue('Rua XV de Novembro'));
    expect(screen.getByLabelText(/^Bairro/)).toHaveValue('Centro');
  });

  it('degrades to manual entry when no CEP provider is configured (503)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('CEP'), '80020310');
    expect(await screen.findByText('Consulta de CEP indisponível; preencha o endereço')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Rua/), 'Rua Sete');
    expect(screen.getByLabelText(/^Rua/)).toHaveValue('Rua Sete');
  });
});

describe('order entry: menu', { timeout: 60_000 }, () => {
  it('a pizza tile reads "a partir de"; "calabresa" opens the pizza with the flavour chosen and priced as charged', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('produto-9')).toHaveTextContent('a partir de R$ 52,00');
    expect(screen.getByTestId('produto-8')).toHaveTextContent('R$ 14,00');
    expect(screen.getByTestId('produto-8')).not.toHaveTextContent('a partir de');

    await user.type(screen.getByLabelText('Buscar no cardápio'), 'CALABRÉSA{Enter}');
    const dialogo = await screen.findByRole('dialog', { name: 'Pizza salgada' });
    expect(within(dialogo).getByRole('checkbox', { name: 'Calabresa — R$ 55,00' })).toBeChecked();
    expect(within(dialogo).getByRole('checkbox', { name: 'Mussarela — R$ 52,00' })).not.toBeChecked();
    expect(within(dialogo).getByText('Meio a meio cobra o sabor mais caro')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('checkbox', { name: /Mussarela/ }));
    await user.click(within(dialogo).getByRole('radio', { name: /Borda de catupiry/ }));
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar R$ 67,00' }));
    const linha = screen.getByTestId('item-rascunho');
    expect(linha).toHaveTextContent('Grande · 1/2 Calabresa, 1/2 Mussarela · Borda de catupiry');
    expect(linha).not.toHaveTextContent('Borda Borda');
  });

  it('search, Enter, Enter: a half-and-half of the two flavours named, without the mouse', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('produto-9');
    await user.type(screen.getByLabelText('Buscar no cardápio'), 'calabresa mussarela{Enter}');
    const dialogo = await screen.findByRole('dialog', { name: 'Pizza salgada' });
    expect(within(dialogo).getByRole('radio', { name: 'Grande' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('item-rascunho')).toHaveTextContent('1/2 Calabresa, 1/2 Mussarela');
    expect(screen.getByLabelText('Buscar no cardápio')).toHaveFocus();
  });

  it('never asks for a quote of an empty cart', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Buscar no cardápio'), 'coca 2{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Coca-Cola 2 L' })).getByRole('button', { name: /Adicionar/ }),
    );
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/pedidos/cotacao', expect.anything(), expect.anything()),
    );
    await user.click(screen.getByRole('button', { name: /Remover Coca-Cola/ }));
    await new Promise((r) => setTimeout(r, 500));
    const cotacoes = http.post.mock.calls.filter((c) => c[0] === '/pedidos/cotacao');
    expect(cotacoes.map((c) => (c[1] as { itens: unknown[] }).itens.length)).not.toContain(0);
  });
});

describe('order entry defaults', { timeout: 60_000 }, () => {
  it("starts with the business's most used channel and payment, and again after Limpar", async () => {
    preferencias = { canal: 'whatsapp', forma_pagamento: { padrao: true, id: 2 } };
    const user = userEvent.setup();
    renderPage();
    const canal = screen.getByRole('combobox', { name: 'Canal' });
    await waitFor(() => expect(canal).toHaveTextContent('WhatsApp'));
    expect(
      within(screen.getByTestId('pagamento')).getByRole('combobox', { name: 'Forma de pagamento' }),
    ).toHaveTextContent('PIX');
    await user.click(screen.getByRole('button', { name: 'Remover pagamento' }));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(canal).toHaveTextContent('WhatsApp');
    expect(screen.getAllByTestId('pagamento')).toHaveLength(1);
  });

  it('without history, starts as before: counter channel, no payment', async () => {
    renderPage();
    await screen.findByTestId('produto-9');
    expect(screen.getByRole('combobox', { name: 'Canal' })).toHaveTextContent('Balcão');
    expect(screen.queryByTestId('pagamento')).not.toBeInTheDocument();
  });
});

describe('order entry on a phone', { timeout: 60_000 }, () => {
  it('keeps the total and FINALIZAR PEDIDO in a bar at the bottom', async () => {
    telefoneEstreito = true;
    const user = userEvent.setup();
    renderPage();
    const barra = await screen.findByTestId('novo-pedido-barra');
    expect(within(barra).getByRole('button', { name: 'Finalizar pedido' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Finalizar pedido' })).toHaveLength(1);
    await user.type(screen.getByLabelText('Buscar no cardápio'), 'coca{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Adicionar/ }));
    await waitFor(() => expect(barra).toHaveTextContent('R$ 10,00'));
  });
});
