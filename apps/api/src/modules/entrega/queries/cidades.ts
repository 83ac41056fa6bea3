import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { cidadesAtendidas } from '../../../db/schema/index.ts';

export type CidadeLinha = typeof cidadesAtendidas.$inferSelect;
const doTenant = (tx: TenantTx) => eq(cidadesAtendidas.empresa_id, tx.empresaId);

export async function listar(
  tx: TenantTx,
  page: number,
  perPage: number,
): Promise<{ linhas: CidadeLinha[]; total: number }> {
  const linhas = await tx
    .select()
    .from(cidadesAtendidas)
    .where(doTenant(tx))
    .orderBy(asc(cidadesAtendidas.cidade), asc(cidadesAtendidas.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cidadesAtendidas)
    .where(doTenant(tx))) as [{ n: number }];
  return { linhas, total: Number(n) };
}

export async function existe(tx: TenantTx, id: number): Promise<boolean> {
  const [c] = await tx
    .select({ id: cidadesAtendidas.id })
    .from(cidadesAtendidas)
    .where(and(doTenant(tx), eq(cidadesAtendidas.id, id)))
    .limit(1);
  return c !== undefined;
}

export async function inserir(tx: TenantTx, d: { cidade: string; estado: string }): Promise<CidadeLinha> {
  const [row] = await tx
    .insert(cidadesAtendidas)
    .values({ empresa_id: tx.empresaId, cidade: d.cidade, estado: d.estado })
    .returning();
  return row!;
}

export async function atualizar(
  tx: TenantTx,
  id: number,
  d: Partial<Pick<CidadeLinha, 'cidade' | 'estado'>>,
): Promise<CidadeLinha | undefined> {
  const [row] = await tx
    .update(cidadesAtendidas)
    .set(d)
    .where(and(doTenant(tx), eq(cidadesAtendidas.id, id)))
    .returning();
  return row;
}

/** Areas tied to the city lose the tie (FK ON DELETE SET NULL). false when not the tenant's. */
export async function excluir(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(cidadesAtendidas)
    .where(and(doTenant(tx), eq(cidadesAtendidas.id, id)))
    .returning({ id: cidadesAtendidas.id });
  return rows.length > 0;
}
