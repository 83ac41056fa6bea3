import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { fichaItens, fichasTecnicas } from '../../../db/schema/index.ts';
import type { FichasQuery } from '@app/shared/schemas/estoque-fichas.ts';

// Technical sheets and their items. Numeric columns are read as exact text.

export interface FichaLinha {
  id: number;
  descricao: string;
  tipo_ficha: string;
  ativo: boolean;
  controla_estoque: boolean;
  compoe_cmv: boolean;
  produto_id: number | null;
  opcao_id: number | null;
  tamanho: string | null;
  insumo_resultante_id: number | null;
  rendimento_qtde: string;
  rendimento_unidade: string;
  rendimento_base: string;
  custo_total_registrado: string | null;
  recalculado_em: string | Date | null;
}
export interface ItemLinha {
  id: number;
  ficha_id: number;
  insumo_id: number;
  quantidade: string;
  unidade: string;
  fator_correcao: string;
  quantidade_base: string;
}
export type FichaGravar = Partial<Omit<typeof fichasTecnicas.$inferInsert, 'id' | 'empresa_id' | 'criado_em'>>;
export type ItemGravar = Omit<typeof fichaItens.$inferInsert, 'id' | 'empresa_id' | 'ficha_id'>;

const COLS = sql`f.id::float8 AS id, f.descricao, f.tipo_ficha, f.ativo, f.controla_estoque, f.compoe_cmv,
  f.produto_id::float8 AS produto_id, f.opcao_id::float8 AS opcao_id, f.tamanho,
  f.insumo_resultante_id::float8 AS insumo_resultante_id, f.rendimento_qtde::text AS rendimento_qtde,
  f.rendimento_unidade, f.rendimento_base::text AS rendimento_base,
  f.custo_total_registrado::text AS custo_total_registrado, f.recalculado_em`;
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every sheet of the business (costs need them all: sub-recipes), items apart. */
export async function todas(tx: TenantTx): Promise<FichaLinha[]> {
  return queryRows<FichaLinha>(tx, sql`SELECT ${COLS} FROM fichas_tecnicas f WHERE f.empresa_id = ${tx.empresaId}`);
}

export async function itensDe(tx: TenantTx, fichaIds?: number[]): Promise<ItemLinha[]> {
  if (fichaIds && !fichaIds.length) return [];
  return queryRows<ItemLinha>(
    tx,
    sql`SELECT id::float8 AS id, ficha_id::float8 AS ficha_id, insumo_id::float8 AS insumo_id,
      quantidade::text AS quantidade, unidade, fator_correcao::text AS fator_correcao,
      quantidade_base::text AS quantidade_base
    FROM ficha_itens WHERE empresa_id = ${tx.empresaId}
      ${
        fichaIds
          ? sql`AND ficha_id IN (${sql.join(
              fichaIds.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : sql``
      }
    ORDER BY ficha_id, ordem, id`,
  );
}

export async function listar(tx: TenantTx, q: FichasQuery, fichaIds: number[] | null) {
  if (fichaIds && !fichaIds.length) return { linhas: [], total: 0 };
  const where = sql`f.empresa_id = ${tx.empresaId}
    ${q.search ? sql`AND f.descricao ILIKE ${like(q.search)}` : sql``}
    ${q.tipo_ficha ? sql`AND f.tipo_ficha = ${q.tipo_ficha}` : sql``}
    ${q.produto_id ? sql`AND f.produto_id = ${q.produto_id}` : sql``}
    ${q.opcao_id ? sql`AND f.opcao_id = ${q.opcao_id}` : sql``}
    ${q.ativo === undefined ? sql`` : sql`AND f.ativo = ${q.ativo}`}
    ${
      fichaIds
        ? sql`AND f.id IN (${sql.join(
            fichaIds.map((i) => sql`${i}`),
            sql`, `,
          )})`
        : sql``
    }`;
  const linhas = await queryRows<FichaLinha>(
    tx,
    sql`SELECT ${COLS} FROM fichas_tecnicas f WHERE ${where} ORDER BY f.descricao, f.id
    LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  const [c] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM fichas_tecnicas f WHERE ${where}`);
  return { linhas, total: Number(c?.n ?? 0) };
}

export async function buscar(tx: TenantTx, id: number, travar = false): Promise<FichaLinha | undefined> {
  const [l] = await queryRows<FichaLinha>(
    tx,
    sql`SELECT ${COLS} FROM fichas_tecnicas f WHERE f.empresa_id = ${tx.empresaId} AND f.id = ${id}
    ${travar ? sql`FOR UPDATE` : sql``}`,
  );
  return l;
}

/**
 * The sheet of a product or an option: the one for the size if any, else the any-size one; active first. With
 * `qualquerTamanho` (the catalogue's single ficha_tecnica_id), the any-size one else the first per-size one.
 */
export async function vinculo(
  tx: TenantTx,
  alvo: { produto_id?: number; opcao_id?: number; tamanho?: string },
  qualquerTamanho = false,
) {
  const [l] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id::float8 AS id FROM fichas_tecnicas
    WHERE empresa_id = ${tx.empresaId}
      AND ${alvo.produto_id ? sql`produto_id = ${alvo.produto_id} AND tipo_ficha = 'produto'` : sql`opcao_id = ${alvo.opcao_id ?? 0} AND tipo_ficha = 'opcao'`}
      AND (tamanho IS NULL OR tamanho = ${alvo.tamanho ?? null} OR ${qualquerTamanho})
    ORDER BY ativo DESC, (tamanho IS NULL), id LIMIT 1`,
  );
  return l ? Number(l.id) : null;
}

export async function inserir(tx: TenantTx, dados: FichaGravar & { descricao: string; tipo_ficha: string }) {
  const [l] = await tx
    .insert(fichasTecnicas)
    .values({ ...dados, empresa_id: tx.empresaId })
    .returning({ id: fichasTecnicas.id });
  return l!.id;
}

export async function atualizar(tx: TenantTx, id: number, dados: FichaGravar) {
  await tx
    .update(fichasTecnicas)
    .set({ ...dados, atualizado_em: new Date() })
    .where(and(eq(fichasTecnicas.empresa_id, tx.empresaId), eq(fichasTecnicas.id, id)));
}

export async function excluir(tx: TenantTx, id: number) {
  await tx.delete(fichasTecnicas).where(and(eq(fichasTecnicas.empresa_id, tx.empresaId), eq(fichasTecnicas.id, id)));
}

export async function registrarCusto(tx: TenantTx, id: number, total: string, unitario: string) {
  await tx.execute(sql`UPDATE fichas_tecnicas SET custo_total_registrado = ${total}::numeric,
    custo_unitario_registrado = ${unitario}::numeric, recalculado_em = now()
    WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
}

export async function inserirItem(tx: TenantTx, fichaId: number, item: ItemGravar) {
  const [l] = await tx
    .insert(fichaItens)
    .values({ ...item, ficha_id: fichaId, empresa_id: tx.empresaId })
    .returning({ id: fichaItens.id });
  return l!.id;
}

export async function atualizarItem(tx: TenantTx, fichaId: number, itemId: number, item: Partial<ItemGravar>) {
  const r = await tx
    .update(fichaItens)
    .set(item)
    .where(and(eq(fichaItens.empresa_id, tx.empresaId), eq(fichaItens.ficha_id, fichaId), eq(fichaItens.id, itemId)))
    .returning({ id: fichaItens.id });
  return r.length > 0;
}

export async function excluirItem(tx: TenantTx, fichaId: number, itemId: number) {
  const r = await tx
    .delete(fichaItens)
    .where(and(eq(fichaItens.empresa_id, tx.empresaId), eq(fichaItens.ficha_id, fichaId), eq(fichaItens.id, itemId)))
    .returning({ id: fichaItens.id });
  return r.length > 0;
}
