import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import type { Periodo } from './base.ts';
import { fatiar } from './fatias.ts';

// Per customer, their sales and net cents in the period, read from the side of the customers' rollup that has fewer
// days (D-365): the period's own rows grouped by customer, or — when the period covers most of the business's
// history, as "the last year" does for a business a year old — each customer's totals ever
// (relatorio_clientes_extremos, D-363) minus their rows OUTSIDE the period. A customer bought in the period iff
// what is left has a sale (a daily row holds at least one). Both are exact; the choice is taken inside the
// statement (a gate evaluated once: the branch not taken reads nothing) from the days on each side: the period's
// length against the days from the first month with a sale to the period's start plus from its end to today.

/**
 * The customers' rows of [inicio, fim] as `r`: cliente_id, pedidos, liquido_centavos, ultimo_dia — whole months
 * monthly, edge days daily (`fatiar`). Not D-360's month-by-month slices: a customer rarely buys twice in a month,
 * so a month's rows are about as many as its days' rows, and the gates cost more to plan than they save.
 */
export function sqlFatiasClientes(tx: TenantTx, inicio: string, fim: string): SQL {
  const f = fatiar(inicio, fim);
  const partes = f.dias.map(
    ([a, b]) => sql`SELECT r.cliente_id, r.pedidos, r.liquido_centavos, r.dia AS ultimo_dia
      FROM relatorio_clientes_diarios r WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${a}::date AND ${b}::date`,
  );
  if (f.meses)
    partes.push(sql`SELECT r.cliente_id, r.pedidos, r.liquido_centavos, r.ultimo_dia
      FROM relatorio_clientes_mensais r
      WHERE r.empresa_id = ${tx.empresaId} AND r.mes BETWEEN ${f.meses[0]}::date AND ${f.meses[1]}::date`);
  return sql.join(partes, sql` UNION ALL `);
}

const DIA_MS = 86_400_000;
const mais = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
const primeiroDoMes = (d: string) => `${d.slice(0, 8)}01`;
const fimDoMes = (d: string) => mais(`${mais(primeiroDoMes(d), 32).slice(0, 8)}01`, -1);

export type LadoClientes = 'periodo' | 'fora';

/** The customer rows outside [inicio, fim] as `r`: cliente_id, pedidos, liquido_centavos (months whole, else days). */
function sqlFora(tx: TenantTx, p: Periodo): SQL {
  const linhas = (tabela: 'diarios' | 'mensais', cond: SQL) =>
    sql`SELECT r.cliente_id, r.pedidos, r.liquido_centavos FROM ${sql.raw(`relatorio_clientes_${tabela}`)} r
      WHERE r.empresa_id = ${tx.empresaId} AND ${cond}`;
  const mesInicio = primeiroDoMes(p.inicio);
  return sql`${linhas('mensais', sql`r.mes < ${mesInicio}::date`)}
    UNION ALL ${linhas('diarios', sql`r.dia >= ${mesInicio}::date AND r.dia < ${p.inicio}::date`)}
    UNION ALL ${linhas('diarios', sql`r.dia > ${p.fim}::date AND r.dia <= ${fimDoMes(p.fim)}::date`)}
    UNION ALL ${linhas('mensais', sql`r.mes > ${primeiroDoMes(p.fim)}::date`)}`;
}

/** True when the days outside the period that may hold rows are fewer than the period's (a cost estimate only). */
function sqlUsarFora(tx: TenantTx, p: Periodo): SQL {
  return sql`(SELECT (${p.inicio}::date - COALESCE(min(m.mes), ${p.inicio}::date))
      + GREATEST((now() AT TIME ZONE ${p.tz})::date - ${p.fim}::date, 0) < ${p.fim}::date - ${p.inicio}::date + 1
    FROM relatorio_clientes_mensais m WHERE m.empresa_id = ${tx.empresaId})`;
}

/** One of two readings of one answer: `lado` forces one (tests), else the statement's gate picks. */
function porLado(tx: TenantTx, p: Periodo, periodo: SQL, fora: SQL, lado?: LadoClientes): SQL {
  if (lado === 'periodo') return periodo;
  if (lado === 'fora') return fora;
  const usar = sqlUsarFora(tx, p);
  return sql`SELECT * FROM (${periodo}) a WHERE NOT ${usar} UNION ALL SELECT * FROM (${fora}) b WHERE ${usar}`;
}

/** `pc` as a CTE body: cliente_id, pedidos (int), liquido (float8) of every customer with a sale in the period. */
export function sqlPcPorLado(tx: TenantTx, p: Periodo, lado?: LadoClientes): SQL {
  const periodo = sql`SELECT r.cliente_id, sum(r.pedidos)::int AS pedidos, sum(r.liquido_centavos)::float8 AS liquido
    FROM (${sqlFatiasClientes(tx, p.inicio, p.fim)}) r GROUP BY r.cliente_id`;
  const fora = sql`
    SELECT e.cliente_id, (e.pedidos - COALESCE(f.pedidos, 0))::int AS pedidos,
           (e.liquido_centavos - COALESCE(f.liquido, 0))::float8 AS liquido
    FROM relatorio_clientes_extremos e
    LEFT JOIN (SELECT r.cliente_id, sum(r.pedidos) AS pedidos, sum(r.liquido_centavos) AS liquido
               FROM (${sqlFora(tx, p)}) r GROUP BY r.cliente_id) f ON f.cliente_id = e.cliente_id
    WHERE e.empresa_id = ${tx.empresaId} AND e.primeiro_dia <= ${p.fim}::date AND e.ultimo_dia >= ${p.inicio}::date
      AND e.pedidos - COALESCE(f.pedidos, 0) > 0`;
  return porLado(tx, p, periodo, fora, lado);
}

/** One row: the sales (int) and net cents (float8) of all customers in the period, by the cheaper side. */
export function sqlTotaisPorLado(tx: TenantTx, p: Periodo, lado?: LadoClientes): SQL {
  const periodo = sql`SELECT COALESCE(sum(r.pedidos), 0)::int AS pedidos, COALESCE(sum(r.liquido_centavos), 0)::float8 AS liquido
    FROM (${sqlFatiasClientes(tx, p.inicio, p.fim)}) r`;
  const fora = sql`SELECT (COALESCE(t.pedidos, 0) - COALESCE(f.pedidos, 0))::int AS pedidos,
      (COALESCE(t.liquido, 0) - COALESCE(f.liquido, 0))::float8 AS liquido
    FROM (SELECT sum(e.pedidos) AS pedidos, sum(e.liquido_centavos) AS liquido FROM relatorio_clientes_extremos e
          WHERE e.empresa_id = ${tx.empresaId}) t,
         (SELECT sum(r.pedidos) AS pedidos, sum(r.liquido_centavos) AS liquido FROM (${sqlFora(tx, p)}) r) f`;
  return porLado(tx, p, periodo, fora, lado);
}
