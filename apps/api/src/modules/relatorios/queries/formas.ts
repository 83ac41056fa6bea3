import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, sqlVendas, type FiltrosVenda, type Periodo } from './base.ts';
import { semParalelismo, sqlFatias } from './fatias.ts';

// Payment methods (D-272): what each method paid of the period's sales, from relatorio_formas_diarias /
// relatorio_formas_mensais when the only filters are channel and type, from the raw payments otherwise.

export interface FormaLinha {
  forma: string;
  forma_tipo: string;
  pedidos: number;
  valor: number;
  taxa_servico: number;
}

/**
 * The payments of the sales of [de, ate) as a CTE body `pg`: one row per payment with the sale's local day, type,
 * channel and identity. Orders: their payments' amounts (the change is not in them). Tabs: their active payments
 * without the service fee (`valor`), the fee apart. Both the raw report and the daily rollup read it.
 */
export function sqlPagamentos(tx: TenantTx, de: SQL, ate: SQL, tz: string, f: FiltrosVenda): SQL {
  return sql`WITH v AS (${sqlVendas(tx, de, ate, tz, f)}),
    pg AS (
      SELECT pp.tipo AS forma, pp.forma_tipo, v.origem, v.id, v.dia, v.tipo, v.canal, pp.valor_centavos::bigint AS valor,
        0::bigint AS taxa
      FROM v JOIN pedido_pagamentos pp ON pp.empresa_id = ${tx.empresaId} AND pp.pedido_id = v.id
      WHERE v.venda AND v.origem = 'pedido'
      UNION ALL
      SELECT cp.forma_nome, cp.forma_tipo, v.origem, v.id, v.dia, v.tipo, v.canal,
        (cp.total_centavos - cp.taxa_servico_centavos)::bigint, cp.taxa_servico_centavos::bigint
      FROM v JOIN comanda_pagamentos cp ON cp.empresa_id = ${tx.empresaId} AND cp.comanda_id = v.id AND cp.status = 'ativo'
      WHERE v.venda AND v.origem = 'comanda')`;
}

const ORDEM = sql`ORDER BY 4 DESC, 1, 2`;

/** From the raw payments of the period (every filter; the rollup's reference in the tests and the bench). */
export function formasPagamentoBrutas(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<FormaLinha[]> {
  const { de, ate } = limites(p);
  return queryRows(
    tx,
    sql`${sqlPagamentos(tx, de, ate, p.tz, f)}
        SELECT forma, forma_tipo, count(DISTINCT (origem, id))::int AS pedidos, sum(valor)::float8 AS valor,
               sum(taxa)::float8 AS taxa_servico
        FROM pg GROUP BY forma, forma_tipo ${ORDEM}`,
  );
}

/**
 * The report. A sale is in one day, type and channel, so its distinct count per method sums exactly across days
 * and months. The payment-method, courier and neighbourhood filters are not in the rollup's key (a sale filtered by
 * method still shows all its methods): those read the raw payments.
 */
export async function formasPagamento(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<FormaLinha[]> {
  if (f.pagto || f.entregador_id || f.bairro) return formasPagamentoBrutas(tx, p, f);
  const filtros = sql.join(
    [f.canal ? sql`AND r.canal = ${f.canal}` : sql``, f.tipo ? sql`AND r.tipo = ${f.tipo}` : sql``],
    sql` `,
  );
  await semParalelismo(tx);
  const colunas = sql`r.forma, r.forma_tipo, r.pedidos, r.valor_centavos, r.taxa_servico_centavos`;
  const fonte = sqlFatias(
    tx,
    { diaria: 'relatorio_formas_diarias', mensal: 'relatorio_formas_mensais' },
    colunas,
    p.inicio,
    p.fim,
    filtros,
  );
  return queryRows(
    tx,
    sql`SELECT r.forma, r.forma_tipo, sum(r.pedidos)::int AS pedidos, sum(r.valor_centavos)::float8 AS valor,
          sum(r.taxa_servico_centavos)::float8 AS taxa_servico
        FROM (${fonte}) r GROUP BY r.forma, r.forma_tipo ${ORDEM}`,
  );
}
