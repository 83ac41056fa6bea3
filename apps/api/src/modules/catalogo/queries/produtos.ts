import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { produtos, produtosComplementos, type TamanhoRow } from '../../../db/schema/index.ts';
import { count, idArray, likeTerm, offset, selecionar } from './comum.ts';

const doTenant = (tx: TenantTx) => eq(produtos.empresa_id, tx.empresaId);

export interface ProdutoLinha {
  id: number;
  categoria_id: number;
  nome: string;
  descricao: string | null;
  preco_centavos: number;
  ordem: number;
  ativo: boolean;
  imagem_chave: string | null;
  ficha_tecnica_id: number | null;
  tipo: 'simples' | 'pizza';
  tamanhos: TamanhoRow[];
  max_sabores: number;
}
export type ProdutoCompleto = typeof produtos.$inferSelect;
export type ProdutoGravar = Pick<
  typeof produtos.$inferInsert,
  'nome' | 'descricao' | 'preco_centavos' | 'tipo' | 'tamanhos' | 'max_sabores'
>;

const SELECT = sql`SELECT p.id, p.categoria_id, p.nome, p.descricao, p.preco_centavos, p.ordem, p.ativo, i.chave AS imagem_chave,
  p.ficha_tecnica_id, p.tipo, p.tamanhos, p.max_sabores
  FROM produtos p JOIN categorias c ON c.empresa_id = p.empresa_id AND c.id = p.categoria_id
  LEFT JOIN imagens i ON i.empresa_id = p.empresa_id AND i.id = p.imagem_id`;

/** The complements attached to each product, in their order. */
export async function anexos(tx: TenantTx, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!ids.length) return map;
  const rows = await selecionar<{ produto_id: number; complemento_id: number }>(
    tx,
    sql`SELECT produto_id, complemento_id FROM produtos_complementos
    WHERE empresa_id = ${tx.empresaId} AND produto_id = ANY(${idArray(ids)}) ORDER BY ordem, complemento_id`,
  );
  for (const r of rows) map.set(r.produto_id, [...(map.get(r.produto_id) ?? []), r.complemento_id]);
  return map;
}

export async function buscar(tx: TenantTx, id: number): Promise<ProdutoLinha | undefined> {
  const [row] = await selecionar<ProdutoLinha>(
    tx,
    sql`${SELECT} WHERE p.empresa_id = ${tx.empresaId} AND p.id = ${id}`,
  );
  return row;
}

export async function buscarCompleto(tx: TenantTx, id: number): Promise<ProdutoCompleto | undefined> {
  const [o] = await tx
    .select()
    .from(produtos)
    .where(and(doTenant(tx), eq(produtos.id, id)))
    .limit(1);
  return o;
}

export async function listar(
  tx: TenantTx,
  q: {
    page: number;
    per_page: number;
    categoria_id?: number | undefined;
    search?: string | undefined;
    ativo?: boolean | undefined;
  },
) {
  const where = sql`p.empresa_id = ${tx.empresaId}`;
  if (q.categoria_id !== undefined) where.append(sql` AND p.categoria_id = ${q.categoria_id}`);
  if (q.search) where.append(sql` AND (p.nome ILIKE ${likeTerm(q.search)} OR p.descricao ILIKE ${likeTerm(q.search)})`);
  if (q.ativo !== undefined) where.append(sql` AND p.ativo = ${q.ativo}`);
  const rows = await selecionar<ProdutoLinha>(
    tx,
    sql`${SELECT} WHERE ${where} ORDER BY c.ordem, c.id, p.ordem, p.id LIMIT ${q.per_page} OFFSET ${offset(q)}`,
  );
  const total = await count(tx, sql`SELECT count(*)::int AS n FROM produtos p WHERE ${where}`);
  return { rows, total };
}

export function contarNaCategoria(tx: TenantTx, categoriaId: number): Promise<number> {
  return count(
    tx,
    sql`SELECT count(*)::int AS n FROM produtos WHERE empresa_id = ${tx.empresaId} AND categoria_id = ${categoriaId}`,
  );
}

export async function proximaOrdem(tx: TenantTx, categoriaId: number): Promise<number> {
  const [r] = await selecionar<{ n: number }>(
    tx,
    sql`SELECT coalesce(max(ordem) + 1, 0)::int AS n FROM produtos WHERE empresa_id = ${tx.empresaId} AND categoria_id = ${categoriaId}`,
  );
  return r?.n ?? 0;
}

/** The ids of a category's products, in menu order. */
export async function idsDaCategoria(tx: TenantTx, categoriaId: number): Promise<number[]> {
  return (
    await selecionar<{ id: number }>(
      tx,
      sql`SELECT id FROM produtos WHERE empresa_id = ${tx.empresaId} AND categoria_id = ${categoriaId} ORDER BY ordem, id`,
    )
  ).map((r) => r.id);
}

export function categoriasDe(tx: TenantTx, ids: number[]) {
  return selecionar<{ id: number; categoria_id: number }>(
    tx,
    sql`SELECT id, categoria_id FROM produtos WHERE empresa_id = ${tx.empresaId} AND id = ANY(${idArray(ids)})`,
  );
}

/** Replaces the product's complement attachments (in the given order). */
export async function anexar(tx: TenantTx, produtoId: number, complementos: number[]): Promise<void> {
  await tx
    .delete(produtosComplementos)
    .where(and(eq(produtosComplementos.empresa_id, tx.empresaId), eq(produtosComplementos.produto_id, produtoId)));
  if (complementos.length) {
    await tx.insert(produtosComplementos).values(
      complementos.map((complemento_id, ordem) => ({
        empresa_id: tx.empresaId,
        produto_id: produtoId,
        complemento_id,
        ordem,
      })),
    );
  }
}

/** Gives the copy the original's complement attachments. */
export async function copiarAnexos(tx: TenantTx, de: number, para: number): Promise<void> {
  await tx.execute(sql`INSERT INTO produtos_complementos (empresa_id, produto_id, complemento_id, ordem)
    SELECT empresa_id, ${para}, complemento_id, ordem FROM produtos_complementos WHERE empresa_id = ${tx.empresaId} AND produto_id = ${de}`);
}

export async function inserir(
  tx: TenantTx,
  d: ProdutoGravar & { categoria_id: number; ativo: boolean; ordem: number; imagem_id?: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(produtos)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning({ id: produtos.id });
  return row!.id;
}

/** false when the product is not the tenant's. */
export async function atualizar(
  tx: TenantTx,
  id: number,
  d: Partial<ProdutoGravar & { categoria_id: number; ativo: boolean; ordem: number; imagem_id: number | null }>,
): Promise<boolean> {
  const rows = await tx
    .update(produtos)
    .set({ ...d, atualizado_em: new Date() })
    .where(and(doTenant(tx), eq(produtos.id, id)))
    .returning({ id: produtos.id });
  return rows.length > 0;
}

/** Deletes the product; answers its image id (or undefined when the product is not the tenant's). */
export async function remover(tx: TenantTx, id: number): Promise<{ imagem_id: number | null } | undefined> {
  const [row] = await tx
    .delete(produtos)
    .where(and(doTenant(tx), eq(produtos.id, id)))
    .returning({ imagem_id: produtos.imagem_id });
  return row;
}

export async function reordenar(tx: TenantTx, categoriaId: number, ordem: number[]): Promise<void> {
  await tx.execute(sql`UPDATE produtos p SET ordem = v.ordem - 1, atualizado_em = now()
    FROM unnest(${idArray(ordem)}) WITH ORDINALITY AS v(id, ordem)
    WHERE p.empresa_id = ${tx.empresaId} AND p.categoria_id = ${categoriaId} AND p.id = v.id`);
}
