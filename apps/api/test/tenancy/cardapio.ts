import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import { bearer, type Fixture } from '../helpers.ts';
import { criar, linhasDeB } from './comum.ts';
import type { Celula, Isencao, ModuloTenancy } from './matriz.ts';

// The customer side: B's customer, cart, order, product and payment method in every id slot of A's public menu
// (by A's slug) and of the staff's view of a pending reset code. The slug itself is the public address a visitor
// chooses, so it is exempt; A's menu is open (no hours) so the refusals are about B's ids, not a closed store.
let f: Fixture;
const A = { produto: 0 };
const B = { cliente: 0, endereco: 0, produto: 0, forma: 0, carrinho: '', pedido: '' };
const SESSAO_B = 'sessao-tenancy-b';

const slugPublico: Isencao = { slots: ['slug'], motivo: 'o endereço público do cardápio, escolhido pelo visitante' };
const padraoGlobal: Isencao = {
  slots: ['pagamento.forma_pagamento_padrao_id'],
  motivo: 'formas padrão são globais (as mesmas para todas as empresas)',
};
const opcoes: Isencao = {
  slots: ['itens[].opcoes[].complemento_id', 'itens[].opcoes[].opcao_id'],
  motivo: 'as opções são conferidas contra o produto de A (coberto pelas células de pedidos); o de B é recusado antes',
};

const pedido = (extra: object = {}) => ({
  tipo: 'retirada',
  cliente: { nome: 'Visitante', telefone: '41 99000-0088' },
  itens: [{ produto_id: A.produto, quantidade: 1 }],
  pagamento: { forma_pagamento_padrao_id: 1 },
  ...extra,
});
const celulasDoPedido = (url: string, pagamento: boolean): Celula[] => [
  {
    slots: ['itens[].produto_id'],
    url: () => url,
    payload: () => pedido({ itens: [{ produto_id: B.produto, quantidade: 1 }] }),
  },
  { slots: ['endereco_id'], url: () => url, payload: () => pedido({ tipo: 'delivery', endereco_id: B.endereco }) },
  ...(pagamento
    ? [
        {
          slots: ['pagamento.forma_pagamento_id'],
          url: () => url,
          payload: () => pedido({ pagamento: { forma_pagamento_id: B.forma } }),
        },
        { slots: ['carrinho_id'], url: () => url, payload: () => pedido({ carrinho_id: B.carrinho }) },
      ]
    : []),
];

export const cardapio: ModuloTenancy = {
  nome: 'cardapio',
  async semear(fx) {
    f = fx;
    const tA = await f.token('gerente.a@teste.com');
    const tB = await f.token('gerente.b@teste.com');
    const site = (t: string, body: object) =>
      f.app.inject({ method: 'PATCH', url: '/api/configuracoes/site', headers: bearer(t), payload: body });
    await site(tA, { slug: 'tenancy-a' });
    await site(tB, { slug: 'tenancy-b', texto_boas_vindas: 'CANARY-B' });
    await f.database.db.execute(sql`UPDATE empresas SET horarios_funcionamento = '{}'::jsonb WHERE id = ${f.A.id}`);
    const catA = await criar(f, tA, '/api/categorias', { nome: 'Cardápio de A' });
    A.produto = (await criar(f, tA, '/api/produtos', { categoria_id: catA.id, nome: 'Produto de A', preco: 30 })).id;
    const catB = await criar(f, tB, '/api/categorias', { nome: 'Cardápio CANARY-B' });
    B.produto = (
      await criar(f, tB, '/api/produtos', { categoria_id: catB.id, nome: 'Produto CANARY-B', preco: 30 })
    ).id;
    const c = await criar(f, tB, '/api/clientes', {
      nome: 'CANARY-B Conta',
      telefone: '41 99000-0077',
      enderecos: [{ rua: 'CANARY-B Rua', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' }],
    });
    B.cliente = c.id;
    B.endereco = c.enderecos![0]!.id;
    B.forma = (await criar(f, tB, '/api/formas-pagamento', { nome: 'Vale CANARY-B cardápio', tipo: 'outro' })).id;
    const carrinho = await f.app.inject({
      method: 'POST',
      url: '/api/carrinhos',
      payload: {
        slug: 'tenancy-b',
        session: SESSAO_B,
        nome: 'CANARY-B',
        itens: [{ produto_id: B.produto, quantidade: 1 }],
      },
    });
    B.carrinho = carrinho.json().id;
    const [pix] = await queryRows<{ id: number }>(
      f.database.db,
      sql`SELECT id FROM formas_pagamento_padrao WHERE tipo = 'pix'`,
    );
    const p = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tB),
      payload: {
        tipo: 'retirada',
        cliente_id: B.cliente,
        itens: [{ produto_id: B.produto, quantidade: 1 }],
        pagamentos: [{ forma_pagamento_padrao_id: Number(pix!.id), valor: 30 }],
      },
    });
    if (p.statusCode !== 201 || carrinho.statusCode !== 201)
      throw new Error(`cardápio de B: ${p.body} ${carrinho.body}`);
    B.pedido = p.json().codigo;
  },
  retrato: (fx) => linhasDeB(fx, ['sites', 'carrinhos', 'cliente_contas', 'cliente_codigos_senha']),
  listas: ['/api/publico/cardapio/tenancy-a', '/api/configuracoes/site'],
  matriz: {
    'GET /api/clientes/{id}/codigo-senha': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/codigo-senha` }],
    },
    'GET /api/publico/cardapio/{slug}': { celulas: [], isencoes: [slugPublico] },
    'POST /api/publico/cardapio/{slug}/visitas': { celulas: [], isencoes: [slugPublico] },
    'GET /api/publico/cardapio/{slug}/cep/{cep}': {
      celulas: [],
      isencoes: [slugPublico, { slots: ['cep'], motivo: 'um CEP, dado público dos Correios, não um id' }],
    },
    'POST /api/publico/cardapio/{slug}/pedidos': {
      celulas: celulasDoPedido('/api/publico/cardapio/tenancy-a/pedidos', true),
      isencoes: [slugPublico, padraoGlobal, opcoes],
    },
    'POST /api/publico/cardapio/{slug}/cotacao': {
      celulas: celulasDoPedido('/api/publico/cardapio/tenancy-a/cotacao', false).map((c) => ({
        ...c,
        payload: () => {
          const { cliente: _c, pagamento: _p, ...resto } = c.payload!() as Record<string, unknown>;
          return resto;
        },
      })),
      isencoes: [slugPublico, opcoes],
    },
    'GET /api/publico/cardapio/{slug}/pedidos/{codigo}': {
      celulas: [{ slots: ['codigo'], url: () => `/api/publico/cardapio/tenancy-a/pedidos/${B.pedido}` }],
      isencoes: [slugPublico],
    },
    'POST /api/carrinhos': {
      celulas: [
        {
          slots: ['itens[].produto_id'],
          url: () => '/api/carrinhos',
          payload: () => ({
            slug: 'tenancy-a',
            session: 'sessao-tenancy-a',
            itens: [{ produto_id: B.produto, quantidade: 1 }],
          }),
        },
      ],
      isencoes: [opcoes],
    },
    'GET /api/carrinhos/sessao/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/carrinhos/sessao/${SESSAO_B}?slug=tenancy-a` }],
    },
    'GET /api/carrinhos/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/carrinhos/${B.carrinho}?slug=tenancy-a` }],
    },
    'PATCH /api/carrinhos/{id}': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/carrinhos/${B.carrinho}?slug=tenancy-a`,
          payload: () => ({ nome: 'Tomado' }),
        },
        {
          slots: ['itens[].produto_id'],
          url: () => `/api/carrinhos/${B.carrinho}?slug=tenancy-a`,
          payload: () => ({ itens: [{ produto_id: B.produto, quantidade: 1 }] }),
        },
      ],
      isencoes: [opcoes],
    },
    'DELETE /api/carrinhos/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/carrinhos/${B.carrinho}?slug=tenancy-a` }],
    },
  },
};
