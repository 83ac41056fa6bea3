import { sql, type SQL } from 'drizzle-orm';
import { queryRows, ultimaInstrucao, type TenantTx } from '../../../db/tenant.ts';
import type { Periodo } from './base.ts';
import { sqlFatiasClientes, sqlTotaisPorLado, type LadoClientes } from './clientes-fatias.ts';
import { sqlPorCliente, type ClientesResumo } from './clientes.ts';
import { semParalelismo } from './fatias.ts';
import { sqlEtapas, type Etapas } from './funil.ts';

// The customers' overview and types in ONE statement (D-362): the summary, new vs returning customers' sales, the
// inactive count and, for the overview, the funnel — each route used to send two or three statements that each
// grouped the period's rows by customer again. Two readings of the same answer:
// - `meses`: the period's customer rows (monthly + edge days) grouped by customer, as before;
// - `extremos`: each customer's row of relatorio_clientes_extremos (first and last sale day, sales and net cents
//   ever, D-363) plus only the rows AFTER the period. A customer without a sale after the period bought in it iff
//   their last sale is in it, and that sale is their last one in it; a new customer's sales in the period are all
//   their sales up to its end. Customers who bought after the period are probed one by one in their days. The
//   period's total sales are a sum without grouping, over the period's rows or the totals minus the rows outside
//   it, whichever side has fewer days (D-365). Cheap when little happened after the period (the usual report ends
//   today); `via` picks it then.

const DIA_MS = 86_400_000;
const menos = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) - n * DIA_MS).toISOString().slice(0, 10);
const dias = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DIA_MS);

export type ResumoCompleto = ClientesResumo & {
  pedidos_novos: number;
  liquido_novos: number;
  /** null when not asked */
  inativos: number | null;
};

export type Via = 'meses' | 'extremos';

/**
 * Which reading costs less (never changes the answer): `extremos` reads every customer once plus the rows after
 * the period, `meses` the period's rows — and, for the inactive count, the rows of up to 60 days more, which
 * `extremos` does not need. The former wins for a period that ended recently and is four weeks or more long with
 * the inactive count, two months or more without it (measured on the bench's busiest business: D-362).
 */
export function via(p: Periodo, hoje = new Date().toISOString().slice(0, 10), comInativos = true): Via {
  return dias(p.inicio, p.fim) >= (comInativos ? 27 : 59) && dias(p.fim, hoje) <= 31 ? 'extremos' : 'meses';
}

/** The first day of the inactivity window: the earlier of the period's start and `diasInativo` days before its end. */
const inicioInativo = (p: Periodo, diasInativo: number) => {
  const corte = menos(p.fim, diasInativo - 1);
  return corte < p.inicio ? corte : p.inicio;
};

function sqlMeses(tx: TenantTx, p: Periodo, diasInativo: number | undefined): SQL {
  const l = diasInativo === undefined ? null : inicioInativo(p, diasInativo);
  const inativos =
    l === null
      ? sql`NULL::int`
      : sql`(SELECT count(*)::int FROM relatorio_clientes_extremos e
              WHERE e.empresa_id = ${tx.empresaId} AND e.primeiro_dia < ${l}::date
                AND e.cliente_id NOT IN (SELECT r.cliente_id FROM (${sqlFatiasClientes(tx, l, p.fim)}) r))`;
  return sql`${sqlPorCliente(tx, p)},
    res AS (
      SELECT count(*)::int AS clientes, count(*) FILTER (WHERE NOT antes)::int AS novos,
             count(*) FILTER (WHERE antes)::int AS recorrentes, COALESCE(sum(pedidos), 0)::int AS pedidos,
             COALESCE(sum(liquido), 0)::float8 AS liquido,
             COALESCE(sum(${p.fim}::date - ultimo_dia), 0)::int AS recencia_soma,
             COALESCE(sum(pedidos) FILTER (WHERE NOT antes), 0)::int AS pedidos_novos,
             COALESCE(sum(liquido) FILTER (WHERE NOT antes), 0)::float8 AS liquido_novos,
             ${inativos} AS inativos
      FROM pcx)`;
}

function sqlExtremos(tx: TenantTx, p: Periodo, diasInativo: number | undefined, lado?: LadoClientes): SQL {
  // without the inactive count, its column is computed for no one (l = the period's end: every row "active")
  const l = diasInativo === undefined ? p.fim : inicioInativo(p, diasInativo);
  const inativos =
    diasInativo === undefined
      ? sql`NULL::int`
      : sql`count(*) FILTER (WHERE c.primeiro_dia < ${l}::date AND NOT c.ativo)::int`;
  const dia = (c: SQL, de: string, ate: string) =>
    sql`d.empresa_id = ${tx.empresaId} AND d.cliente_id = ${c} AND d.dia BETWEEN ${de}::date AND ${ate}::date`;
  return sql`
    WITH depois AS (
      SELECT d.cliente_id, sum(d.pedidos) AS pedidos, sum(d.liquido_centavos) AS liquido
      FROM relatorio_clientes_diarios d WHERE d.empresa_id = ${tx.empresaId} AND d.dia > ${p.fim}::date
      GROUP BY d.cliente_id),
    c AS (
      SELECT e.primeiro_dia,
        CASE WHEN x.cliente_id IS NULL THEN CASE WHEN e.ultimo_dia >= ${p.inicio}::date THEN e.ultimo_dia END
             ELSE (SELECT max(d.dia) FROM relatorio_clientes_diarios d WHERE ${dia(sql`e.cliente_id`, p.inicio, p.fim)})
        END AS ultimo,
        CASE WHEN x.cliente_id IS NULL THEN e.ultimo_dia >= ${l}::date
             ELSE EXISTS (SELECT 1 FROM relatorio_clientes_diarios d WHERE ${dia(sql`e.cliente_id`, l, p.fim)})
        END AS ativo,
        e.pedidos - COALESCE(x.pedidos, 0) AS pedidos_ate, e.liquido_centavos - COALESCE(x.liquido, 0) AS liquido_ate
      FROM relatorio_clientes_extremos e LEFT JOIN depois x ON x.cliente_id = e.cliente_id
      WHERE e.empresa_id = ${tx.empresaId} AND e.primeiro_dia <= ${p.fim}::date),
    tot AS (${sqlTotaisPorLado(tx, p, lado)}),
    res AS (
      SELECT count(c.ultimo)::int AS clientes,
             count(c.ultimo) FILTER (WHERE c.primeiro_dia >= ${p.inicio}::date)::int AS novos,
             count(c.ultimo) FILTER (WHERE c.primeiro_dia < ${p.inicio}::date)::int AS recorrentes,
             (SELECT pedidos FROM tot) AS pedidos, (SELECT liquido FROM tot) AS liquido,
             COALESCE(sum(${p.fim}::date - c.ultimo), 0)::int AS recencia_soma,
             COALESCE(sum(c.pedidos_ate) FILTER (WHERE c.primeiro_dia >= ${p.inicio}::date), 0)::int AS pedidos_novos,
             COALESCE(sum(c.liquido_ate) FILTER (WHERE c.primeiro_dia >= ${p.inicio}::date), 0)::float8
               AS liquido_novos,
             ${inativos} AS inativos
      FROM c)`;
}

/**
 * The customers' summary of the period, new customers' sales, with `diasInativo` the inactive customers and with
 * `funil` the funnel's steps: one statement. Inactive: a sale before the period, none in it, and none in the
 * `diasInativo` days before its end — with L the earlier of the period's first day and the first of those days, a
 * first sale before L and no sale in [L, fim]. `ultima`: the transaction's last statement, sent with its COMMIT on a
 * server (`ultimaInstrucao`).
 */
export async function resumoCompleto(
  tx: TenantTx,
  p: Periodo,
  o: { diasInativo?: number; funil?: boolean; via?: Via; lado?: LadoClientes; ultima?: boolean },
): Promise<ResumoCompleto & { funil?: Etapas }> {
  await semParalelismo(tx);
  const corpo =
    (o.via ?? via(p, undefined, o.diasInativo !== undefined)) === 'extremos'
      ? sqlExtremos(tx, p, o.diasInativo, o.lado)
      : sqlMeses(tx, p, o.diasInativo);
  const funil = o.funil ? sql`CROSS JOIN (${sqlEtapas(tx, p)}) f` : sql``;
  const [r] = await (o.ultima ? ultimaInstrucao : queryRows)<
    ResumoCompleto & Partial<Omit<Etapas, 'pedidos'> & { funil_pedidos: number }>
  >(tx, sql`${corpo} SELECT * FROM res ${funil}`);
  const { visitas, carrinho, identificacao, entrega, pagamento, funil_pedidos, ...resumo } = r!;
  if (!o.funil) return resumo;
  const e = { visitas, carrinho, identificacao, entrega, pagamento, pedidos: funil_pedidos } as Etapas;
  return { ...resumo, funil: e };
}
