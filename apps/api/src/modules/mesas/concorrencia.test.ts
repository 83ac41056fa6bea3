import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { cliente, montarSalao, pizzaMeia, refri, type Salao } from '../../../test/mesas-fixture.ts';
import type { Comanda, ComandarResposta } from '@app/shared/schemas/comandas.ts';

// Two waiters on one tab at once. On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel on
// separate connections and meet at the tab's row lock; on PGlite they queue on its one connection.

let f: Fixture;
let S: Salao;
let api: ReturnType<typeof cliente>;
let outro: ReturnType<typeof cliente>;
beforeAll(async () => {
  f = await createFixture();
  const t = await f.token('gerente.a@teste.com');
  S = await montarSalao(f, t, f.A.id, 'A');
  api = cliente(f, t);
  outro = cliente(f, await f.token('atendente.a@teste.com'));
});
afterAll(async () => {
  await f?.close();
});

async function comItens(): Promise<Comanda> {
  const c = await api.ok('POST', `/mesas/${S.mesa}/comandas`, { pessoas_qtd: 2 });
  await api.ok('POST', `/comandas/${c.id}/itens`, pizzaMeia(S.d));
  return api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d));
}

describe('concurrency on one tab', () => {
  it('ten waiters adding items at once lose none', async () => {
    const c = await api.ok('POST', `/mesas/${S.mesa}/comandas`, {});
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? api : outro).req('POST', `/comandas/${c.id}/itens`, refri(S.d, 1))),
    );
    expect(res.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const x = await api.ok('GET', `/comandas/${c.id}`);
    expect(x.itens).toHaveLength(10);
    expect(x.saldo.subtotal).toBe(75);
  });

  it('two waiters paying all that is left at once: one pays, the other gets 409, nothing is overpaid', async () => {
    const c = await comItens();
    const pagar = (w: typeof api) =>
      w.req('POST', `/comandas/${c.id}/pagamentos`, { forma_pagamento_padrao_id: S.d.pix });
    const res = await Promise.all([pagar(api), pagar(outro)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const x = await api.ok('GET', `/comandas/${c.id}`);
    expect(x.pagamentos).toHaveLength(1);
    expect(x.saldo).toMatchObject({ saldo: 0, pago: 86.9 });
  });

  it('equal parts paid from two phones at once add up to the total to the cent', async () => {
    const c = await comItens();
    const res = await Promise.all(
      [api, outro, api].map((w, i) =>
        w.req('POST', `/comandas/${c.id}/pagamentos`, {
          forma_pagamento_padrao_id: S.d.pix,
          valor_base_itens: [26.34, 26.33, 26.33][i],
        }),
      ),
    );
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const x = await api.ok('GET', `/comandas/${c.id}`);
    expect(x.pagamentos.reduce((a, p) => a + Math.round(p.total * 100), 0)).toBe(8690);
    expect(x.saldo.saldo).toBe(0);
  });

  it('a double close gives one success and one 409', async () => {
    const c = await comItens();
    await api.ok('POST', `/comandas/${c.id}/quitar`, { forma_pagamento_padrao_id: S.d.pix });
    const res = await Promise.all([
      api.req('POST', `/comandas/${c.id}/fechar_validado`),
      outro.req('POST', `/comandas/${c.id}/fechar_validado`),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().detail).toBe('Ação não permitida: a comanda está encerrada');
  });

  it('a double tap on "send to kitchen" makes one batch, with or without the same Idempotency-Key', async () => {
    const c = await comItens();
    const h = { 'idempotency-key': `comandar-${c.id}-1` };
    const comKey = await Promise.all([
      api.req('POST', `/comandas/${c.id}/comandar`, undefined, h),
      api.req('POST', `/comandas/${c.id}/comandar`, undefined, h),
    ]);
    expect(comKey.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(comKey[1]!.json<ComandarResposta>().lote!.id).toBe(comKey[0]!.json<ComandarResposta>().lote!.id);
    await api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d, 1));
    const semKey = await Promise.all([
      api.req('POST', `/comandas/${c.id}/comandar`),
      outro.req('POST', `/comandas/${c.id}/comandar`),
    ]);
    const lotes = semKey.map((r) => r.json<ComandarResposta>().lote);
    expect(lotes.filter((l) => l !== null)).toHaveLength(1);
    const todos = await api.ok<{ items: unknown[] }>('GET', `/comandas/${c.id}/lotes`);
    expect(todos.items).toHaveLength(2);
  });

  it('two opposite transfers between the same tabs at once do not deadlock and conserve the items', async () => {
    const a = await comItens();
    const b = await comItens();
    const res = await Promise.all([
      api.req('POST', `/comandas/${a.id}/transferir_itens`, {
        comanda_destino_id: b.id,
        itens: [{ item_id: a.itens[1]!.id, quantidade: 1 }],
      }),
      outro.req('POST', `/comandas/${b.id}/transferir_itens`, {
        comanda_destino_id: a.id,
        itens: [{ item_id: b.itens[1]!.id, quantidade: 1 }],
      }),
    ]);
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
    const [x, y] = [await api.ok('GET', `/comandas/${a.id}`), await api.ok('GET', `/comandas/${b.id}`)];
    expect(x.saldo.subtotal + y.saldo.subtotal).toBe(158);
  });
});
