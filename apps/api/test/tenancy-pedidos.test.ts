import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from './helpers.ts';
import { criarDadosPedido } from './pedidos-fixture.ts';
import { queryRows } from '../src/db/client.ts';

// Tenancy matrix for orders (see tenancy.test.ts): A's token on B's order ids → 404, nothing of B in A's
// lists, B's orders unchanged. Foreign ids inside the order body are covered in pedidos.test.ts.

let f: Fixture;
let tA: string;
let pedidoB = 0;
let snapshot = '';
const snap = async () => (await queryRows<{ t: string }>(f.database.db, sql`
  SELECT string_agg(row_to_json(p)::text, ',' ORDER BY id) AS t FROM pedidos p WHERE empresa_id = ${f.B.id}`))[0]!.t;

beforeAll(async () => {
  f = await createFixture();
  await criarDadosPedido(f.database.db, f.A.id, 'A');
  const B = await criarDadosPedido(f.database.db, f.B.id, 'B');
  const tB = await f.token('gerente.b@teste.com');
  const res = await f.app.inject({
    method: 'POST', url: '/api/pedidos', headers: bearer(tB),
    payload: { tipo: 'retirada', cliente_id: B.cliente, observacao: 'CANARY-B', itens: [{ produto_id: B.refri, quantidade: 1 }], pagamentos: [{ forma_pagamento_padrao_id: B.pix, valor: 7.5 }] },
  });
  pedidoB = res.json().id;
  tA = await f.token('gerente.a@teste.com');
  snapshot = await snap();
});
afterAll(async () => { await f?.close(); });

describe('tenancy: orders', () => {
  const cells: { method: 'GET' | 'PATCH' | 'DELETE'; url: () => string; payload?: object }[] = [
    { method: 'GET', url: () => `/api/pedidos/${pedidoB}` },
    { method: 'PATCH', url: () => `/api/pedidos/${pedidoB}`, payload: { observacao_interna: 'x', visto: true } },
    { method: 'PATCH', url: () => `/api/pedidos/${pedidoB}/status`, payload: { status: 'cancelado', motivo: 'x' } },
    { method: 'DELETE', url: () => `/api/pedidos/${pedidoB}` },
  ];
  for (const c of cells) {
    it(`${c.method} ${c.url().replace(/\d+/, ':idB')}`, async () => {
      const res = await f.app.inject({ method: c.method, url: c.url(), headers: bearer(tA), ...(c.payload ? { payload: c.payload } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('CANARY-B');
    });
  }

  it('never shows B\'s orders in A\'s board, history, export, menu or events filters', async () => {
    for (const url of ['/api/pedidos?last_hours=72', '/api/pedidos?page=1&search=CANARY', `/api/pedidos?page=1&cliente_id=1`, '/api/pedidos/exportar', '/api/pedidos/cardapio']) {
      const res = await f.app.inject({ url, headers: bearer(tA) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('CANARY-B');
      expect(res.body, url).not.toContain('Cliente B');
    }
  });

  it('left B\'s orders unchanged', async () => {
    expect(snapshot).toContain('CANARY-B');
    expect(await snap()).toBe(snapshot);
  });
});
