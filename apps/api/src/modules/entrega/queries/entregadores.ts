import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { entregadores } from '../../../db/schema/index.ts';

export type EntregadorLinha = typeof entregadores.$inferSelect;
export type EntregadorGravar = Omit<typeof entregadores.$inferInsert, 'id' | 'empresa_id' | 'criado_em'>;
const doTenant = (tx: TenantTx) => eq(entregadores.empresa_id, tx.empresaId);

export async function listar(
  tx: TenantTx,
  q: { page: number; per_page: number; ativo?: boolean | undefined },
): Promise<{ linhas: EntregadorLinha[]; total: number }> {
  const where = and(doTenant(tx), q.ativo === undefined ? undefined : eq(entregadores.ativo, q.ativo));
  const linhas = await tx
    .select()
    .from(entregadores)
    .where(where)
    .orderBy(asc(entregadores.nome), asc(entregadores.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(entregadores)
    .where(where)) as [{ n: number }];
  return { linhas, total: Number(n) };
}

export async function inserir(tx: TenantTx, d: EntregadorGravar): Promise<EntregadorLinha> {
  const [row] = await tx
    .insert(entregadores)
    .values({ ...d, empresa_id: tx.empresaId })
    .returning();
  return row!;
}

export async function atualizar(
  tx: TenantTx,
  id: number,
  d: Partial<EntregadorGravar>,
): Promise<EntregadorLinha | undefined> {
  const [row] = await tx
    .update(entregadores)
    .set(d)
    .where(and(doTenant(tx), eq(entregadores.id, id)))
    .returning();
  return row;
}

export async function excluir(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(entregadores)
    .where(and(doTenant(tx), eq(entregadores.id, id)))
    .returning({ id: entregadores.id });
  return rows.length > 0;
}
