// Small helpers shared by the catalogue services.
import { sql, type SQL } from 'drizzle-orm';
import { centavosToReais, reaisToCentavos } from '@app/shared/domain/money.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

export const reais = centavosToReais;
export const centavos = reaisToCentavos;

/** A bigint[] parameter (ids were validated as safe positive integers by the schema). */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::bigint[]`;

/** "Nome (cópia)", kept within the 120-character column limit. */
export const nomeCopia = (nome: string) => `${nome.slice(0, 120 - ' (cópia)'.length)} (cópia)`;

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const offset = (q: { page: number; per_page: number }) => (q.page - 1) * q.per_page;

export async function count(tx: Db | Tx, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, query);
  return Number(row?.n ?? 0);
}

/** The public menu's business must exist; a missing one answers 404 like any other foreign id. */
export async function assertEmpresaExiste(db: Db, empresaId: number): Promise<void> {
  const n = await count(db, sql`SELECT count(*)::int AS n FROM empresas WHERE id = ${empresaId}`);
  if (n === 0) throw notFound('Empresa não encontrada');
}

/** precos_tamanho: {"Grande": 5500} in the database ↔ [{tamanho: 'Grande', preco: 55}] at the API. */
export function precosTamanhoApi(map: Record<string, number> | null | undefined) {
  return Object.entries(map ?? {}).map(([tamanho, c]) => ({ tamanho, preco: reais(c) }));
}
export function precosTamanhoDb(list: { tamanho: string; preco: number }[]): Record<string, number> {
  return Object.fromEntries(list.map((x) => [x.tamanho.trim(), centavos(x.preco)]));
}

/**
 * Rows of a raw query with every `id`/`*_id` column as a JS number. node-postgres hands raw bigint columns back as
 * text (the pool's int8 parser does not reach drizzle's raw `execute`); PGlite already answers numbers.
 */
export async function selecionar<T>(tx: Db | Tx, query: SQL): Promise<T[]> {
  const list = await queryRows<Record<string, unknown>>(tx, query);
  for (const r of list) {
    for (const k of Object.keys(r)) {
      if ((k === 'id' || k.endsWith('_id')) && typeof r[k] === 'string') r[k] = Number(r[k]);
    }
  }
  return list as T[];
}
