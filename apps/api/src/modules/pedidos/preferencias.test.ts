import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';

let f: Fixture;
let A: DadosPedido;
let B: DadosPedido;
let tA: string;
let tB: string;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  B = await criarDadosPedido(f.database.db, f.B.id, 'B');
  tA = await f.token('gerente.a@teste.com');
  tB = await f.token('gerente.b@teste.com');
});
afterAll(async () => {
  await f?.close();
});

/** A pickup of one soft drink (7,50) on `canal`, paid with the standard method `forma`. */
async function pedido(token: string, d: DadosPedido, canal: string, forma: number) {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: bearer(token),
    payload: {
      tipo: 'retirada',
      canal,
      itens: [{ produto_id: d.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: forma, valor: 7.5 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const preferencias = (token: string) =>
  f.app.inject({ method: 'GET', url: '/api/pedidos/preferencias', headers: bearer(token) });

describe('GET /pedidos/preferencias', () => {
  it('is empty before the first counter order', async () => {
    const res = await preferencias(tA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ canal: null, forma_pagamento: null });
  });

  it("answers the counter's most used channel and payment method, of this business only", async () => {
    await pedido(tA, A, 'telefone', A.pix);
    await pedido(tA, A, 'whatsapp', A.dinheiro);
    await pedido(tA, A, 'whatsapp', A.dinheiro);
    // site orders are not the counter's habit, however many
    for (let i = 0; i < 3; i++) await pedido(tA, A, 'site', A.pix);
    // the other business's habits do not leak in
    for (let i = 0; i < 4; i++) await pedido(tB, B, 'ifood', B.pix);

    expect((await preferencias(tA)).json()).toEqual({
      canal: 'whatsapp',
      forma_pagamento: { padrao: true, id: A.dinheiro },
    });
    expect((await preferencias(tB)).json()).toEqual({ canal: 'ifood', forma_pagamento: { padrao: true, id: B.pix } });
  });

  it('needs a login', async () => {
    expect((await f.app.inject({ method: 'GET', url: '/api/pedidos/preferencias' })).statusCode).toBe(401);
  });
});
