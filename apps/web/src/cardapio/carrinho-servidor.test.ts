import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carrinho } from './carrinho.ts';
import { CarrinhoServidor } from './carrinho-servidor.ts';
import { refrigerante } from './produtos-exemplo.ts';

// The browser side of the server cart: which calls go out, in which order, with what. The network is the boundary
// here (the API's own tests cover /carrinhos); fetch answers as the API does.
interface Chamada {
  metodo: string;
  url: string;
  corpo: Record<string, unknown> | null;
}

function servidorFalso(respostas: Record<string, (c: Chamada) => { status: number; body?: unknown }>) {
  const chamadas: Chamada[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const c = { metodo: init.method ?? 'GET', url, corpo: init.body ? JSON.parse(String(init.body)) : null };
    chamadas.push(c);
    const r = (respostas[`${c.metodo} ${url.split('?')[0]}`] ?? (() => ({ status: 404, body: {} })))(c);
    return new Response(r.status === 204 ? null : JSON.stringify(r.body ?? {}), { status: r.status });
  });
  return chamadas;
}

const CODIGO = 'AbCdEfGhIjKlMnOp1234';
const lata = {
  produto_id: 2,
  nome: 'Refrigerante lata',
  descricao: '',
  tamanho: null,
  opcoes: [],
  quantidade: 1,
  observacao: '',
  preco_unitario_centavos: 750,
};
const espera = () => new Promise((r) => setTimeout(r, 650));

afterEach(() => vi.unstubAllGlobals());

describe('the cart mirrored to the server', () => {
  it('creates the cart on the first item, PATCHes the items and each checkout step, and stops after the order', async () => {
    const chamadas = servidorFalso({
      'POST /api/carrinhos': () => ({ status: 201, body: { id: CODIGO } }),
      [`PATCH /api/carrinhos/${CODIGO}`]: () => ({ status: 200, body: { id: CODIGO } }),
    });
    const c = new Carrinho('loja-a');
    const s = new CarrinhoServidor('loja-a', 'sessao-123456', c, () => null);
    c.subscribe(() => s.itensMudaram());

    c.adicionar(lata);
    c.alterarQuantidade(c.get().itens[0]!.chave, 2); // a burst of taps: one call
    await espera();
    expect(chamadas).toHaveLength(1);
    expect(chamadas[0]).toMatchObject({
      metodo: 'POST',
      url: '/api/carrinhos',
      corpo: {
        slug: 'loja-a',
        session: 'sessao-123456',
        step_atual: 'carrinho',
        itens: [{ produto_id: 2, quantidade: 2, tamanho: null, opcoes: [], observacao: null }],
      },
    });
    expect(s.id).toBe(CODIGO);

    await s.etapa('entrega', { nome: 'Ana', telefone: '(41) 99999-0000' });
    expect(chamadas[1]).toMatchObject({
      metodo: 'PATCH',
      url: `/api/carrinhos/${CODIGO}?slug=loja-a`,
      corpo: { step_atual: 'entrega', nome: 'Ana', telefone: '(41) 99999-0000' },
    });
    // the browser never sends a price for the server to trust
    expect(JSON.stringify(chamadas.map((x) => x.corpo))).not.toContain('preco');

    // the order was placed: the emptied cart is not mirrored as a new, abandoned one
    s.encerrar();
    c.esvaziar();
    await espera();
    expect(chamadas).toHaveLength(2);
    expect(s.id).toBeNull();
  });

  it('starts a new cart when the old one is gone (it became an order elsewhere)', async () => {
    localStorage.setItem('cardapio:loja-b:carrinho-id', 'Velho0000000000000000');
    const chamadas = servidorFalso({
      'PATCH /api/carrinhos/Velho0000000000000000': () => ({
        status: 404,
        body: { detail: 'Carrinho não encontrado' },
      }),
      'POST /api/carrinhos': () => ({ status: 201, body: { id: CODIGO } }),
    });
    const c = new Carrinho('loja-b');
    c.adicionar(lata);
    const s = new CarrinhoServidor('loja-b', 'sessao-123456', c, () => null);
    await s.etapa('identificacao');
    expect(chamadas.map((x) => x.metodo)).toEqual(['PATCH', 'POST']);
    expect(chamadas[1]!.corpo).toMatchObject({ step_atual: 'identificacao' });
    expect(s.id).toBe(CODIGO);
  });

  it("brings the session's open cart back into an empty browser, re-priced against today's menu", async () => {
    servidorFalso({
      'GET /api/carrinhos/sessao/sessao-123456': () => ({
        status: 200,
        body: {
          id: CODIGO,
          itens: [{ produto_id: 2, quantidade: 3, tamanho: null, opcoes: [], observacao: 'gelada' }],
          precos: [{ produto_id: 2, nome: 'Refrigerante lata', preco_unitario: 7.5 }],
        },
      }),
    });
    const c = new Carrinho('loja-c');
    const s = new CarrinhoServidor('loja-c', 'sessao-123456', c, () => null);
    const avisos = await s.restaurar([refrigerante(8)]);
    expect(c.get().itens).toMatchObject([
      { produto_id: 2, nome: 'Refrigerante lata', quantidade: 3, observacao: 'gelada', preco_unitario_centavos: 800 },
    ]);
    expect(avisos).toEqual(['O preço de Refrigerante lata mudou de R$ 7,50 para R$ 8,00.']);
    // and it survives the next reload like any cart
    expect(new Carrinho('loja-c').get().itens).toHaveLength(1);
  });
});
