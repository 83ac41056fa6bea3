import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { aguardar } from './helpers.ts';

// Behind a transaction-pooling PgBouncer, LISTEN and the migrations' advisory lock need one server session
// throughout: they use DATABASE_DIRECT_URL, never the pooled URL. Here the pooled URL names a database that does not
// exist, so anything that went through it would fail.

describe('direct connection (DATABASE_DIRECT_URL)', () => {
  it('LISTEN and the migration lock go through the direct URL, not the pool', async () => {
    const direta = process.env.TEST_DATABASE_URL!;
    const pool = new URL(direta);
    pool.pathname = '/banco_que_nao_existe';
    const database = openPostgres(pool.toString(), 1, direta);
    try {
      const recebidas: string[] = [];
      const parar = await database.listen('canal_direto', (p) => recebidas.push(p));
      const c = new pg.Client({ connectionString: direta });
      await c.connect();
      await c.query(`SELECT pg_notify('canal_direto', 'ola')`);
      await c.end();
      await aguardar(
        () => recebidas.length,
        (n) => n > 0,
      );
      expect(recebidas).toEqual(['ola']);
      await parar();

      expect(await database.withMigrationLock(async () => 'migrado')).toBe('migrado');
      await expect(database.ping()).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
