import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { sqlVendas } from './base.ts';
import { apagarMeses } from './reescrita.ts';

// The customers' rollup (D-300..D-302), written by the per-day rewrite (`reescreverDias`): per local day and
// customer the sales, their net cents and the first and last sale's instant (relatorio_clientes_diarios); the days
// summed per month (relatorio_clientes_mensais); per customer the first and last local day, the first and last
// instant and the totals of their sales ever (relatorio_clientes_extremos, D-363), recomputed from the customer's
// days whenever one is rewritten.

/**
 * The sales with a customer of [de, ate) per local day and customer: exactly the raw reading's per-customer rows
 * (`sqlVendas`, sales only), one day at a time, so a period's sum of days is the raw reading of the period.
 */
export function sqlClientesDoDia(tx: TenantTx, de: SQL, ate: SQL, tz: string): SQL {
  return sql`WITH v AS (${sqlVendas(tx, de, ate, tz)})
    SELECT v.dia, v.cliente_id, count(*)::int AS pedidos, sum(v.itens + v.acrescimos + v.taxa_entrega - v.descontos) AS liquido,
      min(v.data) AS primeira_em, max(v.data) AS ultima_em
    FROM v WHERE v.venda AND v.cliente_id IS NOT NULL GROUP BY 1, 2`;
}

/**
 * A customer's first and last sale depend on every day of theirs, so two transactions rewriting different days of
 * one business would each recompute the customer's extremes from a snapshot without the other's days, and the
 * later upsert would keep a stale value. One transaction lock per business, taken before any day or month lock
 * (the first statement of every rewrite: one global order, no deadlock), makes the rewrites of a business take
 * turns; the second's statements then read the first's committed days.
 */
export async function travarClientes(tx: TenantTx): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended('relatorio_clientes:' || ${tx.empresaId}::text, 0))`,
  );
}

/**
 * Rewrites the customers' days [inicio, fim] (locked by the caller) from the raw rows; answers the customers whose
 * days changed (those with a row before or after), whose extremes `reescreverExtremos` recomputes.
 */
export async function reescreverClientesDias(
  tx: TenantTx,
  inicio: string,
  fim: string,
  de: SQL,
  ate: SQL,
  tz: string,
): Promise<string[]> {
  const antes = await queryRows<{ id: string }>(
    tx,
    sql`WITH d AS (DELETE FROM relatorio_clientes_diarios
                   WHERE empresa_id = ${tx.empresaId} AND dia BETWEEN ${inicio}::date AND ${fim}::date RETURNING cliente_id)
        SELECT DISTINCT cliente_id::text AS id FROM d`,
  );
  const depois = await queryRows<{ id: string }>(
    tx,
    sql`WITH n AS (
          INSERT INTO relatorio_clientes_diarios (empresa_id, dia, cliente_id, pedidos, liquido_centavos, primeira_em, ultima_em)
          SELECT ${tx.empresaId}, c.dia, c.cliente_id, c.pedidos, c.liquido, c.primeira_em, c.ultima_em
          FROM (${sqlClientesDoDia(tx, de, ate, tz)}) c
          RETURNING cliente_id)
        SELECT DISTINCT cliente_id::text AS id FROM n`,
  );
  return [...new Set([...antes, ...depois].map((l) => l.id))];
}

/** The customers' months [de, ate] (first days; locked by the caller), rewritten from their days. */
export async function reescreverClientesMeses(tx: TenantTx, de: SQL, ate: SQL): Promise<void> {
  await apagarMeses(tx, 'relatorio_clientes_mensais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_clientes_mensais (empresa_id, mes, cliente_id, pedidos, liquido_centavos, ultimo_dia)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.cliente_id, sum(d.pedidos), sum(d.liquido_centavos),
      max(d.dia)
    FROM relatorio_clientes_diarios d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3`);
}

/**
 * The extremes of these customers (ids as text), recomputed from all their days: upserted for those with a day
 * left, deleted for those without one (every sale of theirs cancelled).
 */
export async function reescreverExtremos(tx: TenantTx, clientes: string[]): Promise<void> {
  if (clientes.length === 0) return;
  // one text parameter, not one per id: a month's rebuild of a busy business touches thousands of customers
  await tx.execute(sql`
    WITH t AS (SELECT unnest(string_to_array(${clientes.join(',')}, ','))::bigint AS cliente_id),
    x AS (
      SELECT d.cliente_id, min(d.dia) AS primeiro_dia, min(d.primeira_em) AS primeira_em, max(d.ultima_em) AS ultima_em,
             max(d.dia) AS ultimo_dia, sum(d.pedidos) AS pedidos, sum(d.liquido_centavos) AS liquido
      FROM relatorio_clientes_diarios d
      WHERE d.empresa_id = ${tx.empresaId} AND d.cliente_id IN (SELECT cliente_id FROM t)
      GROUP BY d.cliente_id),
    sem_vendas AS (
      DELETE FROM relatorio_clientes_extremos e
      WHERE e.empresa_id = ${tx.empresaId} AND e.cliente_id IN (SELECT cliente_id FROM t)
        AND NOT EXISTS (SELECT 1 FROM x WHERE x.cliente_id = e.cliente_id))
    INSERT INTO relatorio_clientes_extremos (empresa_id, cliente_id, primeiro_dia, primeira_em, ultima_em, ultimo_dia,
      pedidos, liquido_centavos)
    SELECT ${tx.empresaId}, x.cliente_id, x.primeiro_dia, x.primeira_em, x.ultima_em, x.ultimo_dia, x.pedidos, x.liquido
    FROM x
    ON CONFLICT (empresa_id, cliente_id) DO UPDATE
      SET primeiro_dia = excluded.primeiro_dia, primeira_em = excluded.primeira_em, ultima_em = excluded.ultima_em,
          ultimo_dia = excluded.ultimo_dia, pedidos = excluded.pedidos, liquido_centavos = excluded.liquido_centavos`);
}
