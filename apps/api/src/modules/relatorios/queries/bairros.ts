import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, sqlVendas, type FiltrosVenda, type Periodo } from './base.ts';
import { semParalelismo, sqlFatias } from './fatias.ts';

// Neighbourhoods (D-273): delivery sales per neighbourhood (case and spaces ignored), shown as most of its sales
// spell it, from relatorio_bairros_diarios / _mensais when the only filter is the channel, from the raw orders
// otherwise.

export interface BairroLinha {
  bairro: string;
  pedidos: number;
  liquido: number;
  taxa_entrega: number;
}

/** The delivery sales of [de, ate) per local day, channel, neighbourhood key and spelling (the rollup's rows). */
export function sqlBairrosDoDia(tx: TenantTx, de: ReturnType<typeof sql>, ate: ReturnType<typeof sql>, tz: string) {
  return sql`WITH v AS (${sqlVendas(tx, de, ate, tz, { tipo: 'delivery' })})
    SELECT v.dia, v.canal, lower(btrim(COALESCE(v.bairro, ''))) AS chave, COALESCE(btrim(v.bairro), '') AS grafia,
      v.bairro IS NOT NULL AS com_grafia, count(*)::int AS pedidos,
      sum(v.itens + v.acrescimos + v.taxa_entrega - v.descontos) AS liquido, sum(v.taxa_entrega) AS taxa_entrega
    FROM v WHERE v.venda GROUP BY 1, 2, 3, 4, 5`;
}

/** From the raw orders of the period (every filter; the rollup's reference in the tests and the bench). */
export function bairrosBrutos(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<BairroLinha[]> {
  const { de, ate } = limites(p);
  return queryRows(
    tx,
    sql`WITH v AS (${sqlVendas(tx, de, ate, p.tz, { ...f, tipo: 'delivery' })})
        SELECT COALESCE(mode() WITHIN GROUP (ORDER BY btrim(v.bairro)), 'Sem bairro') AS bairro,
               count(*)::int AS pedidos, sum(v.itens + v.acrescimos + v.taxa_entrega - v.descontos)::float8 AS liquido,
               sum(v.taxa_entrega)::float8 AS taxa_entrega
        FROM v WHERE v.venda
        GROUP BY lower(btrim(COALESCE(v.bairro, '')))
        ORDER BY 3 DESC, 1`,
  );
}

/**
 * The report. The spelling shown is the mode of the period's spellings (the first in order among equally frequent
 * ones, as `mode()`), so the rollup keeps the count per spelling and picks it after summing. Payment-method,
 * courier and neighbourhood filters are not in its key: those read the raw orders.
 */
export async function bairros(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<BairroLinha[]> {
  if (f.pagto || f.entregador_id || f.bairro) return bairrosBrutos(tx, p, f);
  await semParalelismo(tx);
  const fonte = sqlFatias(
    tx,
    { diaria: 'relatorio_bairros_diarios', mensal: 'relatorio_bairros_mensais' },
    sql`r.chave, r.grafia, r.com_grafia, r.pedidos, r.liquido_centavos, r.taxa_entrega_centavos`,
    p.inicio,
    p.fim,
    f.canal ? sql`AND r.canal = ${f.canal}` : sql``,
  );
  return queryRows(
    tx,
    sql`WITH g AS (SELECT r.chave, r.grafia, r.com_grafia, sum(r.pedidos) AS n, sum(r.liquido_centavos) AS liquido,
                     sum(r.taxa_entrega_centavos) AS taxa
                   FROM (${fonte}) r GROUP BY 1, 2, 3)
        SELECT COALESCE((SELECT m.grafia FROM g m WHERE m.chave = g.chave AND m.com_grafia
                         ORDER BY m.n DESC, m.grafia LIMIT 1), 'Sem bairro') AS bairro,
               sum(g.n)::int AS pedidos, sum(g.liquido)::float8 AS liquido, sum(g.taxa)::float8 AS taxa_entrega
        FROM g GROUP BY g.chave ORDER BY 3 DESC, 1`,
  );
}
