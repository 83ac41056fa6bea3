import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { entregadorVales } from '../../../db/schema/index.ts';
import * as empresas from '../../empresas/index.ts';

// Couriers' advances: the only SQL on entregador_vales. The reports read them through the two functions at the end,
// in their own transaction and statement.

export type ValeLinha = typeof entregadorVales.$inferSelect;
const doTenant = (tx: TenantTx) => eq(entregadorVales.empresa_id, tx.empresaId);

export async function listar(
  tx: TenantTx,
  entregadorId: number,
  q: { page: number; per_page: number; data_ini?: string | undefined; data_fim?: string | undefined },
): Promise<{ linhas: ValeLinha[]; total: number }> {
  const where = and(
    doTenant(tx),
    eq(entregadorVales.entregador_id, entregadorId),
    q.data_ini ? gte(entregadorVales.data, q.data_ini) : undefined,
    q.data_fim ? lte(entregadorVales.data, q.data_fim) : undefined,
  );
  const linhas = await tx
    .select()
    .from(entregadorVales)
    .where(where)
    .orderBy(desc(entregadorVales.data), desc(entregadorVales.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n }] = (await tx.select({ n: count() }).from(entregadorVales).where(where)) as [{ n: number }];
  return { linhas, total: Number(n) };
}

export async function inserir(
  tx: TenantTx,
  d: { entregador_id: number; data: string; valor_centavos: number; observacao: string | null; criado_por: number },
): Promise<ValeLinha> {
  const [row] = await tx
    .insert(entregadorVales)
    .values({ ...d, empresa_id: tx.empresaId })
    .returning();
  return row!;
}

export async function excluir(tx: TenantTx, entregadorId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(entregadorVales)
    .where(and(doTenant(tx), eq(entregadorVales.entregador_id, entregadorId), eq(entregadorVales.id, id)))
    .returning({ id: entregadorVales.id });
  return rows.length > 0;
}

/** How many days `data` lies after the business's local today (negative: before). */
export async function diasDesdeHoje(tx: TenantTx, data: string): Promise<number> {
  const [r] = await queryRows<{ d: number }>(
    tx,
    sql`SELECT (${data}::date - (now() AT TIME ZONE COALESCE(${empresas.sqlFusoHorario(tx)}, 'America/Sao_Paulo'))::date)::int AS d`,
  );
  return Number(r!.d);
}

/**
 * Σ of the advances dated `inicio`..`fim` (local dates, both included) per courier, in cents, as a derived table
 * (`entregador_id`, `vales`), of every courier or of `entregadorId`: the couriers' reports join it in their own
 * statement (one pass over the period's advances, read from the (empresa_id, data) index alone).
 */
export function sqlValesPorEntregador(tx: TenantTx, inicio: string, fim: string, entregadorId?: number): SQL {
  // one courier's statement reads his advances alone (the (empresa_id, entregador_id, data) index)
  const um = entregadorId === undefined ? sql`` : sql`AND v.entregador_id = ${entregadorId}`;
  return sql`(SELECT v.entregador_id, sum(v.valor_centavos) AS vales FROM entregador_vales v
    WHERE v.empresa_id = ${tx.empresaId} AND v.data BETWEEN ${inicio}::date AND ${fim}::date ${um}
    GROUP BY v.entregador_id)`;
}

/** One courier's advances dated `inicio`..`fim`, oldest first (the printable statement lists them). */
export function valesDoPeriodo(
  tx: TenantTx,
  entregadorId: number,
  inicio: string,
  fim: string,
): Promise<{ id: number; data: string; valor_centavos: number; observacao: string | null }[]> {
  return queryRows(
    tx,
    sql`SELECT v.id::int AS id, to_char(v.data, 'YYYY-MM-DD') AS data, v.valor_centavos, v.observacao
        FROM entregador_vales v
        WHERE v.empresa_id = ${tx.empresaId} AND v.entregador_id = ${entregadorId}
          AND v.data BETWEEN ${inicio}::date AND ${fim}::date
        ORDER BY v.data, v.id`,
  );
}
