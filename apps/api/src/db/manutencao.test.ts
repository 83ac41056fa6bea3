import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aguardar, createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { agendarManutencao, manterPglite } from './manutencao.ts';
import { queryRows } from './tenant.ts';

// PGlite has no autovacuum: without the API's own rounds, changed orders keep index-only scans reading the table.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.exec(`
    INSERT INTO empresas (id, nome, cidade, uf) OVERRIDING SYSTEM VALUE VALUES (900, 'Manutenção', 'Curitiba', 'PR');
    INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, subtotal_itens_centavos, total_centavos)
      SELECT 900, g, 'manut-' || g, 'retirada', 'balcao', 'concluido', 1000, 1000 FROM generate_series(1, 3000) g;
    ANALYZE pedidos;`); // row counts for the planner, so it picks the covering index; VACUUM is what is tested
});
afterAll(async () => {
  await database?.close();
});

/** Whether choosing a history page's ids (deep: 2,000 rows in) reads the table itself, not only the covering index. */
async function leATabela(): Promise<boolean> {
  await database.exec('SET enable_seqscan = off; SET enable_bitmapscan = off');
  const plano = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`EXPLAIN (ANALYZE) SELECT id FROM pedidos WHERE empresa_id = 900 AND status = 'concluido' ORDER BY criado_em DESC, id DESC LIMIT 2000`,
  );
  await database.exec('RESET enable_seqscan; RESET enable_bitmapscan');
  const texto = plano.map((r) => r['QUERY PLAN']).join('\n');
  const somenteIndice = texto.includes('Index Only Scan') && /Heap Fetches: 0\b/.test(texto);
  return !somenteIndice;
}

describe('PGlite maintenance', () => {
  it('a round makes index-only scans of changed orders index-only again', async () => {
    if (database.kind !== 'pglite') return; // a server's autovacuum does this (next test: nothing is scheduled)
    await database.exec(`UPDATE pedidos SET atualizado_em = now() WHERE empresa_id = 900`);
    expect(await leATabela()).toBe(true);
    expect(await manterPglite(database, { analisar: true })).toBeGreaterThanOrEqual(0);
    expect(await leATabela()).toBe(false);
  });

  it('is scheduled on PGlite (not on a server) and stops when asked', async () => {
    if (database.kind !== 'pglite') {
      const rodadas: string[] = [];
      agendarManutencao(database, (msg) => rodadas.push(msg), 10)();
      await new Promise((r) => setTimeout(r, 100));
      expect(rodadas).toEqual([]);
      return;
    }
    await database.exec(`UPDATE pedidos SET atualizado_em = now() WHERE empresa_id = 900`);
    expect(await leATabela()).toBe(true);
    const rodadas: string[] = [];
    const parar = agendarManutencao(database, (msg) => rodadas.push(msg), 50);
    await aguardar(
      () => rodadas.length,
      (n) => n >= 2,
    );
    parar();
    expect(rodadas[0]).toContain('ANALYZE');
    expect(rodadas[1]).not.toContain('ANALYZE');
    expect(await leATabela()).toBe(false);
  });
});
