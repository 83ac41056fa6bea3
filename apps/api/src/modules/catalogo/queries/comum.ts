// Small SQL helpers shared by the catalogue's queries.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type PlataformaDb, type TenantTx } from '../../../db/tenant.ts';

/** A bigint[] parameter (ids were validated as safe positive integers by the schema). */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::bigint[]`;

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const offset = (q: { page: number; per_page: number }) => (q.page - 1) * q.per_page;

export async function count(tx: TenantTx, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, query);
  return Number(row?.n ?? 0);
}

/**
 * Rows of a raw query with every `id`/`*_id` column as a JS number. node-postgres hands raw bigint columns back as
 * text (the pool's int8 parser does not reach drizzle's raw `execute`); PGlite already answers numbers.
 */
export async function selecionar<T>(tx: TenantTx | PlataformaDb, query: SQL): Promise<T[]> {
  const list = await queryRows<Record<string, unknown>>(tx, query);
  for (const r of list) {
    for (const k of Object.keys(r)) {
      if ((k === 'id' || k.endsWith('_id')) && typeof r[k] === 'string') r[k] = Number(r[k]);
    }
  }
  return list as T[];
}
