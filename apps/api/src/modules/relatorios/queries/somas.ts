import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, SQL_METRICAS, sqlVendas, type FiltrosVenda, type Periodo, type SomasCentavos } from './base.ts';

// The period's metric sums, whole or grouped. From the daily rollup when it can answer exactly (no filter other
// than channel and type, buckets of whole days); from the raw orders and tabs otherwise (hours, payment method,
// courier or neighbourhood filters) — bounded by the period limit, and served by the (empresa_id, date) indexes.

/** The sums' columns of both readings, picked from the grouped subquery `s` (its bucket `g` stays inside). */
const COLUNAS = sql`s.pedidos, s.itens, s.acrescimos, s.taxa_entrega, s.descontos, s.taxa_servico, s.cancelados,
  s.cancelados_valor`;

export type Chave = 'total' | 'hora' | 'dia' | 'semana' | 'mes' | 'canal' | 'tipo';

/**
 * The bucket of a row (a date, an hour or a text key) and how the bucket is written in the answer. Rows are grouped
 * by the bucket itself and only the groups are formatted: `to_char` once per day of a year, not once per rollup row.
 */
function expressao(chave: Chave, alias: 'r' | 'v', tz: string): { g: SQL; texto: (g: SQL) => SQL } | undefined {
  const dia = alias === 'r' ? sql`r.dia` : sql`v.dia`;
  const data = (g: SQL) => ({ g, texto: (x: SQL) => sql`to_char(${x}, 'YYYY-MM-DD')` });
  switch (chave) {
    case 'total':
      return undefined;
    case 'hora':
      return {
        g: sql`date_trunc('hour', v.data AT TIME ZONE ${tz})`,
        texto: (x) => sql`to_char(${x}, 'YYYY-MM-DD"T"HH24:00')`,
      };
    case 'dia':
      return data(dia);
    case 'semana': // date_trunc('week') starts weeks on Monday, as the spec's date picker
      return data(sql`date_trunc('week', ${dia})::date`);
    case 'mes':
      return data(sql`date_trunc('month', ${dia})::date`);
    case 'canal':
      return { g: alias === 'r' ? sql`r.canal` : sql`v.canal`, texto: (x) => x };
    case 'tipo':
      return { g: alias === 'r' ? sql`r.tipo` : sql`v.tipo`, texto: (x) => x };
  }
}

export function usaRollup(f: FiltrosVenda, chave: Chave): boolean {
  return !f.pagto && !f.entregador_id && !f.bairro && chave !== 'hora';
}

export type Somas = SomasCentavos & { grupo: string | null };

export async function somar(
  tx: TenantTx,
  p: Periodo,
  f: FiltrosVenda,
  chave: Chave,
  o: { forcarBruto?: boolean } = {},
): Promise<Somas[]> {
  const e = expressao(chave, o.forcarBruto || !usaRollup(f, chave) ? 'v' : 'r', p.tz);
  const texto = e?.texto ?? ((x: SQL) => x);
  return queryRows(
    tx,
    sql`SELECT ${texto(sql`s.g`)} AS grupo, ${COLUNAS} FROM (${sqlSomas(tx, p, f, chave, o)}) s ORDER BY s.g`,
  );
}

/** The same sums straight from the raw orders and tabs (also the rollup test's independent side in SQL). */
export function somarBruto(tx: TenantTx, p: Periodo, f: FiltrosVenda, chave: Chave): Promise<Somas[]> {
  return somar(tx, p, f, chave, { forcarBruto: true });
}

/**
 * The grouped sums as a relation: its bucket `g` (a date, an hour or a text key; NULL for 'total') and the
 * metric columns, in cents. From the rollup when it answers the filters and the bucket, else from the raw rows.
 */
export function sqlSomas(tx: TenantTx, p: Periodo, f: FiltrosVenda, chave: Chave, o: { forcarBruto?: boolean } = {}) {
  if (!o.forcarBruto && usaRollup(f, chave))
    return sqlSomasRollup(tx, p.inicio, p.fim, { canal: f.canal, tipo: f.tipo }, expressao(chave, 'r', p.tz)?.g);
  const { de, ate } = limites(p);
  return sql`SELECT ${expressao(chave, 'v', p.tz)?.g ?? sql`NULL::text`} AS g, ${SQL_METRICAS}
    FROM (${sqlVendas(tx, de, ate, p.tz, f)}) v
    GROUP BY 1 HAVING count(*) FILTER (WHERE v.venda OR v.cancelado) > 0`;
}

/** Sums of the rollup over [inicio, fim], optionally by a bucket expression over `r.dia`, for channel/type. */
function sqlSomasRollup(
  tx: TenantTx,
  inicio: string,
  fim: string,
  f: { canal?: string | undefined; tipo?: string | undefined },
  g?: SQL,
): SQL {
  const filtros = sql.join(
    [f.canal ? sql`AND r.canal = ${f.canal}` : sql``, f.tipo ? sql`AND r.tipo = ${f.tipo}` : sql``],
    sql` `,
  );
  return sql`SELECT ${g ?? sql`NULL::text`} AS g, COALESCE(sum(r.pedidos), 0)::int AS pedidos,
          COALESCE(sum(r.itens_centavos), 0)::float8 AS itens, COALESCE(sum(r.acrescimos_centavos), 0)::float8 AS acrescimos,
          COALESCE(sum(r.taxa_entrega_centavos), 0)::float8 AS taxa_entrega,
          COALESCE(sum(r.descontos_centavos), 0)::float8 AS descontos,
          COALESCE(sum(r.taxa_servico_centavos), 0)::float8 AS taxa_servico,
          COALESCE(sum(r.cancelados), 0)::int AS cancelados, COALESCE(sum(r.cancelados_centavos), 0)::float8 AS cancelados_valor
        FROM relatorio_vendas_diarias r
        WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${inicio}::date AND ${fim}::date ${filtros}
        GROUP BY 1`;
}
