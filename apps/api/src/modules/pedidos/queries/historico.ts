import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { PedidosQuery } from '@app/shared/schemas/pedidos-consulta.ts';
import { normalizarTelefone } from '@app/shared/domain/telefone.ts';
import * as empresas from '../../empresas/index.ts';
import * as entrega from '../../entrega/index.ts';
import type { Ancora } from '../service/historico-cache.ts';
import { isoUtc, pgArray, reais } from './consulta.ts';

// The history (spec §7 params): its filters, its pages and the CSV's rows. Indexes: pedidos_empresa_criado_idx
// (by date, covering the usual filters) and pedidos_empresa_total_idx (by total, for "largest orders in a period").

/** Sort column and the SQL type its key travels back as (an anchor); null: no keyset (the column may be NULL). */
const ORDENS: Record<NonNullable<PedidosQuery['sort_field']>, { col: string; tipo: string | null }> = {
  data_criacao: { col: 'p.criado_em', tipo: 'timestamptz' },
  numero_pedido: { col: 'p.numero_pedido', tipo: 'int' },
  total_pedido: { col: 'p.total_centavos', tipo: 'int' },
  status: { col: 'p.status', tipo: 'text' },
  nome_cliente: { col: 'p.nome_cliente', tipo: null },
};

/**
 * WHERE clause of the history filters (spec §7 params), always scoped to the tenant's business. Days are the
 * business's own: its timezone is read inline by the query (an InitPlan, evaluated once; no extra round trip), or
 * passed as `fuso` when the caller read it: then the day's bounds are constants the planner can estimate (with an
 * InitPlan it guesses a few rows for any period and sorts a whole year's orders instead of reading by total).
 */
export function filtrosHistorico(tx: TenantTx, q: PedidosQuery, fuso?: string): SQL {
  const timezone = fuso ?? empresas.sqlFusoHorario(tx);
  const partes: SQL[] = [sql`p.empresa_id = ${tx.empresaId}`];
  const inicioDia = (d: string) => sql`((${d}::date)::timestamp AT TIME ZONE ${timezone})`;
  if (q.data)
    partes.push(sql`p.criado_em >= ${inicioDia(q.data)} AND p.criado_em < ${inicioDia(q.data)} + interval '1 day'`);
  if (q.data_ini) partes.push(sql`p.criado_em >= ${inicioDia(q.data_ini)}`);
  if (q.data_fim) partes.push(sql`p.criado_em < ${inicioDia(q.data_fim)} + interval '1 day'`);
  if (q.last_hours) partes.push(sql`p.criado_em > now() - make_interval(hours => ${q.last_hours})`);
  if (q.status) {
    const lista = q.status
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    partes.push(sql`p.status = ANY(${pgArray(lista)}::text[])`);
  }
  if (q.tipo) partes.push(sql`p.tipo = ${q.tipo}`);
  if (q.canal) partes.push(sql`p.canal = ${q.canal}`);
  if (q.pagto) partes.push(sql`p.pagamento_tipos @> ${pgArray([q.pagto])}::text[]`);
  if (q.entregador_id) partes.push(sql`p.entregador_id = ${q.entregador_id}`);
  if (q.cliente_id) partes.push(sql`p.cliente_id = ${q.cliente_id}`);
  if (q.telefone) {
    const digitos = q.telefone.replace(/\D/g, '');
    const e164 = normalizarTelefone(q.telefone);
    partes.push(e164 ? sql`p.telefone = ${e164}` : sql`p.telefone LIKE ${`%${digitos}%`}`);
  }
  if (q.search) {
    const termo = q.search.trim();
    const digitos = termo.replace(/\D/g, '');
    const alternativas: SQL[] = [sql`p.nome_cliente ILIKE ${`%${termo.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`];
    if (digitos.length >= 3) alternativas.push(sql`p.telefone LIKE ${`%${digitos}%`}`);
    if (/^#?\d{1,9}$/.test(termo)) alternativas.push(sql`p.numero_pedido = ${Number(digitos)}`);
    partes.push(sql`(${sql.join(alternativas, sql` OR `)})`);
  }
  return sql.join(partes, sql` AND `);
}

export interface PaginaHistorico {
  /** The page's items as the JSON array text PostgreSQL built (the spec's order summary, in its key order). */
  texto: string;
  /** Anchors learnt from this page: the row before it and its last row (the anchor of the next page). */
  ancoras: Ancora[];
}

/**
 * A history page, as JSON text built by PostgreSQL: Node neither parses its rows nor serialises them again (as the
 * board's, D-320). The page's ids are chosen first from the index (filters + sort +
 * LIMIT touch only index entries), then only those rows are built (deferred join). With an anchor at or before the
 * page the ids start after it (keyset: `(key, id) < (anchor)`), skipping only the pages between; without one,
 * OFFSET from the start. One row more than the page is read when rows are skipped: the row just before the page,
 * its anchor for next time. The anchors ride in the same statement (the key as exact text, first and last row).
 */
export async function pagina(
  tx: TenantTx,
  q: PedidosQuery,
  ancora: Ancora | undefined,
  fuso?: string,
): Promise<PaginaHistorico> {
  const where = filtrosHistorico(tx, q, fuso);
  const perPage = q.per_page ?? 50;
  const page = q.page ?? 1;
  const dir = q.sort_dir === 'asc' ? 'ASC' : 'DESC';
  const { col, tipo } = ORDENS[q.sort_field ?? 'data_criacao'];
  const usar = tipo && ancora && ancora.pagina <= page ? ancora : undefined;
  const depois = usar
    ? sql` AND (${sql.raw(col)}, p.id) ${sql.raw(dir === 'DESC' ? '<' : '>')} (${usar.k}::${sql.raw(tipo!)}, ${usar.id}::bigint)`
    : sql``;
  const pular = (page - (usar?.pagina ?? 1)) * perPage;
  const antes = pular > 0 ? 1 : 0;
  // `o` numbers the rows read in the page's order (a sort of at most per_page + 1 rows): row 1 is the one before
  // the page when `antes` is 1; the key and id of the first and the last row are the anchors
  const [r] = await queryRows<{
    itens: string;
    lidas: number;
    k_antes: string | null;
    id_antes: number | null;
    k_ultima: string | null;
    id_ultima: number | null;
  }>(
    tx,
    sql`
    SELECT COALESCE(json_agg(x.j ORDER BY x.o) FILTER (WHERE x.o > ${antes}), '[]'::json)::text AS itens,
      COALESCE(max(x.o), 0)::int AS lidas,
      min(x.k) FILTER (WHERE x.o = 1) AS k_antes, min(x.id) FILTER (WHERE x.o = 1) AS id_antes,
      (array_agg(x.k ORDER BY x.o DESC))[1] AS k_ultima, (array_agg(x.id ORDER BY x.o DESC))[1] AS id_ultima
    FROM (
      SELECT row_number() OVER (ORDER BY ${sql.raw(`pg.k ${dir}, pg.id ${dir}`)}) AS o, pg.id, pg.k::text AS k,
        json_build_object('id', p.id, 'numero_pedido', p.numero_pedido, 'codigo', p.codigo,
          'data_criacao', ${isoUtc('p.criado_em')}, 'nome_cliente', p.nome_cliente, 'telefone', p.telefone,
          'tipo', p.tipo, 'canal', p.canal, 'status', p.status, 'bairro', p.bairro,
          'entregador_nome', ${entrega.sqlNomeEntregador(tx, sql`p.entregador_id`)},
          'pagamentos', ARRAY(SELECT g.tipo FROM pedido_pagamentos g WHERE g.empresa_id = p.empresa_id AND g.pedido_id = p.id ORDER BY g.id),
          'total_pedido', ${reais('p.total_centavos')}) AS j
      FROM (SELECT p.id, ${sql.raw(col)} AS k FROM pedidos p WHERE ${where}${depois}
            ORDER BY ${sql.raw(`${col} ${dir}, p.id ${dir}`)} LIMIT ${perPage + antes} OFFSET ${pular - antes}) pg
      JOIN pedidos p ON p.empresa_id = ${tx.empresaId} AND p.id = pg.id) x`,
  );
  const ancoras: Ancora[] = [];
  const lidas = r?.lidas ?? 0;
  if (tipo && r && lidas > 0) {
    if (antes && r.k_antes != null) ancoras.push({ pagina: page, k: r.k_antes, id: String(r.id_antes) });
    if (lidas - antes === perPage && r.k_ultima != null)
      ancoras.push({ pagina: page + 1, k: r.k_ultima, id: String(r.id_ultima) });
  }
  return { texto: r?.itens ?? '[]', ancoras };
}

/** The business's timezone (what its days mean), for filters by date. */
export async function fusoHorario(tx: TenantTx): Promise<string> {
  const [r] = await queryRows<{ fuso: string }>(tx, sql`SELECT ${empresas.sqlFusoHorario(tx)} AS fuso`);
  return r!.fuso;
}

/** How many orders match the filters: an index-only count over the business's orders (cached by the caller). */
export async function contar(tx: TenantTx, q: PedidosQuery, fuso?: string): Promise<number> {
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    tx,
    sql`SELECT count(*)::int AS total FROM pedidos p WHERE ${filtrosHistorico(tx, q, fuso)}`,
  );
  return total;
}

export interface LinhaCsv {
  numero_pedido: number;
  data: string;
  nome_cliente: string | null;
  telefone: string | null;
  tipo: string;
  canal: string;
  status: string;
  bairro: string | null;
  entregador: string | null;
  pagamentos: string | null;
  subtotal: number;
  taxa: number;
  desconto: number;
  total: number;
}

/** Where the previous batch of the CSV ended: the last row's creation time (as exact text) and id. */
export interface FimDoLote {
  criado_em: string;
  id: string;
}

/**
 * One batch of the CSV's rows (cents; dates in the business timezone), newest first: the `limite` rows after
 * `depois` (keyset on the date index, so every batch costs the same however deep into the year it is).
 */
export function loteCsv(
  tx: TenantTx,
  q: PedidosQuery,
  depois: FimDoLote | undefined,
  limite: number,
): Promise<(LinhaCsv & { fim: FimDoLote })[]> {
  const keyset = depois
    ? sql` AND (p.criado_em, p.id) < (${depois.criado_em}::timestamptz, ${depois.id}::bigint)`
    : sql``;
  return queryRows<LinhaCsv & { fim: FimDoLote }>(
    tx,
    sql`
    SELECT p.numero_pedido, to_char(p.criado_em AT TIME ZONE ${empresas.sqlFusoHorario(tx)}, 'DD/MM/YYYY HH24:MI') AS data, p.nome_cliente, p.telefone,
      p.tipo, p.canal, p.status, p.bairro, ${entrega.sqlNomeEntregador(tx, sql`p.entregador_id`)} AS entregador,
      (SELECT string_agg(g.tipo, ' + ' ORDER BY g.id) FROM pedido_pagamentos g WHERE g.empresa_id = p.empresa_id AND g.pedido_id = p.id) AS pagamentos,
      p.subtotal_itens_centavos AS subtotal, p.taxa_entrega_centavos AS taxa, p.desconto_centavos AS desconto, p.total_centavos AS total,
      json_build_object('criado_em', p.criado_em::text, 'id', p.id::text) AS fim
    FROM pedidos p
    WHERE ${filtrosHistorico(tx, q)}${keyset} ORDER BY p.criado_em DESC, p.id DESC LIMIT ${limite}`,
  );
}
