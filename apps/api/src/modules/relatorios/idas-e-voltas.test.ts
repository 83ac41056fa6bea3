import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { gravarSql } from '../../../test/contar-sql.ts';
import { produtos } from './service/catalogo.ts';
import { resumo } from './service/vendas.ts';

// Every report opens with the business's timezone, today, its pending days and "no parallel workers" in ONE
// statement (fusoHojeEPendentes): each round trip costs the API process a socket write and the server a wake-up,
// and at 10 connections on a small machine those were most of a report's cost. Counted on both drivers, leaving
// out the tenant scope (on a server it travels with BEGIN; on PGlite it is a statement of its own).

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f.close();
});

const semEscopo = (sqls: string[]) => sqls.filter((s) => !s.includes("set_config('app.empresa_id'"));

describe('round trips of a report', () => {
  it('the sales summary with no pending day: the opening statement and its sum', async () => {
    const t = tenantDe(f.database.db, f.A.id as EmpresaId);
    await resumo(t, { preset: '30d' }); // clears any pending day the fixture left
    const { sql } = await gravarSql(() => resumo(t, { preset: '30d' }));
    const enviados = semEscopo(sql);
    expect(enviados).toHaveLength(2);
    expect(enviados[0]).toContain('relatorio_dias_pendentes');
    expect(enviados[0]).toContain("set_config('max_parallel_workers_per_gather', '0', true)");
  });

  it('the products report does not send its own SET LOCAL for parallel workers', async () => {
    const t = tenantDe(f.database.db, f.A.id as EmpresaId);
    const { sql } = await gravarSql(() => produtos(t, { preset: '30d' }));
    expect(sql.join('\n')).not.toMatch(/SET LOCAL max_parallel_workers_per_gather/i);
  });
});
