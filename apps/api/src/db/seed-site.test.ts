import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import type { Database } from './client.ts';
import { seedDemo } from './seed.ts';
import { DEMO_SLUG } from './seed-site.ts';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp(
    { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), jwtSecret: 'x'.repeat(40) },
    database,
    { logger: false },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the demo business has a public menu', () => {
  it('answers at its address with its colours, welcome text, minimum and the catalogue', async () => {
    const res = await app.inject({ url: `/api/publico/cardapio/${DEMO_SLUG}` });
    expect(res.statusCode).toBe(200);
    const d = res.json<{
      empresa: { nome: string; cor_primaria: string; texto_boas_vindas: string | null };
      aceita_pedidos: boolean;
      pedido_minimo: number;
      produtos: { nome: string }[];
    }>();
    expect(d.empresa.nome).toBe('Pizzaria Demo');
    expect(d.empresa.cor_primaria.toUpperCase()).toBe('#B71C1C');
    expect(d.empresa.texto_boas_vindas).toMatch(/forno a lenha/);
    expect(d.aceita_pedidos).toBe(true);
    expect(d.pedido_minimo).toBe(20);
    expect(d.produtos.map((p) => p.nome)).toContain('Pizza salgada');
  });
});
