import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type PlataformaDb, type TenantTx } from '../../../db/tenant.ts';
import * as empresas from '../../empresas/index.ts';
import { limites, SQL_METRICAS, sqlVendas } from './base.ts';
import { sqlEscolhas, sqlItens } from './catalogo.ts';
import { reescreverCatalogoMeses } from './catalogo-rollup.ts';
import { apagarDias, apagarMeses } from './reescrita.ts';
import { sqlBairrosDoDia } from './bairros.ts';
import { reescreverCanceladosDias, reescreverCanceladosMeses } from './cancelados.ts';
import { reescreverEntregadoresDias, reescreverEntregadoresMeses } from './entregadores-rollup.ts';
import { sqlPagamentos } from './formas.ts';
import {
  reescreverClientesDias,
  reescreverClientesMeses,
  reescreverExtremos,
  travarClientes,
} from './clientes-rollup.ts';

// The daily rollups (relatorio_vendas_diarias; relatorio_produtos_diarios and relatorio_opcoes_diarias for the
// catalogue; payment methods, neighbourhoods, couriers and customers), each with its monthly sums: a day's rows are
// rewritten whole from the raw orders and tabs, so a day is always exactly the raw sums of that day (no increments to
// drift). An order or a tab that changes only marks its day pending (relatorio_dias_pendentes, see migration 0016); a report rewrites the pending days before it reads.

/**
 * The transaction lock of one business's local day (`dia`: an SQL date). A rewrite of the day holds it exclusively;
 * an order or a tab that marks the day holds it shared until it commits (see `marcarDia`), so a rewrite waits for
 * every change of the day still in flight, and changes do not wait for each other.
 */
function chaveDoDia(tx: TenantTx, dia: SQL): SQL {
  return sql`hashtextextended('relatorio_vendas_diarias:' || ${tx.empresaId}::text || ':' || (${dia})::date::text, 0)`;
}

/**
 * Rewrites the rollup rows of local days [inicio, fim] from the raw rows. Two transactions rewriting the same day
 * (two report reads at once) would each delete the day and insert their own sums — the second insert colliding
 * with the first's rows. The day's lock, taken exclusively, makes the second wait for the first's commit; its
 * statements then read the first's rows (read committed takes a snapshot per statement). The same lock waits for
 * every order or tab that marked the day and has not committed yet (they hold it shared), so the sums below
 * include them. Days are locked in ascending order, so two rewrites never deadlock.
 *
 * First of all, the business's rollup version goes up by one (D-331): the all-businesses summary keeps its answer
 * while the versions stay the same. Its row lock comes first in every rewriting transaction, then the customers'
 * lock (`travarClientes`, D-302), then the days and months, so the global order stays version, customers, days,
 * months: still never a deadlock (orders and tabs take only the days' locks, shared).
 */
export async function reescreverDias(tx: TenantTx, inicio: string, fim: string, tz: string): Promise<void> {
  const { de, ate } = limites({ inicio, fim, tz });
  await tx.execute(sql`INSERT INTO relatorio_versoes (empresa_id) VALUES (${tx.empresaId})
    ON CONFLICT (empresa_id) DO UPDATE SET versao = relatorio_versoes.versao + 1`);
  await travarClientes(tx);
  await tx.execute(sql`
    SELECT pg_advisory_xact_lock(${chaveDoDia(tx, sql`d`)})
    FROM generate_series(${inicio}::date, ${fim}::date, interval '1 day') d ORDER BY d`);
  // Every change of these days that marked one is committed now (the lock above waited for it) or will mark its day
  // again after this commits (it waits for the lock): the marks can go, and the sums below include what they marked.
  await apagarDias(tx, 'relatorio_dias_pendentes', inicio, fim);
  await apagarDias(tx, 'relatorio_vendas_diarias', inicio, fim);
  await tx.execute(sql`
    INSERT INTO relatorio_vendas_diarias (empresa_id, dia, tipo, canal, pedidos, itens_centavos, acrescimos_centavos,
      taxa_entrega_centavos, descontos_centavos, taxa_servico_centavos, cancelados, cancelados_centavos)
    SELECT ${tx.empresaId}, s.dia, s.tipo, s.canal, s.pedidos, s.itens, s.acrescimos, s.taxa_entrega, s.descontos,
      s.taxa_servico, s.cancelados, s.cancelados_valor
    FROM (SELECT v.dia, v.tipo, v.canal, ${SQL_METRICAS} FROM (${sqlVendas(tx, de, ate, tz)}) v
          GROUP BY v.dia, v.tipo, v.canal) s
    WHERE s.pedidos > 0 OR s.cancelados > 0`);
  await apagarDias(tx, 'relatorio_produtos_diarios', inicio, fim);
  await tx.execute(sql`${sqlItens(tx, { inicio, fim, tz }, {})}
    INSERT INTO relatorio_produtos_diarios (empresa_id, dia, tipo, canal, chave, produto_id, nome, quantidade,
      faturamento_centavos)
    SELECT ${tx.empresaId}, it.dia, it.tipo, it.canal, COALESCE(pr.id::text, 'nome:' || min(it.nome)), pr.id,
      COALESCE(pr.nome, min(it.nome)), sum(it.quantidade), sum(it.quantidade * it.preco)
    FROM it LEFT JOIN produtos pr ON pr.empresa_id = ${tx.empresaId} AND pr.id = it.produto_id
    GROUP BY it.dia, it.tipo, it.canal, pr.id, pr.nome, CASE WHEN pr.id IS NULL THEN it.nome END`);
  await apagarDias(tx, 'relatorio_opcoes_diarias', inicio, fim);
  await tx.execute(sql`${sqlEscolhas(tx, { inicio, fim, tz }, {})}
    INSERT INTO relatorio_opcoes_diarias (empresa_id, dia, tipo, canal, produto_id, complemento_id, opcao_id, unidades)
    SELECT ${tx.empresaId}, es.dia, es.tipo, es.canal, COALESCE(es.produto_id, 0), COALESCE(es.complemento_id, 0),
      es.opcao_id, sum(es.unidades)
    FROM es GROUP BY 2, 3, 4, 5, 6, 7`);
  await apagarDias(tx, 'relatorio_formas_diarias', inicio, fim);
  await tx.execute(sql`${sqlPagamentos(tx, de, ate, tz, {})}
    INSERT INTO relatorio_formas_diarias (empresa_id, dia, tipo, canal, forma, forma_tipo, pedidos, valor_centavos,
      taxa_servico_centavos)
    SELECT ${tx.empresaId}, pg.dia, pg.tipo, pg.canal, pg.forma, pg.forma_tipo, count(DISTINCT (pg.origem, pg.id)),
      sum(pg.valor), sum(pg.taxa)
    FROM pg GROUP BY 2, 3, 4, 5, 6`);
  await apagarDias(tx, 'relatorio_bairros_diarios', inicio, fim);
  await tx.execute(sql`
    INSERT INTO relatorio_bairros_diarios (empresa_id, dia, canal, chave, grafia, com_grafia, pedidos, liquido_centavos,
      taxa_entrega_centavos)
    SELECT ${tx.empresaId}, b.dia, b.canal, b.chave, b.grafia, b.com_grafia, b.pedidos, b.liquido, b.taxa_entrega
    FROM (${sqlBairrosDoDia(tx, de, ate, tz)}) b`);
  const clientes = await reescreverClientesDias(tx, inicio, fim, de, ate, tz);
  await reescreverEntregadoresDias(tx, inicio, fim, de, ate, tz);
  await reescreverCanceladosDias(tx, inicio, fim, de, ate, tz);
  await reescreverMeses(tx, inicio, fim);
  await reescreverExtremos(tx, clientes);
}

/**
 * The monthly rollups of the months touching [inicio, fim], rewritten from their daily rows (exact by the daily
 * rows' own invariant; the days outside [inicio, fim] were rewritten when they changed). Two transactions
 * rewriting different days of one month would each delete the month and insert their sums — colliding like the
 * days did — so a month has its own lock, taken after every day lock (days, then months, each ascending: a
 * global order, never a deadlock).
 */
async function reescreverMeses(tx: TenantTx, inicio: string, fim: string): Promise<void> {
  const de = sql`date_trunc('month', ${inicio}::date)::date`;
  const ate = sql`(date_trunc('month', ${fim}::date) + interval '1 month' - interval '1 day')::date`;
  await tx.execute(sql`
    SELECT pg_advisory_xact_lock(hashtextextended('relatorio_mensal:' || ${tx.empresaId}::text || ':' || m::date::text, 0))
    FROM generate_series(${de}, ${ate}, interval '1 month') m ORDER BY m`);
  await apagarMeses(tx, 'relatorio_vendas_mensais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_vendas_mensais (empresa_id, mes, tipo, canal, pedidos, itens_centavos, acrescimos_centavos,
      taxa_entrega_centavos, descontos_centavos, taxa_servico_centavos, cancelados, cancelados_centavos)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.tipo, d.canal, sum(d.pedidos), sum(d.itens_centavos),
      sum(d.acrescimos_centavos), sum(d.taxa_entrega_centavos), sum(d.descontos_centavos),
      sum(d.taxa_servico_centavos), sum(d.cancelados), sum(d.cancelados_centavos)
    FROM relatorio_vendas_diarias d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3, 4`);
  await apagarMeses(tx, 'relatorio_produtos_mensais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_produtos_mensais (empresa_id, mes, tipo, canal, chave, produto_id, nome, quantidade,
      faturamento_centavos)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.tipo, d.canal, d.chave, d.produto_id, d.nome,
      sum(d.quantidade), sum(d.faturamento_centavos)
    FROM relatorio_produtos_diarios d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3, 4, 5, 6, 7`);
  await apagarMeses(tx, 'relatorio_opcoes_mensais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_opcoes_mensais (empresa_id, mes, tipo, canal, produto_id, complemento_id, opcao_id, unidades)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.tipo, d.canal, d.produto_id, d.complemento_id,
      d.opcao_id, sum(d.unidades)
    FROM relatorio_opcoes_diarias d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3, 4, 5, 6, 7`);
  await apagarMeses(tx, 'relatorio_formas_mensais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_formas_mensais (empresa_id, mes, tipo, canal, forma, forma_tipo, pedidos, valor_centavos,
      taxa_servico_centavos)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.tipo, d.canal, d.forma, d.forma_tipo, sum(d.pedidos),
      sum(d.valor_centavos), sum(d.taxa_servico_centavos)
    FROM relatorio_formas_diarias d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3, 4, 5, 6`);
  await apagarMeses(tx, 'relatorio_bairros_mensais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_bairros_mensais (empresa_id, mes, canal, chave, grafia, com_grafia, pedidos, liquido_centavos,
      taxa_entrega_centavos)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.canal, d.chave, d.grafia, d.com_grafia, sum(d.pedidos),
      sum(d.liquido_centavos), sum(d.taxa_entrega_centavos)
    FROM relatorio_bairros_diarios d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3, 4, 5, 6`);
  await reescreverClientesMeses(tx, de, ate);
  await reescreverEntregadoresMeses(tx, de, ate);
  await reescreverCatalogoMeses(tx, de, ate);
  await reescreverCanceladosMeses(tx, de, ate);
}

/**
 * Marks the local day an order or a tab is dated by as pending (nothing if it is gone). One statement, with the
 * business's timezone read inside it: it runs in every order's transaction.
 *
 * The day's lock is taken shared and held to commit, so a rewrite of the day (exclusive) waits for this change.
 * The mark itself is inserted only when absent: a mark already there is left as it is, without taking its row
 * lock, so the orders of one busy day do not queue on that row (they did when the mark was upserted). Only the
 * first orders after a rewrite, while the fresh mark is not yet committed, wait for it.
 */
export async function marcarDia(tx: TenantTx, origem: 'pedido' | 'comanda', id: number, tzPadrao: string) {
  const tz = sql`COALESCE(${empresas.sqlFusoHorario(tx)}, ${tzPadrao})`;
  const dia =
    origem === 'pedido'
      ? sql`SELECT (criado_em AT TIME ZONE ${tz})::date FROM pedidos WHERE empresa_id = ${tx.empresaId} AND id = ${id}`
      : sql`SELECT (aberta_em AT TIME ZONE ${tz})::date FROM comandas WHERE empresa_id = ${tx.empresaId} AND id = ${id}`;
  await tx.execute(sql`
    WITH d (dia) AS (${dia}), l AS (SELECT d.dia, pg_advisory_xact_lock_shared(${chaveDoDia(tx, sql`d.dia`)}) FROM d)
    INSERT INTO relatorio_dias_pendentes (empresa_id, dia) SELECT ${tx.empresaId}, l.dia FROM l
    ON CONFLICT (empresa_id, dia) DO NOTHING`);
}

/** The business's pending days, ascending. */
export async function diasPendentes(tx: TenantTx): Promise<string[]> {
  const linhas = await queryRows<{ dia: string }>(
    tx,
    sql`SELECT to_char(dia, 'YYYY-MM-DD') AS dia FROM relatorio_dias_pendentes WHERE empresa_id = ${tx.empresaId} ORDER BY dia`,
  );
  return linhas.map((l) => l.dia);
}

/** Businesses with a pending day (platform code: the all-businesses summary refreshes them before it reads). */
export async function empresasComPendentes(db: PlataformaDb): Promise<number[]> {
  const linhas = await queryRows<{ empresa_id: number }>(
    db,
    sql`SELECT DISTINCT empresa_id::int AS empresa_id FROM relatorio_dias_pendentes ORDER BY 1`,
  );
  return linhas.map((l) => l.empresa_id);
}

/** The first and last local day with an order or a tab (for a full rebuild). */
export async function extremos(tx: TenantTx, tz: string) {
  const [r] = await queryRows<{ min: string | null; max: string | null }>(
    tx,
    sql`SELECT to_char((min(d) AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS min,
               to_char((max(d) AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS max
        FROM (SELECT min(criado_em) AS d FROM pedidos WHERE empresa_id = ${tx.empresaId}
              UNION ALL SELECT max(criado_em) FROM pedidos WHERE empresa_id = ${tx.empresaId}
              UNION ALL SELECT min(aberta_em) FROM comandas WHERE empresa_id = ${tx.empresaId}
              UNION ALL SELECT max(aberta_em) FROM comandas WHERE empresa_id = ${tx.empresaId}) x`,
  );
  return r!;
}
