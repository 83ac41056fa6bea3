import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { Periodo } from './base.ts';
import { semParalelismo } from './fatias.ts';
import { sqlFatiasClientes, sqlPcPorLado, type LadoClientes } from './clientes-fatias.ts';

// Customers from their sales (orders and tabs with a customer): per customer in the period, and whether they had
// bought before it — read from the customers' rollup (D-300): the whole local months of the period from
// relatorio_clientes_mensais, its edge days from relatorio_clientes_diarios, each customer's first sale and
// last sale ever from relatorio_clientes_extremos. The raw reading (`clientes-bruto.ts`) is the tests' reference.

/**
 * `pc`: per customer with a sale in the period, sales, net cents and last sale's local day; `pcx`: the same with
 * `antes`, a sale before the period (their first sale's local day is before its first day).
 */
export function sqlPorCliente(tx: TenantTx, p: Periodo): SQL {
  return sql`
    WITH pc AS (
      SELECT r.cliente_id, sum(r.pedidos)::int AS pedidos, sum(r.liquido_centavos)::float8 AS liquido,
             max(r.ultimo_dia) AS ultimo_dia
      FROM (${sqlFatiasClientes(tx, p.inicio, p.fim)}) r GROUP BY r.cliente_id),
    pcx AS (
      SELECT pc.*, e.primeiro_dia < ${p.inicio}::date AS antes
      FROM pc JOIN relatorio_clientes_extremos e ON e.empresa_id = ${tx.empresaId} AND e.cliente_id = pc.cliente_id)`;
}

export interface ClientesResumo {
  clientes: number;
  novos: number;
  recorrentes: number;
  pedidos: number;
  liquido: number;
  recencia_soma: number;
}

export const ORDEM_CLIENTES = {
  nome: sql`nome`,
  pedidos: sql`pedidos`,
  faturamento: sql`liquido`,
  ticket_medio: sql`liquido / pedidos`,
  ultimo_pedido: sql`ultimo`,
} as const;

export interface ClienteLinha {
  cliente_id: number;
  nome: string;
  telefone: string | null;
  pedidos: number;
  liquido: number;
  primeiro: string;
  ultimo: string;
  dias_desde_ultimo: number;
}

export interface OpcoesTabela {
  ordem: keyof typeof ORDEM_CLIENTES;
  dir: 'asc' | 'desc';
  busca?: string | undefined;
  limite: number | null;
  offset: number;
  /** which side of the rollup to read (tests); default: the cheaper one, chosen in the statement (D-365) */
  lado?: LadoClientes;
}

/** A name containing the text, or (when it has digits) a phone containing them. */
export function filtroBusca(busca: string | undefined): SQL {
  if (!busca) return sql``;
  const nome = sql`cl.nome ILIKE ${'%' + busca.replace(/[\\%_]/g, '\\$&') + '%'}`;
  const digitos = busca.replace(/\D/g, '');
  return digitos ? sql`AND (${nome} OR cl.telefone LIKE ${'%' + digitos + '%'})` : sql`AND ${nome}`;
}

/** The page's sort key over pc (the period's sums), cl (clientes) and e (extremes); the raw reading sorts the same. */
const CHAVE_PAGINA = {
  nome: sql`cl.nome`,
  pedidos: sql`pc.pedidos`,
  faturamento: sql`pc.liquido`,
  ticket_medio: sql`pc.liquido / pc.pedidos`,
  // the instant as the answer shows it (to the second), so ties fall to the id as in the raw reading
  ultimo_pedido: sql`date_trunc('second', e.ultima_em)`,
} as const;

/**
 * The customers table: per customer with a sale in the period (from the cheaper side of the rollup, D-365); first and
 * last sale ever. One statement answers
 * the page and the count (a window count is taken before the LIMIT); only a page past the end counts apart. The
 * page is cut from the per-customer sums first, and only its rows are joined to their names and extremes (D-364):
 * a year is thousands of customers for a page of 50. The name joins before the cut only to search or sort by it,
 * the extremes only to sort by the last sale.
 */
export async function tabela(
  tx: TenantTx,
  p: Periodo,
  o: OpcoesTabela,
): Promise<{ total: number; linhas: ClienteLinha[] }> {
  await semParalelismo(tx);
  const cliente = sql`JOIN clientes cl ON cl.empresa_id = ${tx.empresaId} AND cl.id = pc.cliente_id`;
  const extremos = sql`JOIN relatorio_clientes_extremos e
    ON e.empresa_id = ${tx.empresaId} AND e.cliente_id = pc.cliente_id`;
  const comNome = o.busca || o.ordem === 'nome';
  const base = sql`WITH pc AS (${sqlPcPorLado(tx, p, o.lado)}),
    t AS (
      SELECT pc.cliente_id::int AS cliente_id, pc.pedidos, pc.liquido, ${CHAVE_PAGINA[o.ordem]} AS k
      FROM pc ${comNome ? cliente : sql``} ${o.ordem === 'ultimo_pedido' ? extremos : sql``}
      WHERE true ${filtroBusca(o.busca)})`;
  const dir = o.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const limite = o.limite === null ? sql`` : sql`LIMIT ${o.limite} OFFSET ${o.offset}`;
  const linhas = await queryRows<ClienteLinha & { total: number }>(
    tx,
    sql`${base},
      pg AS (SELECT t.*, (count(*) OVER ())::int AS total FROM t ORDER BY t.k ${dir}, t.cliente_id ${dir} ${limite})
      SELECT pg.cliente_id, cl.nome, cl.telefone, pg.pedidos, pg.liquido,
        to_char(e.primeira_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS primeiro,
        to_char(e.ultima_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ultimo,
        ((now() AT TIME ZONE ${p.tz})::date - (e.ultima_em AT TIME ZONE ${p.tz})::date)::int AS dias_desde_ultimo,
        pg.total
      FROM pg JOIN clientes cl ON cl.empresa_id = ${tx.empresaId} AND cl.id = pg.cliente_id
      JOIN relatorio_clientes_extremos e ON e.empresa_id = ${tx.empresaId} AND e.cliente_id = pg.cliente_id
      ORDER BY pg.k ${dir}, pg.cliente_id ${dir}`,
  );
  if (linhas.length > 0) return { total: linhas[0]!.total, linhas: linhas.map(({ total: _t, ...l }) => l) };
  if (o.offset === 0) return { total: 0, linhas: [] };
  const [c] = await queryRows<{ n: number }>(tx, sql`${base} SELECT count(*)::int AS n FROM t`);
  return { total: c!.n, linhas: [] };
}
