import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { queryRows } from './tenant.ts';
import { seedDemo } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('demo customers, delivery and coupons', () => {
  it('seeds ~200 customers with addresses across Curitiba, 3 areas, 3 couriers, 2 coupons — deterministic', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    const [c] = await queryRows<Record<string, number>>(
      database.db,
      sql`SELECT
      (SELECT count(*)::int FROM clientes) AS clientes, (SELECT count(*)::int FROM enderecos) AS enderecos,
      (SELECT count(DISTINCT bairro)::int FROM enderecos) AS bairros, (SELECT count(*)::int FROM enderecos WHERE endereco_padrao) AS padroes,
      (SELECT count(*)::int FROM areas_entrega) AS areas, (SELECT count(*)::int FROM entregadores) AS entregadores,
      (SELECT count(*)::int FROM cupons) AS cupons, (SELECT count(*)::int FROM cidades_atendidas) AS cidades`,
    );
    expect(c).toMatchObject({ clientes: 200, padroes: 200, areas: 3, entregadores: 3, cupons: 2, cidades: 2 });
    expect(c!.enderecos).toBe(240);
    expect(c!.bairros).toBeGreaterThanOrEqual(10);
    const [first] = await queryRows<{ nome: string; telefone: string }>(
      database.db,
      sql`SELECT nome, telefone FROM clientes ORDER BY id LIMIT 1`,
    );
    expect(first).toEqual({ nome: expect.any(String), telefone: '+5541988000000' });
  });
});
