import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { queryRows } from '../../db/tenant.ts';

// Order creation answers the order its own write built (no read-back) and stores the idempotency key's answer in
// the statement that takes the number. Both must be exactly what a later read shows.

let f: Fixture;
let A: DadosPedido;
let tA: string;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  tA = await f.token('gerente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const post = (payload: object, chave?: string) =>
  f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { ...bearer(tA), ...(chave ? { 'idempotency-key': chave } : {}) },
    payload,
  });

const pizzaMeia = {
  produto_id: 0,
  quantidade: 2,
  tamanho: 'Grande',
  opcoes: [] as object[],
  observacao: 'sem cebola, "bem" passada \\ ok 🍕',
};

const corpos = (d: DadosPedido): [string, object][] => [
  [
    'delivery to a saved address: half-and-half pizza, crust, drinks, courier, change',
    {
      tipo: 'delivery',
      canal: 'telefone',
      cliente_id: d.cliente,
      endereco_id: d.endereco,
      entregador_id: d.entregador,
      observacao: 'Interfone 12',
      observacao_interna: 'cliente antigo',
      itens: [
        {
          ...pizzaMeia,
          produto_id: d.pizza,
          opcoes: [
            { complemento_id: d.sabores, opcao_id: d.calabresa },
            { complemento_id: d.sabores, opcao_id: d.marguerita },
            { complemento_id: d.bordas, opcao_id: d.catupiry },
          ],
        },
        { produto_id: d.refri, quantidade: 3 },
      ],
      pagamentos: [{ forma_pagamento_padrao_id: d.dinheiro, valor: 158.5, troco_para: 200 }],
    },
  ],
  [
    'a new customer and address typed in, a coupon, two payments',
    {
      tipo: 'delivery',
      cliente: { nome: "Joana D'Arc", telefone: '(41) 99999-4321' },
      endereco: { rua: 'Rua XV', numero: '50', bairro: 'Batel', cidade: 'Curitiba', estado: 'pr', cep: '80020-310' },
      cupom_codigo: 'dez',
      itens: [{ produto_id: d.refri, quantidade: 4 }],
      pagamentos: [
        { forma_pagamento_padrao_id: d.pix, valor: 20, observacao: 'metade' },
        { forma_pagamento_padrao_id: d.dinheiro, valor: 15 },
      ],
    },
  ],
  [
    'a pickup without a customer',
    {
      tipo: 'retirada',
      itens: [{ produto_id: d.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 7.5 }],
    },
  ],
];

describe('the creation answer', () => {
  it.each([0, 1, 2])('is the order as read afterwards, and as replayed by its key (%i)', async (n) => {
    const [nome, corpo] = corpos(A)[n]!;
    const chave = `criacao-resposta-${n}`;
    const res = await post(corpo, chave);
    expect(res.statusCode, `${nome}: ${res.body}`).toBe(201);
    const criado = res.json();
    const lido = await f.app.inject({ url: `/api/pedidos/${criado.id}`, headers: bearer(tA) });
    expect(lido.statusCode, lido.body).toBe(200);
    const { historico, proximos_status: _p, ...pedido } = lido.json();
    expect(criado, nome).toEqual(pedido);
    expect(historico).toHaveLength(1);
    expect(criado.numero_pedido).toBeGreaterThan(0);
    // the stored answer (written by the numbering statement) and its replay carry the same order and number
    const replay = await post(corpo, chave);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(criado);
    const [salva] = await queryRows<{ status_code: number; resposta: unknown }>(
      f.database.db,
      sql`SELECT status_code, resposta FROM idempotencia WHERE empresa_id = ${f.A.id} AND chave = ${chave}`,
    );
    expect(salva).toEqual({ status_code: 201, resposta: criado });
  });

  it('an order whose products have no stock sheet writes no deduction row (nothing to deduct)', async () => {
    const res = await post(corpos(A)[2]![1]);
    expect(res.statusCode, res.body).toBe(201);
    const linhas = await queryRows(
      f.database.db,
      sql`SELECT 1 FROM estoque_baixas WHERE origem_tipo = 'pedido' AND origem_id = ${res.json().id}`,
    );
    expect(linhas).toEqual([]);
  });
});
