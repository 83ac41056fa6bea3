// The database of a bench: PGlite in memory, or with --pg a fresh database on the PostgreSQL server that
// BENCH_DATABASE_URL names (default the local one), dropped again by `drop()` when the bench ends.
import crypto from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client.ts';

export async function abrirBanco(
  prefixo: string,
  usePg: boolean,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (!usePg) return { database: await openPglite(), drop: async () => {} };
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${prefixo}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    database: openPostgres(u.toString(), 10),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
