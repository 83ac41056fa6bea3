import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/tenant.ts';
import { createTestDatabase } from './helpers.ts';

// The schema can be distributed by empresa_id (Citus) without changes: read from the catalog of the migrated
// database, so every table any migration adds is held to it. A tenant table is one with an empresa_id column;
// every other table must be named here as global, with the reason.

const GLOBAIS: Record<string, string> = {
  empresas: 'the businesses themselves (distributed by id, co-located with their rows)',
  formas_pagamento_padrao: 'the standard payment methods every business shares (a reference table)',
  login_falhas: 'failed logins by e-mail, before any business is known',
  sistema_segredos: 'server secrets',
  schema_migrations: 'the migration runner',
  plataforma_cobranca: "the platform's own Pix receiver and monthly price (one row, the superadmin's)",
};
// Unique indexes of tenant tables that must stay global, and why (each becomes a lookup table under Citus).
const UNICAS_GLOBAIS: Record<string, string> = {
  usuarios_email_uq: 'an e-mail logs into one account across the platform, before the business is known',
  usuario_convites_token_hash_key: 'the set-password page holds only the link, looked up before any session exists',
  whatsapp_instancias_nome_key: "the gateway's webhook names only its instance, which must lead to one business",
  sites_slug_uq: "the public menu's address (/cardapio/{slug}) must lead to one business before any is known",
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

interface Tabela {
  nome: string;
  tenant: boolean;
}
const tabelas = () =>
  queryRows<Tabela>(
    database.db,
    sql`SELECT c.relname AS nome,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'empresa_id' AND NOT a.attisdropped) AS tenant
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );

describe('schema: distributable by empresa_id', () => {
  it('every table is a tenant table (has empresa_id) or is named global, with its reason', async () => {
    const todas = await tabelas();
    expect(todas.filter((t) => t.tenant).length).toBeGreaterThan(20);
    const semDono = todas.filter((t) => !t.tenant && !(t.nome in GLOBAIS)).map((t) => t.nome);
    expect(semDono, `tabelas sem empresa_id fora da lista de globais: ${semDono.join(', ')}`).toEqual([]);
    const globaisComEmpresa = todas.filter((t) => t.tenant && t.nome in GLOBAIS).map((t) => t.nome);
    expect(globaisComEmpresa).toEqual([]);
  });

  it("every tenant table's primary key and unique indexes include empresa_id", async () => {
    const chaves = await queryRows<{ tabela: string; indice: string; primaria: boolean; tem_empresa: boolean }>(
      database.db,
      sql`SELECT c.relname AS tabela, ic.relname AS indice, i.indisprimary AS primaria,
        (SELECT a.attnum FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'empresa_id') = ANY (i.indkey::int2[]) AS tem_empresa
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND i.indisunique
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'empresa_id' AND NOT a.attisdropped)
      ORDER BY 1, 2`,
    );
    const tenants = (await tabelas()).filter((t) => t.tenant).map((t) => t.nome);
    const comPk = new Set(chaves.filter((k) => k.primaria).map((k) => k.tabela));
    expect(
      tenants.filter((t) => !comPk.has(t)),
      'tabelas sem chave primária',
    ).toEqual([]);
    const fora = chaves
      .filter((k) => !k.tem_empresa && !(k.indice in UNICAS_GLOBAIS))
      .map((k) => `${k.tabela}.${k.indice}`);
    expect(fora, `chaves sem empresa_id: ${fora.join(', ')}`).toEqual([]);
    // the exceptions still exist (a stale entry would hide nothing, but would mislead)
    for (const i of Object.keys(UNICAS_GLOBAIS)) expect(chaves.map((k) => k.indice)).toContain(i);
  });

  it('every foreign key between tenant tables pairs empresa_id with empresa_id; no global table points at a tenant table', async () => {
    const fks = await queryRows<{
      nome: string;
      de: string;
      para: string;
      de_tenant: boolean;
      para_tenant: boolean;
      pareada: boolean;
    }>(
      database.db,
      sql`SELECT k.conname AS nome, c.relname AS de, r.relname AS para,
        ea.attnum IS NOT NULL AS de_tenant, eb.attnum IS NOT NULL AS para_tenant,
        COALESCE(array_position(k.conkey, ea.attnum) = array_position(k.confkey, eb.attnum), false) AS pareada
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attribute ea ON ea.attrelid = c.oid AND ea.attname = 'empresa_id' AND NOT ea.attisdropped
      LEFT JOIN pg_attribute eb ON eb.attrelid = r.oid AND eb.attname = 'empresa_id' AND NOT eb.attisdropped
      WHERE n.nspname = 'public' AND k.contype = 'f' ORDER BY 1`,
    );
    expect(fks.length).toBeGreaterThan(20);
    const entreTenants = fks.filter((k) => k.de_tenant && k.para_tenant && !k.pareada).map((k) => `${k.de}.${k.nome}`);
    expect(entreTenants, `FKs entre tabelas de empresa sem empresa_id: ${entreTenants.join(', ')}`).toEqual([]);
    const globalParaTenant = fks.filter((k) => !k.de_tenant && k.para_tenant).map((k) => `${k.de}.${k.nome}`);
    expect(globalParaTenant).toEqual([]);
  });

  it('a table a later migration creates with an `id` primary key is given (empresa_id, id), its foreign keys kept', async () => {
    await database.exec(`
      CREATE TABLE nova_pai (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, empresa_id bigint NOT NULL, UNIQUE (empresa_id, id));
      CREATE TABLE nova_filha (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, empresa_id bigint NOT NULL, pai_id bigint,
        FOREIGN KEY (empresa_id, pai_id) REFERENCES nova_pai (empresa_id, id) ON DELETE CASCADE);
      SELECT chaves_por_empresa();`);
    const defs = await queryRows<{ def: string }>(
      database.db,
      sql`SELECT c.relname || ' ' || pg_get_constraintdef(k.oid) AS def FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE c.relname IN ('nova_pai', 'nova_filha') AND k.contype IN ('p', 'u', 'f') ORDER BY 1`,
    );
    expect(defs.map((d) => d.def)).toEqual([
      'nova_filha FOREIGN KEY (empresa_id, pai_id) REFERENCES nova_pai(empresa_id, id) ON DELETE CASCADE',
      'nova_filha PRIMARY KEY (empresa_id, id)',
      'nova_pai PRIMARY KEY (empresa_id, id)',
    ]);
    await database.exec('DROP TABLE nova_filha; DROP TABLE nova_pai;');
  });
});
