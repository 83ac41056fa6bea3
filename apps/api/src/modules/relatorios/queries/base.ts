import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import * as empresas from '../../empresas/index.ts';

// The one definition of a sale, as SQL. Reports are a read model over orders and tabs: they read those modules'
// tables (never write them) in single aggregate statements — a report joining through each module's functions would
// be hundreds of round trips. Each column below is the glossary's definition (docs/glossary.md "Relatórios").
//
// A row per order and per tab of the period:
// - an order is dated by `criado_em`, a tab by `aberta_em` (the night it was served: a tab opened at 23:50 and
//   paid at 00:20 belongs to the evening it was opened), the local day in the business's timezone;
// - `venda`: an order accepted and not cancelled (preparacao … concluido; `pendente` is not yet a sale), a tab
//   `quitada` or `encerrada`; `cancelado`: an order `cancelado`, a tab `cancelada` that was not merged into another
//   (a merged tab's items count in the target tab);
// - money in cents: `itens` (items; for tabs the items not cancelled), `acrescimos` and `descontos` (for tabs, of
//   the active payments), `taxa_entrega`, `taxa_servico` (tabs; the staff's, never revenue).

export interface Periodo {
  inicio: string;
  fim: string;
  tz: string;
}

/** The business's timezone and today's local date. */
export async function fusoEHoje(tx: TenantTx): Promise<{ tz: string; hoje: string }> {
  const [r] = await queryRows<{ tz: string; hoje: string }>(
    tx,
    sql`SELECT z.tz, to_char((now() AT TIME ZONE z.tz)::date, 'YYYY-MM-DD') AS hoje
        FROM (SELECT COALESCE(${empresas.sqlFusoHorario(tx)}, 'America/Sao_Paulo') AS tz) z`,
  );
  return r!;
}

/** Report transactions already running without parallel workers (see `semParalelismo` in fatias.ts). */
export const transacoesSemParalelismo = new WeakSet<TenantTx>();

/**
 * The same and the business's pending days in one statement: every report asks both first, and each round trip
 * costs the API process a socket write and the server a wake-up. The same statement turns parallel workers off for
 * the report's transaction (`semParalelismo` says why), so no report pays a statement for it. Built from the
 * business's id alone, so it can be the transaction's first statement and travel with BEGIN (`aberturaDe`).
 */
export function sqlFusoHojeEPendentes(t: Pick<TenantTx, 'empresaId'>): SQL {
  return sql`SELECT z.tz, to_char((now() AT TIME ZONE z.tz)::date, 'YYYY-MM-DD') AS hoje,
               set_config('max_parallel_workers_per_gather', '0', true) AS sem_paralelismo,
               ARRAY(SELECT to_char(d.dia, 'YYYY-MM-DD') FROM relatorio_dias_pendentes d
                     WHERE d.empresa_id = ${t.empresaId} ORDER BY d.dia) AS pendentes
        FROM (SELECT COALESCE(${empresas.sqlFusoHorario(t)}, 'America/Sao_Paulo') AS tz) z`;
}

export interface Abertura {
  tz: string;
  hoje: string;
  pendentes: string[];
}

/** `sqlFusoHojeEPendentes`' answer, sent as the transaction's first statement; the transaction runs without workers. */
export function aberturaDe(tx: TenantTx, linhas: unknown[]): Abertura {
  transacoesSemParalelismo.add(tx);
  return linhas[0] as Abertura;
}

/** The period's first instant and the instant after its last day, as timestamptz. */
export function limites(p: Periodo): { de: SQL; ate: SQL } {
  return {
    de: sql`((${p.inicio}::date)::timestamp AT TIME ZONE ${p.tz})`,
    ate: sql`(((${p.fim}::date) + 1)::timestamp AT TIME ZONE ${p.tz})`,
  };
}

export interface FiltrosVenda {
  canal?: string | undefined;
  tipo?: string | undefined;
  pagto?: string | undefined;
  entregador_id?: number | undefined;
  bairro?: string | undefined;
}

/** The order side's filters (tabs have no courier nor neighbourhood: either filter leaves tabs out). */
function filtrosPedido(f: FiltrosVenda): SQL {
  const partes: SQL[] = [];
  if (f.canal) partes.push(sql`AND p.canal = ${f.canal}`);
  if (f.tipo) partes.push(sql`AND p.tipo = ${f.tipo}`);
  if (f.pagto) partes.push(sql`AND ${f.pagto} = ANY (p.pagamento_tipos)`);
  if (f.entregador_id) partes.push(sql`AND p.entregador_id = ${f.entregador_id}`);
  if (f.bairro) partes.push(sql`AND lower(btrim(p.bairro)) = lower(btrim(${f.bairro}))`);
  return sql.join(partes, sql` `);
}

function incluiComandas(f: FiltrosVenda): boolean {
  if (f.entregador_id || f.bairro) return false;
  if (f.canal && f.canal !== 'mesa') return false;
  if (f.tipo && f.tipo !== 'mesa') return false;
  return true;
}

/**
 * `vendas` as a CTE body: one row per order and tab whose date falls in [de, ate). Columns: origem, id, numero,
 * data, dia (local date), tipo, canal, status, venda, cancelado, itens, acrescimos, taxa_entrega, descontos,
 * taxa_servico, cliente_id, nome_cliente, telefone, bairro, entregador_id, motivo.
 */
export function sqlVendas(tx: TenantTx, de: SQL, ate: SQL, tz: string, f: FiltrosVenda = {}): SQL {
  return sql.join(sqlVendasPartes(tx, de, ate, tz, f), sql` UNION ALL `);
}

/**
 * The same rows as `sqlVendas`, one SELECT per source (orders, tabs; at least one): a page can then read each
 * source in its own index order and merge them (queries/tabelas.ts).
 */
export function sqlVendasPartes(tx: TenantTx, de: SQL, ate: SQL, tz: string, f: FiltrosVenda = {}): SQL[] {
  const pedidos = f.tipo === 'mesa' ? null : sqlPedidos(tx, de, ate, tz, f);
  const comandas = incluiComandas(f) ? sqlComandas(tx, de, ate, tz, f) : null;
  if (pedidos && comandas) return [pedidos, comandas];
  return [pedidos ?? comandas ?? sql`${sqlPedidos(tx, de, ate, tz, f)} AND false`];
}

function sqlPedidos(tx: TenantTx, de: SQL, ate: SQL, tz: string, f: FiltrosVenda): SQL {
  return sql`
    SELECT 'pedido'::text AS origem, p.id, p.numero_pedido AS numero, p.criado_em AS data,
      (p.criado_em AT TIME ZONE ${tz})::date AS dia, p.tipo, p.canal, p.status,
      p.status NOT IN ('pendente', 'cancelado') AS venda, p.status = 'cancelado' AS cancelado,
      p.subtotal_itens_centavos::bigint AS itens, 0::bigint AS acrescimos, p.taxa_entrega_centavos::bigint AS taxa_entrega,
      p.desconto_centavos::bigint AS descontos, 0::bigint AS taxa_servico,
      p.cliente_id, p.nome_cliente, p.telefone, p.bairro, p.entregador_id, p.motivo_cancelamento AS motivo
    FROM pedidos p
    WHERE p.empresa_id = ${tx.empresaId} AND p.criado_em >= ${de} AND p.criado_em < ${ate} ${filtrosPedido(f)}`;
}

function sqlComandas(tx: TenantTx, de: SQL, ate: SQL, tz: string, f: FiltrosVenda): SQL {
  const pagto = f.pagto
    ? sql`AND EXISTS (SELECT 1 FROM comanda_pagamentos cp WHERE cp.empresa_id = c.empresa_id AND cp.comanda_id = c.id
             AND cp.status = 'ativo' AND cp.forma_tipo = ${f.pagto})`
    : sql``;
  return sql`
    SELECT 'comanda'::text AS origem, c.id, c.id AS numero, c.aberta_em AS data,
      (c.aberta_em AT TIME ZONE ${tz})::date AS dia, 'mesa'::text AS tipo, 'mesa'::text AS canal, c.status,
      c.status IN ('quitada', 'encerrada') AS venda, (c.status = 'cancelada' AND c.mesclada_em IS NULL) AS cancelado,
      COALESCE((SELECT sum(i.quantidade * i.preco_unitario_centavos) FROM comanda_itens i
                WHERE i.empresa_id = c.empresa_id AND i.comanda_id = c.id AND i.status <> 'cancelado'), 0)::bigint AS itens,
      COALESCE(pg.acrescimos, 0)::bigint AS acrescimos, 0::bigint AS taxa_entrega,
      COALESCE(pg.descontos, 0)::bigint AS descontos, COALESCE(pg.taxa_servico, 0)::bigint AS taxa_servico,
      c.cliente_id, c.grupo_nome AS nome_cliente, NULL::text AS telefone, NULL::text AS bairro,
      NULL::bigint AS entregador_id, c.motivo
    FROM comandas c
    LEFT JOIN LATERAL (
      SELECT sum(cp.acrescimo_centavos) AS acrescimos, sum(cp.desconto_centavos) AS descontos,
             sum(cp.taxa_servico_centavos) AS taxa_servico
      FROM comanda_pagamentos cp
      WHERE cp.empresa_id = c.empresa_id AND cp.comanda_id = c.id AND cp.status = 'ativo'
    ) pg ON true
    WHERE c.empresa_id = ${tx.empresaId} AND c.aberta_em >= ${de} AND c.aberta_em < ${ate} ${pagto}`;
}

/** The metric sums over `v` (a vendas relation), sales only; money as float8 (exact for integers < 2^53). */
export const SQL_METRICAS = sql`
  count(*) FILTER (WHERE v.venda)::int AS pedidos,
  COALESCE(sum(v.itens) FILTER (WHERE v.venda), 0)::float8 AS itens,
  COALESCE(sum(v.acrescimos) FILTER (WHERE v.venda), 0)::float8 AS acrescimos,
  COALESCE(sum(v.taxa_entrega) FILTER (WHERE v.venda), 0)::float8 AS taxa_entrega,
  COALESCE(sum(v.descontos) FILTER (WHERE v.venda), 0)::float8 AS descontos,
  COALESCE(sum(v.taxa_servico) FILTER (WHERE v.venda), 0)::float8 AS taxa_servico,
  count(*) FILTER (WHERE v.cancelado)::int AS cancelados,
  COALESCE(sum(v.itens + v.acrescimos + v.taxa_entrega - v.descontos) FILTER (WHERE v.cancelado), 0)::float8 AS cancelados_valor`;

/** Sums in cents, as SQL_METRICAS answers them. */
export interface SomasCentavos {
  pedidos: number;
  itens: number;
  acrescimos: number;
  taxa_entrega: number;
  descontos: number;
  taxa_servico: number;
  cancelados: number;
  cancelados_valor: number;
}
