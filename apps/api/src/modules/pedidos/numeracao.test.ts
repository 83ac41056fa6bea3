import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { queryRows } from '../../db/tenant.ts';
import { registrarEfeitoDeStatus } from './index.ts';

// Order numbers are taken last, just before commit (the order's rows and the effects run first, unnumbered), so
// the business's counter row is locked as briefly as possible. What must still hold: numbers gap-free and unique
// per business under concurrent orders (PostgreSQL runs these in parallel on its pool), every answer with the
// number the order kept, a failure after the number gives it back, and no order commits without one.

let f: Fixture;
let A: DadosPedido;
let tA: string;
let falharComNumero = false;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  tA = await f.token('gerente.a@teste.com');
  // runs after the number is taken, under the counter lock, like the WhatsApp notice
  registrarEfeitoDeStatus(
    'teste-depois-do-numero',
    async () => {
      if (falharComNumero) throw new Error('efeito depois do número falhou');
    },
    { precisaDoNumero: true },
  );
});
afterAll(async () => {
  await f?.close();
});

const criar = (chave?: string) =>
  f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { ...bearer(tA), ...(chave ? { 'idempotency-key': chave } : {}) },
    payload: {
      tipo: 'delivery',
      canal: 'telefone',
      cliente_id: A.cliente,
      endereco_id: A.endereco,
      itens: [{ produto_id: A.refri, quantidade: 4 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 38 }],
    },
  });

const guardados = () =>
  queryRows<{ id: number; numero: number | null }>(
    f.database.db,
    sql`SELECT id::int AS id, numero_pedido AS numero FROM pedidos WHERE empresa_id = ${f.A.id} ORDER BY numero_pedido`,
  );

describe('order numbers', () => {
  it('concurrent orders of one business get consecutive numbers, each answer the number its order kept', async () => {
    const primeiro = (await criar()).json().numero_pedido as number;
    const res = await Promise.all(Array.from({ length: 12 }, (_, i) => criar(`numeracao-concorrente-${i}`)));
    for (const r of res) expect(r.statusCode, r.body).toBe(201);
    const respostas = res.map((r) => r.json() as { id: number; numero_pedido: number });
    const numeros = respostas.map((p) => p.numero_pedido).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 12 }, (_, i) => primeiro + 1 + i));
    const noBanco = new Map((await guardados()).map((g) => [g.id, g.numero]));
    for (const p of respostas) expect(noBanco.get(p.id)).toBe(p.numero_pedido);
    // a replay answers the stored answer: the same order and number
    const replay = await criar('numeracao-concorrente-5');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(respostas[5]);
  });

  it('a failure after the number was taken gives it back: the next order gets it, no gap', async () => {
    const antes = await guardados();
    const ultimo = antes[antes.length - 1]!.numero!;
    falharComNumero = true;
    try {
      expect((await criar()).statusCode).toBe(500);
    } finally {
      falharComNumero = false;
    }
    expect(await guardados()).toEqual(antes);
    const seguinte = await criar();
    expect(seguinte.statusCode, seguinte.body).toBe(201);
    expect(seguinte.json().numero_pedido).toBe(ultimo + 1);
    const depois = await guardados();
    expect(depois.map((g) => g.numero)).toEqual(Array.from({ length: depois.length }, (_, i) => i + 1));
  });

  it('an order left without a number cannot commit', async () => {
    const antes = await guardados();
    await expect(
      f.database.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, subtotal_itens_centavos, total_centavos)
          VALUES (${f.A.id}, NULL, 'sem-numero-1', 'retirada', 'balcao', 'preparacao', 750, 750)`);
      }),
    ).rejects.toThrow();
    expect(await guardados()).toEqual(antes);
  });
});
