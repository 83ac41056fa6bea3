import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { categorias } from '../../../db/schema/index.ts';
import type { Categoria } from '@app/shared/schemas/catalogo.ts';
import { count, idArray, likeTerm, offset, selecionar } from './comum.ts';

const doTenant = (tx: TenantTx) => eq(categorias.empresa_id, tx.empresaId);

const SELECT = sql`SELECT c.id, c.nome, c.ordem, c.ativo,
  (SELECT count(*)::int FROM produtos p WHERE p.empresa_id = c.empresa_id AND p.categoria_id = c.id) AS total_produtos
  FROM categorias c`;

export async function buscar(tx: TenantTx, id: number): Promise<Categoria | undefined> {
  const [row] = await selecionar<Categoria>(tx, sql`${SELECT} WHERE c.empresa_id = ${tx.empresaId} AND c.id = ${id}`);
  return row;
}

export async function listar(
  tx: TenantTx,
  q: { page: number; per_page: number; search?: string | undefined; ativo?: boolean | undefined },
) {
  const where = sql`c.empresa_id = ${tx.empresaId}`;
  if (q.search) where.append(sql` AND c.nome ILIKE ${likeTerm(q.search)}`);
  if (q.ativo !== undefined) where.append(sql` AND c.ativo = ${q.ativo}`);
  const items = await selecionar<Categoria>(
    tx,
    sql`${SELECT} WHERE ${where} ORDER BY c.ordem, c.id LIMIT ${q.per_page} OFFSET ${offset(q)}`,
  );
  const total = await count(tx, sql`SELECT count(*)::int AS n FROM categorias c WHERE ${where}`);
  return { items, total };
}

export async function proximaOrdem(tx: TenantTx): Promise<number> {
  const [r] = await selecionar<{ n: number }>(
    tx,
    sql`SELECT coalesce(max(ordem) + 1, 0)::int AS n FROM categorias WHERE empresa_id = ${tx.empresaId}`,
  );
  return r?.n ?? 0;
}

export function contar(tx: TenantTx): Promise<number> {
  return count(tx, sql`SELECT count(*)::int AS n FROM categorias WHERE empresa_id = ${tx.empresaId}`);
}

export async function existe(tx: TenantTx, id: number): Promise<boolean> {
  return (
    (await count(
      tx,
      sql`SELECT count(*)::int AS n FROM categorias WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
    )) > 0
  );
}

export async function inserir(tx: TenantTx, d: { nome: string; ativo: boolean; ordem: number }): Promise<number> {
  const [row] = await tx
    .insert(categorias)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning({ id: categorias.id });
  return row!.id;
}

/** false when the category is not the tenant's. */
export async function atualizar(tx: TenantTx, id: number, d: { nome: string; ativo?: boolean }): Promise<boolean> {
  const rows = await tx
    .update(categorias)
    .set({ ...d, atualizado_em: new Date() })
    .where(and(doTenant(tx), eq(categorias.id, id)))
    .returning({ id: categorias.id });
  return rows.length > 0;
}

export async function alternarAtivo(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(categorias)
    .set({ ativo: sql`NOT ${categorias.ativo}`, atualizado_em: new Date() })
    .where(and(doTenant(tx), eq(categorias.id, id)))
    .returning({ id: categorias.id });
  return rows.length > 0;
}

export async function remover(tx: TenantTx, id: number): Promise<void> {
  await tx.delete(categorias).where(and(doTenant(tx), eq(categorias.id, id)));
}

export async function ids(tx: TenantTx): Promise<number[]> {
  return (await selecionar<{ id: number }>(tx, sql`SELECT id FROM categorias WHERE empresa_id = ${tx.empresaId}`)).map(
    (r) => r.id,
  );
}

/** Sets the order of the given categories to their position in `ids`. */
export async function reordenar(tx: TenantTx, ordem: number[]): Promise<void> {
  await tx.execute(sql`UPDATE categorias c SET ordem = v.ordem - 1, atualizado_em = now()
    FROM unnest(${idArray(ordem)}) WITH ORDINALITY AS v(id, ordem)
    WHERE c.empresa_id = ${tx.empresaId} AND c.id = v.id`);
}

/** Public menu: active categories that have at least one active product. */
export function publicas(tx: TenantTx, limite: number) {
  return selecionar<{ id: number; nome: string; ordem: number }>(
    tx,
    sql`SELECT c.id, c.nome, c.ordem FROM categorias c
    WHERE c.empresa_id = ${tx.empresaId} AND c.ativo
      AND EXISTS (SELECT 1 FROM produtos p WHERE p.empresa_id = c.empresa_id AND p.categoria_id = c.id AND p.ativo)
    ORDER BY c.ordem, c.id LIMIT ${limite}`,
  );
}
