import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, SQL_METRICAS, sqlVendas, type FiltrosVenda, type Periodo, type SomasCentavos } from './base.ts';

// The period's metric sums, whole or grouped. From the daily rollup when it can answer exactly (no filter other
// than channel and type, buckets of whole days); from the raw orders and tabs otherwise (hours, payment method,
// courier or neighbourhood filters) — bounded by the period limit, and served by the (empresa_id, date) indexes.

export type Chave = 'total' | 'hora' | 'dia' | 'semana' | 'mes' | 'canal' | 'tipo';

function expressao(chave: Chave, alias: 'r' | 'v', tz: string): SQL | undefined {
  const dia = alias === 'r' ? sql`r.dia` : sql`v.dia`;
  switch (chave) {
    case 'total':
      return undefined;
    case 'hora':
      return sql`to_char(date_trunc('hour', v.data AT TIME ZONE ${tz}), 'YYYY-MM-DD"T"HH24:00')`;
    case 'dia':
      return sql`to_char(${dia}, 'YYYY-MM-DD')`;
    case 'semana': // date_trunc('week') starts weeks on Monday, as the spec's date picker
      return sql`to_char(date_trunc('week', ${dia})::date, 'YYYY-MM-DD')`;
    case 'mes':
      return sql`to_char(date_trunc('month', ${dia})::date, 'YYYY-MM-DD')`;
    case 'canal':
      return alias === 'r' ? sql`r.canal` : sql`v.canal`;
    case 'tipo':
      return alias === 'r' ? sql`r.tipo` : sql`v.tipo`;
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
  if (!o.forcarBruto && usaRollup(f, chave))
    return somarRollup(tx, p.inicio, p.fim, { canal: f.canal, tipo: f.tipo }, expressao(chave, 'r', p.tz));
  return somarBruto(tx, p, f, chave);
}

/** The same sums straight from the raw orders and tabs (also the rollup test's independent side in SQL). */
export async function somarBruto(tx: TenantTx, p: Periodo, f: FiltrosVenda, chave: Chave): Promise<Somas[]> {
  const { de, ate } = limites(p);
  const g = expressao(chave, 'v', p.tz) ?? sql`NULL::text`;
  return queryRows(
    tx,
    sql`SELECT ${g} AS grupo, ${SQL_METRICAS} FROM (${sqlVendas(tx, de, ate, p.tz, f)}) v
        GROUP BY 1 HAVING count(*) FILTER (WHERE v.venda OR v.cancelado) > 0 ORDER BY 1`,
  );
}

/** Sums of the rollup over [inicio, fim], optionally by a bucket expression over `r.dia`, for channel/type. */
async function somarRollup(
  tx: TenantTx,
  inicio: string,
  fim: string,
  f: { canal?: string | undefined; tipo?: string | undefined },
  grupo?: SQL,
): Promise<(SomasCentavos & { grupo: string | null })[]> {
  const filtros = sql.join(
    [f.canal ? sql`AND r.canal = ${f.canal}` : sql``, f.tipo ? sql`AND r.tipo = ${f.tipo}` : sql``],
    sql` `,
  );
  const g = grupo ?? sql`NULL::text`;
  return queryRows(
    tx,
    sql`SELECT ${g} AS grupo, COALESCE(sum(r.pedidos), 0)::int AS pedidos,
          COALESCE(sum(r.itens_centavos), 0)::float8 AS itens, COALESCE(sum(r.acrescimos_centavos), 0)::float8 AS acrescimos,
          COALESCE(sum(r.taxa_entrega_centavos), 0)::float8 AS taxa_entrega,
          COALESCE(sum(r.descontos_centavos), 0)::float8 AS descontos,
          COALESCE(sum(r.taxa_servico_centavos), 0)::float8 AS taxa_servico,
          COALESCE(sum(r.cancelados), 0)::int AS cancelados, COALESCE(sum(r.cancelados_centavos), 0)::float8 AS cancelados_valor
        FROM relatorio_vendas_diarias r
        WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${inicio}::date AND ${fim}::date ${filtros}
        GROUP BY 1 ORDER BY 1`,
  );
}
