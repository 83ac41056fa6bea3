import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import type { Database } from './client.ts';
import { DEMO_SENHA, seedDemo } from './seed.ts';

// The demo business's stock: every screen has something true to show.
let database: Database;
let app: FastifyInstance;
let token = '';
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp(
    { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), jwtSecret: 'x'.repeat(40) },
    database,
    { logger: false },
  );
  await app.ready();
  const r = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'gerente@demo.com.br', senha: DEMO_SENHA },
  });
  token = r.json().access_token;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = async (url: string) => {
  const r = await app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('demo stock of Pizzaria Demo', () => {
  it('has ingredients, two suppliers, a month of purchases and balances with a warning', async () => {
    expect((await get('/insumos')).total).toBeGreaterThan(35);
    expect((await get('/fornecedores')).total).toBe(2);
    expect((await get('/estoque/movimentos?tipo=entrada_compra')).total).toBeGreaterThan(150);
    const saldos = await get('/estoque/saldos?per_page=100');
    expect(saldos.valor_total).toBeGreaterThan(0);
    expect(saldos.items[0].abaixo_minimo).toBe(true); // basil, after a loss
    expect((await get('/estoque/alertas')).abaixo_minimo).toBeGreaterThan(0);
    const massa = saldos.items.find((s: { nome: string }) => s.nome === 'Massa de pizza');
    expect(massa.qtde_amigavel).toBe('8,000 kg');
  });

  it('has a sheet for every product and flavour, with costs and CMV', async () => {
    const produtos = (await get('/produtos?per_page=100')).items as { id: number; ficha_tecnica_id: number | null }[];
    expect(produtos.every((p) => p.ficha_tecnica_id !== null)).toBe(true);
    const fichas = await get('/fichas?per_page=100&tipo_ficha=opcao&search=Marguerita');
    const grande = fichas.items.find((f: { tamanho: string }) => f.tamanho === 'Grande');
    expect(grande.custo_total_receita).toBeGreaterThan(10);
    expect(grande.cmv_percentual).toBeGreaterThan(0);
    const base = (await get('/fichas?search=Pizza%20salgada%20Grande')).items[0];
    expect(base.itens.map((i: { insumo_nome: string }) => i.insumo_nome)).toEqual([
      'Massa de pizza',
      'Molho de tomate',
      'Caixa de pizza',
    ]);
  });
});
