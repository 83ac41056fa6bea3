import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { queryRows } from './tenant.ts';
import { seedDemo } from './seed.ts';

// The demo's past orders are written as rows, not through the order service that keeps the reports' daily rollup;
// the seed rebuilds it, so a fresh demo's sales reports show its history instead of zeros.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('demo seed and the reports', () => {
  it("the daily sales rollup holds the demo's orders of every day, equal to the raw rows", async () => {
    const [rollup] = await queryRows<{ pedidos: number; dias: number }>(
      database.db,
      sql`SELECT coalesce(sum(pedidos + cancelados), 0)::int AS pedidos, count(DISTINCT dia)::int AS dias
          FROM relatorio_vendas_diarias WHERE tipo <> 'mesa'`,
    );
    // orders only (closed tabs are the rollup's type `mesa`); a pending order is not yet a sale nor cancelled
    const [brutos] = await queryRows<{ pedidos: number }>(
      database.db,
      sql`SELECT count(*)::int AS pedidos FROM pedidos WHERE status <> 'pendente'`,
    );
    expect(brutos!.pedidos).toBeGreaterThan(0);
    expect(rollup!.dias).toBeGreaterThan(1);
    expect(rollup!.pedidos).toBe(brutos!.pedidos);
  });
});
