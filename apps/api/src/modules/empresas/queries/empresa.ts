import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { empresas } from '../../../db/schema/index.ts';

// The business's own row (table empresas), always the tenant's: row-level security shows a tenant only its row,
// and every query names it by tx.empresaId as well.

export type EmpresaLinha = typeof empresas.$inferSelect;
export type EmpresaGravar = Partial<Omit<typeof empresas.$inferInsert, 'id' | 'criado_em'>>;

export async function carregar(tx: TenantTx): Promise<EmpresaLinha | undefined> {
  const [row] = await tx.select().from(empresas).where(eq(empresas.id, tx.empresaId)).limit(1);
  return row;
}

export async function atualizar(tx: TenantTx, set: EmpresaGravar): Promise<EmpresaLinha> {
  const [row] = await tx.update(empresas).set(set).where(eq(empresas.id, tx.empresaId)).returning();
  return row!;
}

/** Whether the tenant's business exists (public reads name it in the query string, unchecked). */
export async function empresaExiste(tx: TenantTx): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM empresas WHERE id = ${tx.empresaId}`);
  return row !== undefined;
}

/** The business's name (the LGPD export names who holds the data). */
export async function nomeEmpresa(tx: TenantTx): Promise<string> {
  const [row] = await queryRows<{ nome: string }>(tx, sql`SELECT nome FROM empresas WHERE id = ${tx.empresaId}`);
  return row!.nome;
}

/**
 * The business's name as a scalar subquery, for a read another module builds in one statement (the order JSON
 * of the board): the SQL that touches `empresas` stays here. Uncorrelated, so it is evaluated once per query.
 */
export function sqlNomeEmpresa(tx: TenantTx): SQL {
  return sql`(SELECT e.nome FROM empresas e WHERE e.id = ${tx.empresaId})`;
}

/** The business's timezone as a scalar subquery (day filters of the orders history and CSV; evaluated once). */
export function sqlFusoHorario(tx: Pick<TenantTx, 'empresaId'>): SQL {
  return sql`(SELECT e.timezone FROM empresas e WHERE e.id = ${tx.empresaId})`;
}
