import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, withTenant } from '../src/db/tenant.ts';
import * as schema from '../src/db/schema/index.ts';
import { cupons } from '../src/db/schema/index.ts';
import { bearer, createFixture, type Fixture } from './helpers.ts';

// The schema's tenancy guarantees, read from the catalog of the migrated database: a new table cannot ship
// without them.

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f?.close();
});

describe('schema: tenant tables', () => {
  it('every table with empresa_id has row-level security on and a `tenant` policy keyed on app.empresa_id', async () => {
    const rows = await queryRows<{ tabela: string; rls: boolean; politica: string | null }>(
      f.database.db,
      sql`
      SELECT c.relname AS tabela, c.relrowsecurity AS rls,
        (SELECT pg_get_expr(p.polqual, p.polrelid) FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant') AS politica
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'empresa_id' AND NOT a.attisdropped)
      ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const faltando = rows.filter((r) => !r.rls || !r.politica?.includes('app.empresa_id')).map((r) => r.tabela);
    expect(faltando, `tabelas sem RLS/política tenant: ${faltando.join(', ')}`).toEqual([]);
  });

  it('a query written without its business filter still sees only its own business inside a tenant transaction', async () => {
    const tB = await f.token('gerente.b@teste.com');
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/cupons',
      headers: bearer(tB),
      payload: { codigo: 'SOBDEB', tipo: 'frete_gratis' },
    });
    const idB = res.json<{ id: number }>().id;
    // the "obvious" query of the old review: no empresa_id in the WHERE
    const vistos = await withTenant(f.database.db, f.A.id as never, (tx) =>
      tx.select().from(cupons).where(eq(cupons.id, idB)),
    );
    expect(vistos).toEqual([]);
    const deB = await withTenant(f.database.db, f.B.id as never, (tx) =>
      tx.select().from(cupons).where(eq(cupons.id, idB)),
    );
    expect(deB).toHaveLength(1);
  });
});

/** A table as both sides can describe it: columns (type, NOT NULL, default), primary key, unique constraints. */
interface Forma {
  colunas: Record<string, string>;
  pk: string;
  unicas: string[];
}

/** Type names as format_type() spells them ("character(2)", "numeric(3,2)"), so both sides compare as text. */
const tipo = (t: string) => t.replace(/^char\(/, 'character(').replace(/\s+/g, '');

function doDrizzle(): Record<string, Forma> {
  const out: Record<string, Forma> = {};
  for (const t of Object.values(schema)) {
    if (!is(t, PgTable)) continue;
    const c = getTableConfig(t);
    const pk = c.primaryKeys[0]?.columns.map((x) => x.name) ?? c.columns.filter((x) => x.primary).map((x) => x.name);
    out[c.name] = {
      colunas: Object.fromEntries(
        c.columns.map((x) => [
          x.name,
          `${tipo(x.getSQLType())}${x.notNull ? ' not null' : ''}${x.hasDefault || x.generatedIdentity ? ' default' : ''}`,
        ]),
      ),
      pk: [...pk].sort().join(','),
      unicas: [
        ...c.uniqueConstraints.map((u) => u.columns.map((x) => x.name).join(',')),
        ...c.columns.filter((x) => x.isUnique).map((x) => x.name),
      ].sort(),
    };
  }
  return out;
}

async function doBanco(): Promise<Record<string, Forma>> {
  const colunas = await queryRows<{
    tabela: string;
    coluna: string;
    tipo: string;
    not_null: boolean;
    tem_default: boolean;
  }>(
    f.database.db,
    sql`
    SELECT c.relname AS tabela, a.attname AS coluna, format_type(a.atttypid, a.atttypmod) AS tipo, a.attnotnull AS not_null,
      (a.atthasdef OR a.attidentity <> '') AS tem_default
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  const restricoes = await queryRows<{ tabela: string; tipo: string; colunas: string }>(
    f.database.db,
    sql`
    SELECT c.relname AS tabela, k.contype AS tipo,
      (SELECT string_agg(a.attname, ',' ORDER BY a.attname) FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum = ANY(k.conkey)) AS colunas
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND k.contype IN ('p', 'u') AND c.relname <> 'schema_migrations'`,
  );
  const out: Record<string, Forma> = {};
  for (const r of colunas) {
    const t = (out[r.tabela] ??= { colunas: {}, pk: '', unicas: [] });
    t.colunas[r.coluna] = `${tipo(r.tipo)}${r.not_null ? ' not null' : ''}${r.tem_default ? ' default' : ''}`;
  }
  for (const r of restricoes) {
    const t = out[r.tabela]!;
    if (r.tipo === 'p') t.pk = r.colunas.split(',').sort().join(',');
    else t.unicas.push(r.colunas);
  }
  for (const t of Object.values(out)) t.unicas.sort();
  return out;
}

describe('schema: Drizzle definitions', () => {
  it('mirror the migrations: every table, column (type, NOT NULL, default), primary key and unique constraint', async () => {
    const drizzle = doDrizzle();
    // unique constraints compare with their columns in name order, as the catalog query lists them
    for (const t of Object.values(drizzle)) t.unicas = t.unicas.map((u) => u.split(',').sort().join(',')).sort();
    expect(drizzle).toEqual(await doBanco());
  });
});
