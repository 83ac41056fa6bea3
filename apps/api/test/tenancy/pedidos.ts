import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import { bearer, type Fixture } from '../helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../pedidos-fixture.ts';
import type { Celula, ModuloTenancy } from './matriz.ts';

// Orders: B's order id in the path, and B's ids in every id slot of an order draft (customer, address, product,
// flavour/crust, payment method, courier) and of the history filters.
let f: Fixture;
let A: DadosPedido;
let B: DadosPedido;
let pedidoB = 0;
let formaB = 0;

const rascunho = (extra: object = {}) => ({
  tipo: 'delivery',
  canal: 'balcao',
  cliente_id: A.cliente,
  endereco_id: A.endereco,
  itens: [{ produto_id: A.refri, quantidade: 4 }],
  pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 38 }],
  ...extra,
});

/** The same foreign id slots for creating an order and for quoting one. */
function celulasDoRascunho(url: string): Celula[] {
  const c = (slots: string[], extra: () => object): Celula => ({
    slots,
    url: () => url,
    payload: () => rascunho(extra()),
  });
  return [
    c(['cliente_id'], () => ({ cliente_id: B.cliente, endereco_id: B.endereco })),
    c(['endereco_id'], () => ({ endereco_id: B.endereco })),
    c(['itens[].produto_id'], () => ({ itens: [{ produto_id: B.refri, quantidade: 4 }] })),
    c(['itens[].opcoes[].complemento_id', 'itens[].opcoes[].opcao_id'], () => ({
      itens: [
        {
          produto_id: A.pizza,
          quantidade: 1,
          tamanho: 'Grande',
          opcoes: [{ complemento_id: B.sabores, opcao_id: B.calabresa }],
        },
      ],
    })),
    c(['itens[].opcoes[].opcao_id'], () => ({
      itens: [
        {
          produto_id: A.pizza,
          quantidade: 1,
          tamanho: 'Grande',
          opcoes: [{ complemento_id: A.sabores, opcao_id: B.calabresa }],
        },
      ],
    })),
    c(['pagamentos[].forma_pagamento_id'], () => ({ pagamentos: [{ forma_pagamento_id: formaB, valor: 38 }] })),
    c(['entregador_id'], () => ({ entregador_id: B.entregador })),
  ];
}
const padraoGlobal = {
  slots: ['pagamentos[].forma_pagamento_padrao_id'],
  motivo: 'formas padrão são globais (as mesmas para todas as empresas)',
};

export const pedidos: ModuloTenancy = {
  nome: 'pedidos',
  async semear(fx) {
    f = fx;
    A = await criarDadosPedido(f.database.db, f.A.id, 'A');
    B = await criarDadosPedido(f.database.db, f.B.id, 'B');
    const tB = await f.token('gerente.b@teste.com');
    formaB = (
      await f.app.inject({
        method: 'POST',
        url: '/api/formas-pagamento',
        headers: bearer(tB),
        payload: { nome: 'Vale CANARY-B', tipo: 'outro' },
      })
    ).json().id;
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tB),
      payload: {
        tipo: 'retirada',
        cliente_id: B.cliente,
        observacao: 'CANARY-B',
        itens: [{ produto_id: B.refri, quantidade: 1 }],
        pagamentos: [{ forma_pagamento_padrao_id: B.pix, valor: 7.5 }],
      },
    });
    if (res.statusCode !== 201) throw new Error(`pedido de B: ${res.body}`);
    pedidoB = res.json().id;
  },
  async retrato(fx) {
    return (
      await queryRows<{ t: string }>(
        fx.database.db,
        sql`
      SELECT string_agg(row_to_json(p)::text, ',' ORDER BY id) AS t FROM pedidos p WHERE empresa_id = ${fx.B.id}`,
      )
    )[0]!.t;
  },
  listas: [
    '/api/pedidos?last_hours=72',
    '/api/pedidos?page=1&search=CANARY',
    '/api/pedidos/exportar',
    '/api/pedidos/cardapio',
    '/api/pedidos/preferencias',
  ],
  matriz: {
    'GET /api/pedidos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/pedidos/${pedidoB}` }] },
    'PATCH /api/pedidos/{id}': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/pedidos/${pedidoB}`,
          payload: () => ({ observacao_interna: 'x', visto: true }),
        },
        {
          slots: ['entregador_id'],
          url: () => `/api/pedidos/${pedidoB}`,
          payload: () => ({ entregador_id: B.entregador }),
        },
      ],
    },
    'PATCH /api/pedidos/{id}/status': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/pedidos/${pedidoB}/status`,
          payload: () => ({ status: 'cancelado', motivo: 'x' }),
        },
      ],
    },
    'DELETE /api/pedidos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/pedidos/${pedidoB}` }] },
    'GET /api/pedidos': {
      celulas: [
        { slots: ['?cliente_id'], url: () => `/api/pedidos?page=1&cliente_id=${B.cliente}`, vazio: true },
        { slots: ['?entregador_id'], url: () => `/api/pedidos?page=1&entregador_id=${B.entregador}`, vazio: true },
      ],
    },
    'GET /api/pedidos/exportar': {
      celulas: [
        { slots: ['?cliente_id'], url: () => `/api/pedidos/exportar?cliente_id=${B.cliente}`, vazio: true },
        { slots: ['?entregador_id'], url: () => `/api/pedidos/exportar?entregador_id=${B.entregador}`, vazio: true },
      ],
    },
    'POST /api/pedidos': { celulas: celulasDoRascunho('/api/pedidos'), isencoes: [padraoGlobal] },
    'POST /api/pedidos/cotacao': {
      celulas: celulasDoRascunho('/api/pedidos/cotacao').filter(
        (c) => !c.slots.includes('pagamentos[].forma_pagamento_id'),
      ),
      isencoes: [
        padraoGlobal,
        {
          slots: ['pagamentos[].forma_pagamento_id'],
          motivo: 'a cotação não lê os pagamentos (o pedido os confere ao ser criado)',
        },
      ],
    },
  },
};
