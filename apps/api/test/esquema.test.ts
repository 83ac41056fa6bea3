import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../src/db/tenant.ts';
import { cupons } from '../src/db/schema/index.ts';
import { bearer, createFixture, type Fixture } from './helpers.ts';

// The schema's tenancy guarantees, read from the catalog of the migrated database: a new table cannot ship
// without them.

let f: Fixture;
beforeAll(async () => { f = await createFixture(); });
afterAll(async () => { await f?.close(); });

describe('schema: tenant tables', () => {
  it('every table with empresa_id has row-level security on and a `tenant` policy keyed on app.empresa_id', async () => {
    const rows = await queryRows<{ tabela: string; rls: boolean; politica: string | null }>(f.database.db, sql`
      SELECT c.relname AS tabela, c.relrowsecurity AS rls,
        (SELECT pg_get_expr(p.polqual, p.polrelid) FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant') AS politica
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'empresa_id' AND NOT a.attisdropped)
      ORDER BY 1`);
    expect(rows.length).toBeGreaterThan(10);
    const faltando = rows.filter((r) => !r.rls || !r.politica?.includes('app.empresa_id')).map((r) => r.tabela);
    expect(faltando, `tabelas sem RLS/política tenant: ${faltando.join(', ')}`).toEqual([]);
  });

  it('a query written without its business filter still sees only its own business inside a tenant transaction', async () => {
    const tB = await f.token('gerente.b@teste.com');
    const res = await f.app.inject({ method: 'POST', url: '/api/cupons', headers: bearer(tB), payload: { codigo: 'SOBDEB', tipo: 'frete_gratis' } });
    const idB = res.json<{ id: number }>().id;
    // the "obvious" query of the old review: no empresa_id in the WHERE
    const vistos = await withTenant(f.database.db, f.A.id as never, (tx) => tx.select().from(cupons).where(eq(cupons.id, idB)));
    expect(vistos).toEqual([]);
    const deB = await withTenant(f.database.db, f.B.id as never, (tx) => tx.select().from(cupons).where(eq(cupons.id, idB)));
    expect(deB).toHaveLength(1);
  });
});
