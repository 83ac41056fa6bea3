import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';

// A period read from a pair of rollups (daily + monthly, D-230) month by month, reading a partly covered month from
// its monthly row too when the month has no daily row outside the period (D-360). The usual report ends today: the
// current month has no day after today, so "the last 30 days" or "the last year" read the current month's one row
// per key instead of every day of it (a year of products: ~12k rows down to ~4k). A month is the sum of its days
// (rewritten from them in the same transaction, D-230), so when none of its days with rows lies outside the period,
// the month's row is exactly the sum of the period's days of that month. Whether that holds is asked in the same
// statement (a gate evaluated once), so the answer never depends on the calendar, only on the rows.

const DIA_MS = 86_400_000;
const mais = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
const primeiroDoMes = (d: string) => `${d.slice(0, 8)}01`;
const proximoMes = (d: string) => primeiroDoMes(mais(primeiroDoMes(d), 32));
const fimDoMes = (d: string) => mais(proximoMes(d), -1);

/** Whole months [de, ate] (first days), or the days [de, ate] of month `mes` that only partly lies in the period. */
export type Segmento = { meses: [string, string] } | { mes: string; dias: [string, string] };

/** The period [inicio, fim] as runs of whole months and the partly covered months at its ends (at most two). */
export function segmentar(inicio: string, fim: string): Segmento[] {
  const out: Segmento[] = [];
  for (let mes = primeiroDoMes(inicio); mes <= fim; mes = proximoMes(mes)) {
    const de = inicio > mes ? inicio : mes;
    const ate = fim < fimDoMes(mes) ? fim : fimDoMes(mes);
    const anterior = out[out.length - 1];
    if (de !== mes || ate !== fimDoMes(mes)) out.push({ mes, dias: [de, ate] });
    else if (anterior && 'meses' in anterior) anterior.meses[1] = mes;
    else out.push({ meses: [mes, mes] });
  }
  return out;
}

export interface Rollup {
  diaria: string;
  mensal: string;
}

/**
 * `SELECT <colunas> FROM` the pair of rollups over [inicio, fim], each part as `r`, for the caller's business and
 * its filters on `r`; the union is exactly the daily rows of the period. `colunas`: the same columns from the daily
 * and from the monthly table (they may differ, e.g. a day's `dia` standing for a month's `ultimo_dia`).
 */
export function sqlFatiasMeses(
  tx: TenantTx,
  t: Rollup,
  colunas: { diaria: SQL; mensal: SQL },
  inicio: string,
  fim: string,
  filtros: SQL,
): SQL {
  const diaria = sql.raw(t.diaria);
  const mensal = sql.raw(t.mensal);
  const dias = (a: string, b: string) =>
    sql`SELECT ${colunas.diaria} FROM ${diaria} r
        WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${a}::date AND ${b}::date ${filtros}`;
  const meses = (a: string, b: string) =>
    sql`SELECT ${colunas.mensal} FROM ${mensal} r
        WHERE r.empresa_id = ${tx.empresaId} AND r.mes BETWEEN ${a}::date AND ${b}::date ${filtros}`;
  const existe = (a: string, b: string) =>
    sql`EXISTS (SELECT 1 FROM ${diaria} x
      WHERE x.empresa_id = ${tx.empresaId} AND x.dia BETWEEN ${a}::date AND ${b}::date)`;
  const partes = segmentar(inicio, fim).flatMap((s) => {
    if ('meses' in s) return [meses(s.meses[0], s.meses[1])];
    const [de, ate] = s.dias;
    const fora: SQL[] = [];
    if (de > s.mes) fora.push(existe(s.mes, mais(de, -1)));
    if (ate < fimDoMes(s.mes)) fora.push(existe(mais(ate, 1), fimDoMes(s.mes)));
    const algumFora = sql`(${sql.join(fora, sql` OR `)})`;
    // both halves carry the gate; it has no column of r, so each is evaluated once and one half reads nothing
    return [sql`${meses(s.mes, s.mes)} AND NOT ${algumFora}`, sql`${dias(de, ate)} AND ${algumFora}`];
  });
  return sql.join(partes, sql` UNION ALL `);
}
