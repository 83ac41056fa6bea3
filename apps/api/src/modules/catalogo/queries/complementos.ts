import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { complementos } from '../../../db/schema/index.ts';
import type { Complemento } from '@app/shared/schemas/catalogo.ts';
import { count, idArray, likeTerm, offset, selecionar } from './comum.ts';

const doTenant = (tx: TenantTx) => eq(complementos.empresa_id, tx.empresaId);
export type ComplementoCompleto = typeof complementos.$inferSelect;
export type ComplementoGravar = Pick<
  typeof complementos.$inferInsert,
  'nome' | 'tipo' | 'min_escolhas' | 'max_escolhas' | 'obrigatorio'
>;

const SELECT = sql`SELECT c.id, c.nome, c.tipo, c.min_escolhas, c.max_escolhas, c.obrigatorio, c.ordem, c.ativo,
  (SELECT count(*)::int FROM complementos_opcoes co WHERE co.empresa_id = c.empresa_id AND co.complemento_id = c.id) AS total_opcoes,
  (SELECT count(*)::int FROM produtos_complementos pc WHERE pc.empresa_id = c.empresa_id AND pc.complemento_id = c.id) AS total_produtos
  FROM complementos c`;

export async function buscar(tx: TenantTx, id: number): Promise<Complemento | undefined> {
  const [row] = await selecionar<Complemento>(tx, sql`${SELECT} WHERE c.empresa_id = ${tx.empresaId} AND c.id = ${id}`);
  return row;
}

export async function buscarCompleto(tx: TenantTx, id: number): Promise<ComplementoCompleto | undefined> {
  const [o] = await tx
    .select()
    .from(complementos)
    .where(and(doTenant(tx), eq(complementos.id, id)))
    .limit(1);
  return o;
}

export async function existe(tx: TenantTx, id: number): Promise<boolean> {
  return (
    (await count(
      tx,
      sql`SELECT count(*)::int AS n FROM complementos WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
    )) > 0
  );
}

/** How many of the ids are the tenant's complements. */
export function contarDaEmpresa(tx: TenantTx, ids: number[]): Promise<number> {
  return count(
    tx,
    sql`SELECT count(*)::int AS n FROM complementos WHERE empresa_id = ${tx.empresaId} AND id = ANY(${idArray(ids)})`,
  );
}

export async function listar(
  tx: TenantTx,
  q: {
    page: number;
    per_page: number;
    search?: string | undefined;
    ativo?: boolean | undefined;
    tipo?: string | undefined;
  },
) {
  const where = sql`c.empresa_id = ${tx.empresaId}`;
  if (q.search) where.append(sql` AND c.nome ILIKE ${likeTerm(q.search)}`);
  if (q.ativo !== undefined) where.append(sql` AND c.ativo = ${q.ativo}`);
  if (q.tipo) where.append(sql` AND c.tipo = ${q.tipo}`);
  const items = await selecionar<Complemento>(
    tx,
    sql`${SELECT} WHERE ${where} ORDER BY c.ordem, c.nome, c.id LIMIT ${q.per_page} OFFSET ${offset(q)}`,
  );
  return { items, total: await count(tx, sql`SELECT count(*)::int AS n FROM complementos c WHERE ${where}`) };
}

export async function proximaOrdem(tx: TenantTx): Promise<number> {
  const [o] = await selecionar<{ n: number }>(
    tx,
    sql`SELECT coalesce(max(ordem) + 1, 0)::int AS n FROM complementos WHERE empresa_id = ${tx.empresaId}`,
  );
  return o?.n ?? 0;
}

export async function inserir(tx: TenantTx, d: ComplementoGravar & { ordem: number; ativo: boolean }): Promise<number> {
  const [row] = await tx
    .insert(complementos)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning({ id: complementos.id });
  return row!.id;
}

/** false when the complement is not the tenant's. */
export async function atualizar(
  tx: TenantTx,
  id: number,
  d: Partial<ComplementoGravar & { ordem: number; ativo: boolean }>,
): Promise<boolean> {
  const rows = await tx
    .update(complementos)
    .set({ ...d, atualizado_em: new Date() })
    .where(and(doTenant(tx), eq(complementos.id, id)))
    .returning({ id: complementos.id });
  return rows.length > 0;
}

/** Deletes the complement; its option links and product attachments go with it (FK ON DELETE CASCADE). */
export async function remover(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(complementos)
    .where(and(doTenant(tx), eq(complementos.id, id)))
    .returning({ id: complementos.id });
  return rows.length > 0;
}
