import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Cardapio, Cotacao } from '@app/shared/schemas/pedidos-cardapio.ts';
import type { FormaPagamento } from '@app/shared/schemas/formas-pagamento.ts';
import { formasPagamentoQuery } from '@/api/formas-pagamento.ts';
import { NewOrderPage } from './new-order-page.tsx';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn() }));
vi.mock('@/api/http.ts', () => ({ http, refresher: { getFreshToken: vi.fn() } }));

const cardapio: Cardapio = {
  regra_preco: 'maior',
  produtos: [
    {
      id: 8,
      categoria_id: 4,
      categoria_nome: 'Bebidas',
      nome: 'Refrigerante lata',
      descricao: null,
      tipo: 'simples',
      preco: 7.99,
      tamanhos: [],
      max_sabores: 1,
      complementos: [],
    },
    {
      id: 9,
      categoria_id: 1,
      categoria_nome: 'Pizzas',
      nome: 'Pizza meio a meio',
      descricao: null,
      tipo: 'pizza',
      preco: 0,
      tamanhos: [{ nome: 'Grande', preco: 0 }],
      max_sabores: 2,
      complementos: [
        {
          id: 2,
          nome: 'Sabores',
          tipo: 'sabor',
          min_escolhas: 1,
          max_escolhas: 4,
          obrigatorio: true,
          opcoes: [
            { id: 20, nome: 'Calabresa', preco: 50, precos_tamanho: { Grande: 55 } },
            { id: 21, nome: 'Mussarela', preco: 48, precos_tamanho: { Grande: 52 } },
            { id: 22, nome: 'Atum', preco: 50, precos_tamanho: { Grande: 62 } },
          ],
        },
      ],
    },
  ],
};

// the standard "Dinheiro" and an own method share id 1: only `chave` tells them apart
const formas: FormaPagamento[] = [
  { chave: 'padrao:1', id: 1, nome: 'Dinheiro', tipo: 'dinheiro', icone: 'dinheiro', ativo: true, padrao: true },
  { chave: 'empresa:1', id: 1, nome: 'Fiado', tipo: 'outro', icone: 'carteira', ativo: true, padrao: false },
  { chave: 'empresa:2', id: 2, nome: 'Cheque', tipo: 'outro', icone: 'outro', ativo: false, padrao: false },
];

const cotacao = (total: number, desconto = 0): Cotacao => ({
  itens: [],
  subtotal_itens: total + desconto,
  taxa_entrega: 0,
  desconto,
  total_pedido: total,
  area_nome: null,
  cupom: null,
  previsao_entrega: null,
});

beforeEach(() => {
  vi.clearAllMocks();
  window.matchMedia = ((q: string) => ({
    matches: false,
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as unknown as typeof window.matchMedia;
  http.get.mockImplementation(async (url: string) => {
    if (url === '/pedidos/cardapio') return { data: cardapio };
    if (url === '/formas-pagamento') return { data: { items: formas, total: formas.length } };
    if (url === '/pedidos/preferencias') return { data: { canal: null, forma_pagamento: null } };
    if (url.startsWith('/empresas/')) return { data: { id: 1, nome: 'Pizzaria Demo', cidade: 'Curitiba', uf: 'PR' } };
    throw new Error(`GET inesperado ${url}`);
  });
});

function renderPage(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/new-order']}>
        <Routes>
          <Route path="/admin/new-order" element={<NewOrderPage />} />
          <Route path="/admin/orders" element={<p>quadro</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NewOrderPage', { timeout: 60_000 }, () => {
  it('starts as Delivery; Limpar sets Retirada', async () => {
    renderPage();
    const tipo = screen.getByRole('group', { name: 'Tipo do pedido' });
    expect(within(tipo).getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(within(tipo).getByRole('button', { name: 'Retirada' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('prices a half-and-half with the shared function, shows the server total, the change, and submits once per key', async () => {
    const user = userEvent.setup();
    http.post.mockImplementation(async (url: string, body: { itens: unknown[] }) => {
      if (url === '/pedidos/cotacao') return { data: body.itens.length === 2 ? cotacao(62.99, 0) : cotacao(55) };
      throw new Error(url);
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Limpar' })); // pickup: no customer needed

    // pizza: the most expensive flavour of the two (regra "maior") on the Grande size
    const busca = screen.getByLabelText('Buscar no cardápio');
    await user.type(busca, 'meio{Enter}');
    const dialogo = await screen.findByRole('dialog', { name: 'Pizza meio a meio' });
    expect(within(dialogo).getByText('Meia a meia: escolha até 2 sabores')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('checkbox', { name: /Calabresa/ }));
    await user.click(within(dialogo).getByRole('checkbox', { name: /Mussarela/ }));
    // a third flavour is not allowed (max_sabores 2)
    expect(within(dialogo).getByRole('checkbox', { name: /Atum/ })).toBeDisabled();
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar R$ 55,00' }));
    expect(screen.getByTestId('item-rascunho')).toHaveTextContent('1/2 Calabresa, 1/2 Mussarela');

    await user.type(busca, 'refri{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refrigerante lata' })).getByRole('button', {
        name: /Adicionar/,
      }),
    );

    // the server's total (a promotion makes it differ from the local sum 62,99 → shown as the server says)
    await waitFor(() => expect(screen.getByTestId('novo-pedido-total')).toHaveTextContent('R$ 62,99'));

    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    const pagamento = screen.getByTestId('pagamento');
    expect(within(pagamento).getByLabelText('Valor')).toHaveValue('62,99');
    await user.type(within(pagamento).getByLabelText('Troco para'), '100');
    expect(within(pagamento).getByTestId('troco')).toHaveTextContent('Troco: R$ 37,01');

    // the first submit fails on the network; the retry carries the same Idempotency-Key
    http.post.mockImplementation(async (url: string, body: { itens: unknown[] }) => {
      if (url === '/pedidos/cotacao') return { data: cotacao(62.99) };
      if (url === '/pedidos' && http.post.mock.calls.filter((c) => c[0] === '/pedidos').length === 1)
        throw new Error('rede');
      return { data: { id: 50, numero_pedido: 321, visto: false, itens: body.itens } };
    });
    await user.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    await waitFor(() => expect(http.post.mock.calls.filter((c) => c[0] === '/pedidos')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByText('quadro')).toBeInTheDocument();

    expect(http.patch).toHaveBeenCalledWith('/pedidos/50', { visto: true });
    const envios = http.post.mock.calls.filter((c) => c[0] === '/pedidos');
    expect(envios).toHaveLength(2);
    const chave1 = (envios[0]![2] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    const chave2 = (envios[1]![2] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(chave1).toMatch(/^[0-9a-f-]{36}$/);
    expect(chave2).toBe(chave1);
    expect(envios[0]![1]).toEqual({
      tipo: 'retirada',
      canal: 'balcao',
      itens: [
        {
          produto_id: 9,
          quantidade: 1,
          tamanho: 'Grande',
          opcoes: [
            { complemento_id: 2, opcao_id: 20 },
            { complemento_id: 2, opcao_id: 21 },
          ],
          observacao: null,
        },
        { produto_id: 8, quantidade: 1, tamanho: null, opcoes: [], observacao: null },
      ],
      pagamentos: [{ forma_pagamento_padrao_id: 1, valor: 62.99, troco_para: 100 }],
    });
  });

  it('reads the payment methods the payment-methods screen left in the cache, and keeps own and standard apart', async () => {
    const user = userEvent.setup();
    http.post.mockImplementation(async (url: string) => {
      if (url === '/pedidos/cotacao') return { data: cotacao(7.99) };
      throw new Error(url);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    // what business/payment-methods caches: the API's whole list under the one key
    await client.prefetchQuery(formasPagamentoQuery());
    renderPage(client);
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await user.type(screen.getByLabelText('Buscar no cardápio'), 'refri{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refrigerante lata' })).getByRole('button', {
        name: /Adicionar/,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    const pagamento = screen.getByTestId('pagamento');
    const forma = within(pagamento).getByRole('combobox', { name: 'Forma de pagamento' });
    expect(forma).toHaveTextContent('Dinheiro');
    await user.click(forma);
    const opcoes = within(screen.getByRole('listbox')).getAllByRole('option');
    // inactive methods are not offered
    expect(opcoes.map((o) => o.textContent)).toEqual(['Dinheiro', 'Fiado']);
    await user.click(opcoes[1]!);
    expect(forma).toHaveTextContent('Fiado');
  });
});
