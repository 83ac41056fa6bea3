import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { transacoesSemParalelismo } from './base.ts';

// A period read from a pair of rollups (daily + monthly, D-230): the whole local months inside [inicio, fim] from
// the monthly table, the days before the first whole month and after the last one from the daily table. A month is
// the sum of its days (rewritten from them), so the union is exactly the daily rows of the period.

const DIA_MS = 86_400_000;
const mais = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);

export interface Fatias {
  /** First days of the first and last whole months, or null when no month fits inside the period. */
  meses: [string, string] | null;
  /** Day ranges (both ends included) outside those months. */
  dias: [string, string][];
}

export function fatiar(inicio: string, fim: string): Fatias {
  const primeiro = inicio.endsWith('-01') ? inicio : `${mais(`${inicio.slice(0, 8)}01`, 32).slice(0, 8)}01`;
  const fimDoMes = mais(`${mais(`${fim.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);
  // the last day of the last whole month: fim itself when it ends its month, else the day before fim's month
  const ultimo = fim === fimDoMes ? fim : mais(`${fim.slice(0, 8)}01`, -1);
  if (primeiro > ultimo) return { meses: null, dias: [[inicio, fim]] };
  const dias: [string, string][] = [];
  if (inicio < primeiro) dias.push([inicio, mais(primeiro, -1)]);
  if (ultimo < fim) dias.push([mais(ultimo, 1), fim]);
  return { meses: [primeiro, `${ultimo.slice(0, 8)}01`], dias };
}

/**
 * `SELECT <colunas> FROM` the daily table over the edge days `UNION ALL` the monthly table over the whole months,
 * both as `r`, for the caller's business and its filters on `r` (type, channel, product).
 */
export function sqlFatias(
  tx: TenantTx,
  tabelas: { diaria: string; mensal: string },
  colunas: SQL,
  inicio: string,
  fim: string,
  filtros: SQL,
): SQL {
  const f = fatiar(inicio, fim);
  const partes = f.dias.map(
    ([a, b]) => sql`SELECT ${colunas} FROM ${sql.raw(tabelas.diaria)} r
      WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${a}::date AND ${b}::date ${filtros}`,
  );
  if (f.meses)
    partes.push(sql`SELECT ${colunas} FROM ${sql.raw(tabelas.mensal)} r
      WHERE r.empresa_id = ${tx.empresaId} AND r.mes BETWEEN ${f.meses[0]}::date AND ${f.meses[1]}::date ${filtros}`);
  return sql.join(partes, sql` UNION ALL `);
}

/**
 * A business's rollup rows of a year are a few thousand: PostgreSQL's planner still picks a parallel plan for the
 * union of the slices, and starting the workers cost more than the scan (options, 365 days, busiest business:
 * 17–33 ms with workers, 3–11 ms without, on the loaded bench machine). Transaction-scoped: it ends with the report.
 */
export async function semParalelismo(tx: TenantTx): Promise<void> {
  if (transacoesSemParalelismo.has(tx)) return;
  await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
}
