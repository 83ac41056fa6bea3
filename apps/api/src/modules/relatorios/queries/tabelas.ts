import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, sqlVendas, sqlVendasPartes, type FiltrosVenda, type Periodo } from './base.ts';
import { sqlFatias } from './fatias.ts';

// The sales themselves (details and cancelled), from the raw rows of the period, a page at a time; the page's total
// from the sales rollup when the filters are its keys (D-292). Payment methods and neighbourhoods: formas.ts and
// bairros.ts.

export interface VendaBruta {
  origem: 'pedido' | 'comanda';
  id: number;
  numero: number;
  data: string;
  cursor: string;
  tipo: string;
  canal: string;
  status: string;
  cliente: string | null;
  bairro: string | null;
  entregador: string | null;
  pagamentos: string;
  itens: number;
  acrescimos: number;
  taxa_entrega: number;
  descontos: number;
  taxa_servico: number;
  motivo: string | null;
}

/** The columns of a listed sale over `v` (a vendas relation); `cursor`: its instant to the microsecond. */
export function colunasVenda(tx: TenantTx) {
  return sql`v.origem, v.id, v.numero, to_char(v.data AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS data,
    to_char(v.data AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor,
    v.tipo, v.canal, v.status, v.nome_cliente AS cliente, v.bairro,
    (SELECT e.nome FROM entregadores e WHERE e.empresa_id = ${tx.empresaId} AND e.id = v.entregador_id) AS entregador,
    COALESCE(CASE WHEN v.origem = 'pedido'
      THEN (SELECT string_agg(pp.tipo, ', ' ORDER BY pp.id) FROM pedido_pagamentos pp
            WHERE pp.empresa_id = ${tx.empresaId} AND pp.pedido_id = v.id)
      ELSE (SELECT string_agg(cp.forma_nome, ', ' ORDER BY cp.id) FROM comanda_pagamentos cp
            WHERE cp.empresa_id = ${tx.empresaId} AND cp.comanda_id = v.id AND cp.status = 'ativo') END, '') AS pagamentos,
    v.itens::float8 AS itens, v.acrescimos::float8 AS acrescimos, v.taxa_entrega::float8 AS taxa_entrega,
    v.descontos::float8 AS descontos, v.taxa_servico::float8 AS taxa_servico, v.motivo`;
}

/** Whether the sales rollup's keys (local day, type, channel) answer the filters: no method, courier nor place. */
export function totalDoRollup(f: FiltrosVenda): boolean {
  return !f.pagto && !f.entregador_id && !f.bairro;
}

/**
 * How many sales (or cancelled sales) the period has. From relatorio_vendas_diarias / _mensais when the filters
 * are its keys: a day's `pedidos` and `cancelados` are the raw counts of that day, type and channel (rewritten
 * from the same `sqlVendas`), so their sum over whole months and edge days is the raw count exactly. Otherwise
 * (or `bruto`: the tests' and the bench's reference) the raw rows are counted.
 */
export async function contar(
  tx: TenantTx,
  p: Periodo,
  f: FiltrosVenda,
  quais: 'venda' | 'cancelado',
  o: { bruto?: boolean } = {},
): Promise<number> {
  const [r] = await queryRows<{ total: number }>(tx, sql`SELECT ${sqlTotal(tx, p, f, quais, o)} AS total`);
  return r!.total;
}

/** `contar`'s count as a scalar subquery. */
function sqlTotal(tx: TenantTx, p: Periodo, f: FiltrosVenda, quais: 'venda' | 'cancelado', o: { bruto?: boolean }) {
  if (!o.bruto && totalDoRollup(f)) {
    const filtros = sql.join(
      [f.canal ? sql`AND r.canal = ${f.canal}` : sql``, f.tipo ? sql`AND r.tipo = ${f.tipo}` : sql``],
      sql` `,
    );
    const coluna = quais === 'venda' ? sql`r.pedidos` : sql`r.cancelados`;
    const fonte = sqlFatias(
      tx,
      { diaria: 'relatorio_vendas_diarias', mensal: 'relatorio_vendas_mensais' },
      sql`${coluna} AS n`,
      p.inicio,
      p.fim,
      filtros,
    );
    return sql`(SELECT COALESCE(sum(r.n), 0)::int FROM (${fonte}) r)`;
  }
  const { de, ate } = limites(p);
  const cond = quais === 'venda' ? sql`v.venda` : sql`v.cancelado`;
  return sql`(SELECT count(*)::int FROM (${sqlVendas(tx, de, ate, p.tz, f)}) v WHERE ${cond})`;
}

/**
 * The sales (`quais` = 'venda') or the cancelled ones ('cancelado') of the period, newest first, a page at a time
 * (`limite` null: all of them). A page reads each source (orders, tabs) in its own index order — orders by
 * (empresa_id, criado_em DESC, id DESC), tabs by (empresa_id, aberta_em) — at most offset + limit rows each, and
 * merges them: its cost grows with the page's depth, never with the period's length.
 */
export async function listar(
  tx: TenantTx,
  p: Periodo,
  f: FiltrosVenda,
  quais: 'venda' | 'cancelado',
  pagina: { limite: number | null; offset: number },
  o: { bruto?: boolean; total?: number } = {},
): Promise<{ total: number; linhas: VendaBruta[] }> {
  const { de, ate } = limites(p);
  const cond = quais === 'venda' ? sql`v.venda` : sql`v.cancelado`;
  const ordem = sql`ORDER BY v.data DESC, v.origem, v.id DESC`;
  // `o.total`: the caller already has it (the cancelled listing sums its reasons, D-350)
  const total = o.total ?? (await contar(tx, p, f, quais, o));
  if (pagina.limite === null) {
    const linhas = await queryRows<VendaBruta>(
      tx,
      sql`SELECT ${colunasVenda(tx)} FROM (${sqlVendas(tx, de, ate, p.tz, f)}) v WHERE ${cond} ${ordem}`,
    );
    return { total, linhas };
  }
  // past the last row (the total is exact): nothing to read
  if (pagina.offset >= total) return { total, linhas: [] };
  const n = pagina.offset + pagina.limite;
  // within one source `origem` is constant: its (data DESC, id DESC) order is the listing's order
  const partes = sqlVendasPartes(tx, de, ate, p.tz, f).map(
    (parte) => sql`(SELECT * FROM (${parte}) v WHERE ${cond} ORDER BY v.data DESC, v.id DESC LIMIT ${n})`,
  );
  // the page's rows first, then their columns: the courier's name and the payments are read for the page alone,
  // not for the offset + limit rows each source gave
  const linhas = await queryRows<VendaBruta>(
    tx,
    sql`SELECT ${colunasVenda(tx)}
        FROM (SELECT * FROM (${sql.join(partes, sql` UNION ALL `)}) v
              ${ordem} LIMIT ${pagina.limite} OFFSET ${pagina.offset}) v
        ${ordem}`,
  );
  return { total, linhas };
}

/** Where a batch of the listing ended: the last sale's instant (to the microsecond), origin and id. */
export interface FimDoLote {
  cursor: string;
  origem: string;
  id: number;
}

/**
 * One batch of the listing in the same order, after `depois` (keyset: never an offset). The period's upper bound
 * becomes the last sale's instant, so a batch reads only what is left of the period's rows.
 */
export function lote(
  tx: TenantTx,
  p: Periodo,
  f: FiltrosVenda,
  quais: 'venda' | 'cancelado',
  depois: FimDoLote | undefined,
  limite: number,
): Promise<VendaBruta[]> {
  const lim = limites(p);
  const ate = depois ? sql`(${depois.cursor}::timestamptz + interval '1 microsecond')` : lim.ate;
  const cond = quais === 'venda' ? sql`v.venda` : sql`v.cancelado`;
  const apos = depois
    ? sql`AND (v.data < ${depois.cursor}::timestamptz OR (v.data = ${depois.cursor}::timestamptz
           AND (v.origem > ${depois.origem} OR (v.origem = ${depois.origem} AND v.id < ${depois.id}))))`
    : sql``;
  return queryRows<VendaBruta>(
    tx,
    sql`SELECT ${colunasVenda(tx)} FROM (${sqlVendas(tx, lim.de, ate, p.tz, f)}) v WHERE ${cond} ${apos}
        ORDER BY v.data DESC, v.origem, v.id DESC LIMIT ${limite}`,
  );
}
