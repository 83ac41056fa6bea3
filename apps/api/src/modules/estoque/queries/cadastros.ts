import { and, asc, count, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { fornecedores, insumoCategorias } from '../../../db/schema/index.ts';
import { conflict } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';

// Ingredient categories and suppliers: plain per-business registers. Deleting one that an ingredient uses is
// refused by the foreign key; the service checks first to say so in Portuguese.

export type CategoriaLinha = typeof insumoCategorias.$inferSelect;
export type FornecedorLinha = typeof fornecedores.$inferSelect;
export type FornecedorGravar = Omit<typeof fornecedores.$inferInsert, 'id' | 'empresa_id' | 'criado_em'>;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listarCategorias(
  tx: TenantTx,
  q: { page: number; per_page: number; search?: string | undefined; ativo?: boolean | undefined },
) {
  const linhas = await queryRows<CategoriaLinha & { insumos_qtd: number; total: number }>(
    tx,
    sql`
    SELECT c.*, (SELECT count(*)::int FROM insumos i WHERE i.empresa_id = c.empresa_id AND i.categoria_id = c.id)
      AS insumos_qtd, count(*) OVER ()::int AS total
    FROM insumo_categorias c
    WHERE c.empresa_id = ${tx.empresaId}
      ${q.search ? sql`AND c.nome ILIKE ${like(q.search)}` : sql``}
      ${q.ativo === undefined ? sql`` : sql`AND c.ativo = ${q.ativo}`}
    ORDER BY c.nome, c.id LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  return linhas;
}

export async function categoriaComUso(tx: TenantTx, id: number) {
  const [l] = await queryRows<CategoriaLinha & { insumos_qtd: number }>(
    tx,
    sql`
    SELECT c.*, (SELECT count(*)::int FROM insumos i WHERE i.empresa_id = c.empresa_id AND i.categoria_id = c.id)
      AS insumos_qtd
    FROM insumo_categorias c WHERE c.empresa_id = ${tx.empresaId} AND c.id = ${id}`,
  );
  return l;
}

async function semNomeDuplicado<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'insumo_categorias_nome_uq')) throw conflict('Já existe uma categoria com este nome');
    throw err;
  }
}

export function inserirCategoria(tx: TenantTx, dados: { nome: string; ativo?: boolean | undefined }) {
  return semNomeDuplicado(
    async () =>
      (
        await tx
          .insert(insumoCategorias)
          .values({ nome: dados.nome, ativo: dados.ativo ?? true, empresa_id: tx.empresaId })
          .returning()
      )[0]!,
  );
}

export function atualizarCategoria(tx: TenantTx, id: number, dados: { nome?: string; ativo?: boolean }) {
  return semNomeDuplicado(
    async () =>
      (
        await tx
          .update(insumoCategorias)
          .set(dados)
          .where(and(eq(insumoCategorias.empresa_id, tx.empresaId), eq(insumoCategorias.id, id)))
          .returning()
      )[0],
  );
}

export async function excluirCategoria(tx: TenantTx, id: number) {
  const r = await tx
    .delete(insumoCategorias)
    .where(and(eq(insumoCategorias.empresa_id, tx.empresaId), eq(insumoCategorias.id, id)))
    .returning({ id: insumoCategorias.id });
  return r.length > 0;
}

export async function listarFornecedores(
  tx: TenantTx,
  q: { page: number; per_page: number; search?: string | undefined; ativo?: boolean | undefined },
) {
  const where = and(
    eq(fornecedores.empresa_id, tx.empresaId),
    q.search
      ? sql`(${fornecedores.nome} ILIKE ${like(q.search)} OR ${fornecedores.documento} ILIKE ${like(q.search)})`
      : undefined,
    q.ativo === undefined ? undefined : eq(fornecedores.ativo, q.ativo),
  );
  const linhas = await tx
    .select()
    .from(fornecedores)
    .where(where)
    .orderBy(asc(fornecedores.nome), asc(fornecedores.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(fornecedores).where(where);
  return { linhas, total: n };
}

export async function buscarFornecedor(tx: TenantTx, id: number) {
  const [l] = await tx
    .select()
    .from(fornecedores)
    .where(and(eq(fornecedores.empresa_id, tx.empresaId), eq(fornecedores.id, id)))
    .limit(1);
  return l;
}

export async function inserirFornecedor(tx: TenantTx, dados: FornecedorGravar) {
  return (
    await tx
      .insert(fornecedores)
      .values({ ...dados, empresa_id: tx.empresaId })
      .returning()
  )[0]!;
}

export async function atualizarFornecedor(tx: TenantTx, id: number, dados: Partial<FornecedorGravar>) {
  return (
    await tx
      .update(fornecedores)
      .set(dados)
      .where(and(eq(fornecedores.empresa_id, tx.empresaId), eq(fornecedores.id, id)))
      .returning()
  )[0];
}

/** Whether an ingredient or a movement names the supplier (the delete is then refused). */
export async function fornecedorEmUso(tx: TenantTx, id: number): Promise<boolean> {
  const [l] = await queryRows<{ usado: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM insumos WHERE empresa_id = ${tx.empresaId} AND fornecedor_id = ${id}) AS usado`,
  );
  return Boolean(l?.usado);
}

export async function excluirFornecedor(tx: TenantTx, id: number) {
  const r = await tx
    .delete(fornecedores)
    .where(and(eq(fornecedores.empresa_id, tx.empresaId), eq(fornecedores.id, id)))
    .returning({ id: fornecedores.id });
  return r.length > 0;
}
