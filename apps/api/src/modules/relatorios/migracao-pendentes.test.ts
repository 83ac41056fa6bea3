import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearVendas } from '../../../test/relatorios-semente.ts';
import { reconstruirRollup } from './index.ts';

// A database that had sales before the newer rollups (months of products and options, payment methods and
// neighbourhoods) were added: migration 0019 marks its days pending, so the first report fills every rollup and
// answers what a fresh rebuild answers, instead of empty tables for the past.

let f: Fixture;
let token: string;
const db = () => f.database.db;
const PERIODO = 'inicio=2025-11-01&fim=2026-03-10';
const RELATORIOS = [
  '/relatorios/vendas/formas-pagamento',
  '/relatorios/vendas/bairros',
  '/relatorios/catalogo/produtos',
  '/relatorios/catalogo/opcoes',
  '/relatorios/plataforma/resumo',
];
const ler = async (url: string, t = token) => {
  const r = await f.app.inject({ url: `/api${url}?${PERIODO}`, headers: bearer(t) });
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  return r.json<unknown>();
};

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const [cli] = await queryRows<{ id: number }>(
    db(),
    sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'Zoe', 'zoe') RETURNING id`,
  );
  const [ent] = await queryRows<{ id: number }>(
    db(),
    sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${f.A.id}, 'Zé') RETURNING id`,
  );
  await semearVendas(db(), f.A.id, {
    seed: 20261127,
    pedidos: 120,
    comandas: 20,
    dias: 90,
    base: Date.UTC(2026, 2, 5, 12),
    entregadores: [Number(ent!.id)],
    clientes: [Number(cli!.id)],
  });
  await reconstruirRollup(tenantDe(db(), f.A.id as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

describe('migration 0019: days of an older database are rewritten by the first report', () => {
  it('the newer rollups, empty as an older database has them, answer as a rebuild after the migration', async () => {
    const superToken = await f.token('super@teste.com');
    const lerTodos = () => Promise.all(RELATORIOS.map((u) => ler(u, u.includes('plataforma') ? superToken : token)));
    const esperado = await lerTodos();
    expect((esperado[0] as { items: unknown[] }).items.length).toBeGreaterThan(0);

    for (const tabela of [
      'relatorio_produtos_mensais',
      'relatorio_opcoes_diarias',
      'relatorio_opcoes_mensais',
      'relatorio_formas_diarias',
      'relatorio_formas_mensais',
      'relatorio_bairros_diarios',
      'relatorio_bairros_mensais',
      'relatorio_vendas_mensais',
    ])
      await db().execute(sql`DELETE FROM ${sql.identifier(tabela)} WHERE empresa_id = ${f.A.id}`);
    // what an older database would show without the migration
    expect((await ler(RELATORIOS[0]!)) as { items: unknown[] }).toMatchObject({ items: [] });

    const texto = readFileSync(
      new URL('../../db/migrations/0019_relatorio_dias_a_reescrever.sql', import.meta.url),
      'utf8',
    );
    await db().execute(sql.raw(texto));
    const [marcas] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM relatorio_dias_pendentes WHERE empresa_id = ${f.A.id}`,
    );
    expect(marcas!.n).toBeGreaterThan(30);
    expect(await lerTodos()).toEqual(esperado);
  });
});
