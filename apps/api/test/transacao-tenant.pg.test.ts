import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../src/db/tenant.ts';
import { createFixture, type Fixture } from './helpers.ts';
import { mensagens } from './mensagens-pg.ts';

// On a server, a tenant transaction sends its scope (set_config of the business and the role) in the same message
// as BEGIN: one round trip fewer on every request. These tests pin the round trips, the scope, and that an error
// leaves neither a half transaction nor the scope on the pooled connection.

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f.close();
});

describe('tenant transaction on PostgreSQL', () => {
  it('sends BEGIN and the scope in one message: three round trips for one statement', async () => {
    const { r, textos } = await mensagens(() =>
      tenantDe(f.database.db, f.A.id as EmpresaId).transacao((tx) =>
        queryRows<{ empresa: string; papel: string }>(
          tx,
          sql`SELECT current_setting('app.empresa_id') AS empresa, current_user AS papel`,
        ),
      ),
    );
    expect(r).toEqual([{ empresa: String(f.A.id), papel: 'app_tenant' }]);
    expect(textos).toHaveLength(3);
    expect(textos[0]).toMatch(/^BEGIN; SELECT set_config\('app\.empresa_id', '\d+', true\), set_config\('role'/);
    expect(textos[2]).toBe('COMMIT');
  });

  it('the scope hides other businesses rows (row-level security holds on the fast path)', async () => {
    await f.database.db.execute(
      sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.B.id}, 'De B', 'de b')`,
    );
    const vistos = await tenantDe(f.database.db, f.A.id as EmpresaId).transacao((tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM clientes WHERE nome = 'De B'`),
    );
    expect(vistos).toEqual([{ n: 0 }]);
  });

  it('an error rolls back, and the pooled connection carries no transaction nor scope afterwards', async () => {
    const t = tenantDe(f.database.db, f.A.id as EmpresaId);
    await expect(
      t.transacao(async (tx) => {
        await tx.execute(
          sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'Desfeito', 'desfeito')`,
        );
        await tx.execute(sql`SELECT 1/0`);
      }),
    ).rejects.toThrow();
    for (let i = 0; i < 8; i++) {
      const [c] = await queryRows<{ papel: string; empresa: string | null; em_tx: boolean }>(
        f.database.db,
        sql`SELECT current_user AS papel, NULLIF(current_setting('app.empresa_id', true), '') AS empresa,
                   now() <> statement_timestamp() AS em_tx`,
      );
      expect(c).toEqual({ papel: 'postgres', empresa: null, em_tx: false });
    }
    const desfeito = await queryRows(f.database.db, sql`SELECT 1 FROM clientes WHERE nome = 'Desfeito'`);
    expect(desfeito).toEqual([]);
    // and the next transaction of the business works on the same pool
    const [ok] = await t.transacao((tx) => queryRows<{ um: number }>(tx, sql`SELECT 1 AS um`));
    expect(ok).toEqual({ um: 1 });
  });
});
