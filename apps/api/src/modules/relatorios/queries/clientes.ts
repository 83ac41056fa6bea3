import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { Periodo } from './base.ts';
import { fatiar, semParalelismo } from './fatias.ts';

// Customers from their sales (orders and tabs with a customer): per customer in the period, and whether they had
// bought before it — read from the customers' rollup (D-300): the whole local months of the period from
// relatorio_clientes_mensais, its edge days from relatorio_clientes_diarios, each customer's first sale and last
// sale ever from relatorio_clientes_extremos. The raw reading (`clientes-bruto.ts`) is the tests' reference.

/** The customers' rows of [inicio, fim] as `r`: cliente_id, pedidos, liquido_centavos, ultimo_dia. */
function sqlFatiasClientes(tx: TenantTx, inicio: string, fim: string): SQL {
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

/**
 * `pc`: per customer with a sale in the period, sales, net cents and last sale's local day; `pcx`: the same with
 * `antes`, a sale before the period (their first sale's local day is before its first day).
 */
function sqlPorCliente(tx: TenantTx, p: Periodo): SQL {
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

export async function resumo(tx: TenantTx, p: Periodo): Promise<ClientesResumo> {
  await semParalelismo(tx);
  const [r] = await queryRows<ClientesResumo>(
    tx,
    sql`${sqlPorCliente(tx, p)}
        SELECT count(*)::int AS clientes, count(*) FILTER (WHERE NOT antes)::int AS novos,
               count(*) FILTER (WHERE antes)::int AS recorrentes, COALESCE(sum(pedidos), 0)::int AS pedidos,
               COALESCE(sum(liquido), 0)::float8 AS liquido,
               COALESCE(sum(${p.fim}::date - ultimo_dia), 0)::int AS recencia_soma
        FROM pcx`,
  );
  return r!;
}

/** Sales and net cents of new and of returning customers in the period. */
export async function porTipo(tx: TenantTx, p: Periodo) {
  await semParalelismo(tx);
  const linhas = await queryRows<{ antes: boolean; pedidos: number; liquido: number }>(
    tx,
    sql`${sqlPorCliente(tx, p)}
        SELECT antes, sum(pedidos)::int AS pedidos, sum(liquido)::float8 AS liquido FROM pcx GROUP BY antes`,
  );
  const de = (antes: boolean) => {
    const l = linhas.find((x) => x.antes === antes);
    return { pedidos: l?.pedidos ?? 0, liquido: l?.liquido ?? 0 };
  };
  return { novo: de(false), recorrente: de(true) };
}

const DIA_MS = 86_400_000;
const menos = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) - n * DIA_MS).toISOString().slice(0, 10);

/**
 * Customers with a sale before the period, none in it, and none in the `dias` before its end. With L the earlier
 * of the period's first day and the first of those `dias` days: a last sale up to the period's end before L is a
 * first sale before L and no sale in [L, fim].
 */
export async function inativos(tx: TenantTx, p: Periodo, dias: number): Promise<number> {
  const corte = menos(p.fim, dias - 1);
  const l = corte < p.inicio ? corte : p.inicio;
  await semParalelismo(tx);
  const [r] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM relatorio_clientes_extremos e
        WHERE e.empresa_id = ${tx.empresaId} AND e.primeiro_dia < ${l}::date
          AND e.cliente_id NOT IN (SELECT r.cliente_id FROM (${sqlFatiasClientes(tx, l, p.fim)}) r)`,
  );
  return r!.n;
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
}

/** A name containing the text, or (when it has digits) a phone containing them. */
export function filtroBusca(busca: string | undefined): SQL {
  if (!busca) return sql``;
  const nome = sql`cl.nome ILIKE ${'%' + busca.replace(/[\\%_]/g, '\\$&') + '%'}`;
  const digitos = busca.replace(/\D/g, '');
  return digitos ? sql`AND (${nome} OR cl.telefone LIKE ${'%' + digitos + '%'})` : sql`AND ${nome}`;
}

/**
 * The customers table: per customer with a sale in the period; first and last sale ever. One statement answers
 * the page and the count (a window count is taken before the LIMIT); only a page past the end counts apart.
 */
export async function tabela(
  tx: TenantTx,
  p: Periodo,
  o: OpcoesTabela,
): Promise<{ total: number; linhas: ClienteLinha[] }> {
  await semParalelismo(tx);
  const base = sql`${sqlPorCliente(tx, p)},
    t AS (
      SELECT pc.cliente_id::int AS cliente_id, cl.nome, cl.telefone, pc.pedidos, pc.liquido
      FROM pc JOIN clientes cl ON cl.empresa_id = ${tx.empresaId} AND cl.id = pc.cliente_id
      WHERE true ${filtroBusca(o.busca)})`;
  const dir = o.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const limite = o.limite === null ? sql`` : sql`LIMIT ${o.limite} OFFSET ${o.offset}`;
  const linhas = await queryRows<ClienteLinha & { total: number }>(
    tx,
    sql`${base}
      SELECT t.cliente_id, t.nome, t.telefone, t.pedidos, t.liquido,
        to_char(e.primeira_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS primeiro,
        to_char(e.ultima_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ultimo,
        ((now() AT TIME ZONE ${p.tz})::date - (e.ultima_em AT TIME ZONE ${p.tz})::date)::int AS dias_desde_ultimo,
        (count(*) OVER ())::int AS total
      FROM t JOIN relatorio_clientes_extremos e ON e.empresa_id = ${tx.empresaId} AND e.cliente_id = t.cliente_id
      ORDER BY ${ORDEM_CLIENTES[o.ordem]} ${dir}, t.cliente_id ${dir} ${limite}`,
  );
  if (linhas.length > 0) return { total: linhas[0]!.total, linhas: linhas.map(({ total: _t, ...l }) => l) };
  if (o.offset === 0) return { total: 0, linhas: [] };
  const [c] = await queryRows<{ n: number }>(tx, sql`${base} SELECT count(*)::int AS n FROM t`);
  return { total: c!.n, linhas: [] };
}
