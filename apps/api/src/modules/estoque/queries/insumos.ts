import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { insumos } from '../../../db/schema/index.ts';
import type { InsumosQuery } from '@app/shared/schemas/estoque.ts';

// Ingredients and their balance row. Numeric columns come back as exact decimal text; the service turns them
// into q4 / uc integers (domain/estoque-unidades.ts), never into floats.

export type InsumoLinha = typeof insumos.$inferSelect & {
  categoria_nome: string | null;
  fornecedor_nome: string | null;
};
export type InsumoGravar = Partial<Omit<typeof insumos.$inferInsert, 'id' | 'empresa_id' | 'criado_em' | 'qtde_base'>>;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SELECT = sql`
  SELECT i.id::float8 AS id, i.nome, i.categoria_id::float8 AS categoria_id, i.fornecedor_id::float8 AS fornecedor_id,
    i.tipo_insumo, i.unidade_padrao, i.custo_por_un_base::text AS custo_por_un_base,
    i.estoque_minimo_base::text AS estoque_minimo_base, i.qtde_base::text AS qtde_base, i.controla_estoque,
    i.compoe_cmv, i.ativo, i.criado_em, i.atualizado_em, c.nome AS categoria_nome, f.nome AS fornecedor_nome
  FROM insumos i
  LEFT JOIN insumo_categorias c ON c.empresa_id = i.empresa_id AND c.id = i.categoria_id
  LEFT JOIN fornecedores f ON f.empresa_id = i.empresa_id AND f.id = i.fornecedor_id`;

function filtro(tx: TenantTx, q: InsumosQuery) {
  return sql`i.empresa_id = ${tx.empresaId}
      ${q.search ? sql`AND i.nome ILIKE ${like(q.search)}` : sql``}
      ${q.ativo === undefined ? sql`` : sql`AND i.ativo = ${q.ativo}`}
      ${q.categoria_id ? sql`AND i.categoria_id = ${q.categoria_id}` : sql``}
      ${q.fornecedor_id ? sql`AND i.fornecedor_id = ${q.fornecedor_id}` : sql``}
      ${q.tipo_insumo ? sql`AND i.tipo_insumo = ${q.tipo_insumo}` : sql``}
      ${q.abaixo_minimo === undefined ? sql`` : sql`AND (i.controla_estoque AND i.qtde_base <= i.estoque_minimo_base) = ${q.abaixo_minimo}`}`;
}

export async function listar(tx: TenantTx, q: InsumosQuery) {
  const linhas = await queryRows<InsumoLinha>(
    tx,
    sql`${SELECT} WHERE ${filtro(tx, q)}
    ORDER BY i.nome, i.id LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  const [c] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM insumos i WHERE ${filtro(tx, q)}`);
  return { linhas, total: Number(c?.n ?? 0) };
}

export async function buscar(tx: TenantTx, id: number, travar = false): Promise<InsumoLinha | undefined> {
  if (travar) await tx.execute(sql`SELECT 1 FROM insumos WHERE empresa_id = ${tx.empresaId} AND id = ${id} FOR UPDATE`);
  const [l] = await queryRows<InsumoLinha>(tx, sql`${SELECT} WHERE i.empresa_id = ${tx.empresaId} AND i.id = ${id}`);
  return l;
}

/** Many at once, by id (the sheets' items). */
export async function porIds(tx: TenantTx, ids: number[]): Promise<InsumoLinha[]> {
  if (ids.length === 0) return [];
  return queryRows<InsumoLinha>(
    tx,
    sql`${SELECT} WHERE i.empresa_id = ${tx.empresaId} AND i.id = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::bigint[]`)})`,
  );
}

/** Every ingredient's id and average cost (recipes cost from these). */
export async function custos(tx: TenantTx) {
  return queryRows<{ id: number; custo_por_un_base: string }>(
    tx,
    sql`SELECT id::float8 AS id, custo_por_un_base::text AS custo_por_un_base FROM insumos WHERE empresa_id = ${tx.empresaId}`,
  );
}

export async function inserir(tx: TenantTx, dados: InsumoGravar & { nome: string; unidade_padrao: string }) {
  const [l] = await tx
    .insert(insumos)
    .values({ ...dados, empresa_id: tx.empresaId })
    .returning({ id: insumos.id });
  return l!.id;
}

export async function atualizar(tx: TenantTx, id: number, dados: InsumoGravar) {
  const r = await tx
    .update(insumos)
    .set({ ...dados, atualizado_em: new Date() })
    .where(and(eq(insumos.empresa_id, tx.empresaId), eq(insumos.id, id)))
    .returning({ id: insumos.id });
  return r.length > 0;
}

/** The balance row after a movement (the caller holds the row's lock). */
export async function gravarSaldo(tx: TenantTx, id: number, qtdeBase: string, custoPorUnBase: string) {
  await tx.execute(sql`
    UPDATE insumos SET qtde_base = ${qtdeBase}::numeric, custo_por_un_base = ${custoPorUnBase}::numeric,
      atualizado_em = now()
    WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
}

export async function usos(tx: TenantTx, id: number) {
  const [l] = await queryRows<{ movimentos: boolean; fichas: boolean }>(
    tx,
    sql`SELECT
      EXISTS (SELECT 1 FROM estoque_movimentos WHERE empresa_id = ${tx.empresaId} AND insumo_id = ${id}) AS movimentos,
      EXISTS (SELECT 1 FROM ficha_itens WHERE empresa_id = ${tx.empresaId} AND insumo_id = ${id})
        OR EXISTS (SELECT 1 FROM fichas_tecnicas WHERE empresa_id = ${tx.empresaId} AND insumo_resultante_id = ${id})
        AS fichas`,
  );
  return { movimentos: Boolean(l?.movimentos), fichas: Boolean(l?.fichas) };
}

export async function excluir(tx: TenantTx, id: number) {
  await tx.delete(insumos).where(and(eq(insumos.empresa_id, tx.empresaId), eq(insumos.id, id)));
}

export async function existe(tx: TenantTx, tabela: 'insumo_categorias' | 'fornecedores', id: number) {
  const [l] = await queryRows<{ ok: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(tabela)} WHERE empresa_id = ${tx.empresaId} AND id = ${id}) AS ok`,
  );
  return Boolean(l?.ok);
}

/** Every ingredient of the business (sheets cost and name their items from these). */
export async function todos(tx: TenantTx): Promise<InsumoLinha[]> {
  return queryRows<InsumoLinha>(tx, sql`${SELECT} WHERE i.empresa_id = ${tx.empresaId}`);
}
