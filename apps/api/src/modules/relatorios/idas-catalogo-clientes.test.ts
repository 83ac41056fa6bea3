import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type Tenant } from '../../db/tenant.ts';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { gravarSql } from '../../../test/contar-sql.ts';
import * as catalogo from './service/catalogo.ts';
import * as clientes from './service/clientes.ts';

// Statements per request of the catalogue's and customers' reports (D-361, D-362, D-364): after the opening
// statement (fusoHojeEPendentes), one statement each — the ABC loads the stock module's cost book only when a sold
// product has an active product sheet; the customers' overview and types are one statement with their funnel and
// inactive count; the options of a product carry the product's name. Counted on both drivers, leaving out the
// tenant scope (on a server it travels with BEGIN; on PGlite it is a statement of its own).

let f: Fixture;
let t: Tenant;
beforeAll(async () => {
  f = await createFixture();
  t = tenantDe(f.database.db, f.A.id as EmpresaId);
  await catalogo.produtos(t, { preset: '30d' }); // clears any pending day the fixture left
});
afterAll(async () => {
  await f.close();
});

const semEscopo = (sqls: string[]) => sqls.filter((s) => !s.includes("set_config('app.empresa_id'"));
const contar = async (fn: () => Promise<unknown>) => semEscopo((await gravarSql(fn)).sql);

describe('statements per catalogue and customers report', () => {
  it('ABC without product sheets: the opening statement and the products, no cost book', async () => {
    const enviados = await contar(() => catalogo.abc(t, { preset: '30d', criterio: 'faturamento' }));
    expect(enviados).toHaveLength(2);
    expect(enviados[0]).toContain('relatorio_dias_pendentes');
  });

  it('the options of a product: its name and its options in one statement, 404 without a second one', async () => {
    const [p] = await queryRows<{ id: number }>(
      f.database.db,
      sql`WITH c AS (INSERT INTO categorias (empresa_id, nome) VALUES (${f.A.id}, 'Idas') RETURNING id)
          INSERT INTO produtos (empresa_id, categoria_id, nome) SELECT ${f.A.id}, c.id, 'Idas' FROM c RETURNING id::int`,
    );
    expect(await contar(() => catalogo.opcoesDoProduto(t, { preset: '30d', produto_id: p!.id }))).toHaveLength(2);
    const falta = await gravarSql(() =>
      catalogo.opcoesDoProduto(t, { preset: '30d', produto_id: 999_999 }).catch((e: { status?: number }) => e),
    );
    expect((falta.resultado as { status?: number }).status).toBe(404);
    expect(semEscopo(falta.sql)).toHaveLength(2);
  });

  it("the customers' overview and types: one statement after the opening one, for short and long periods", async () => {
    for (const preset of ['7d', '30d'] as const) {
      expect(await contar(() => clientes.visaoGeral(t, { preset }))).toHaveLength(2);
      expect(await contar(() => clientes.tipos(t, { preset }))).toHaveLength(2);
    }
  });
});
