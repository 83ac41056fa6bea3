import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// Deducted sales (the idempotency rows) and the sheets a sale reads.

export interface BaixaLinha {
  id: number;
  ativa: boolean;
  ciclo: number;
}

/** The sale's row, created if missing, locked: two concurrent status changes of one sale queue here. */
export async function travarBaixa(tx: TenantTx, origemTipo: string, origemId: number): Promise<BaixaLinha> {
  await tx.execute(sql`INSERT INTO estoque_baixas (empresa_id, origem_tipo, origem_id)
    VALUES (${tx.empresaId}, ${origemTipo}, ${origemId}) ON CONFLICT (empresa_id, origem_tipo, origem_id) DO NOTHING`);
  const [l] = await queryRows<BaixaLinha>(
    tx,
    sql`SELECT id::float8 AS id, ativa, ciclo FROM estoque_baixas
    WHERE empresa_id = ${tx.empresaId} AND origem_tipo = ${origemTipo} AND origem_id = ${origemId} FOR UPDATE`,
  );
  return { id: Number(l!.id), ativa: l!.ativa, ciclo: Number(l!.ciclo) };
}

export async function marcarBaixa(tx: TenantTx, id: number, ativa: boolean, ciclo: number) {
  await tx.execute(sql`UPDATE estoque_baixas SET ativa = ${ativa}, ciclo = ${ciclo}, atualizado_em = now()
    WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
}

/** Which of these sales already have standing deductions. */
export async function ativas(tx: TenantTx, origemTipo: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const linhas = await queryRows<{ origem_id: number }>(
    tx,
    sql`SELECT origem_id::float8 AS origem_id FROM estoque_baixas
    WHERE empresa_id = ${tx.empresaId} AND origem_tipo = ${origemTipo} AND ativa
      AND origem_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
  );
  return new Set(linhas.map((l) => Number(l.origem_id)));
}

export interface FichaDeVenda {
  id: number;
  produto_id: number | null;
  opcao_id: number | null;
  tamanho: string | null;
  rendimento_base: string;
}
export interface ItemDeVenda {
  ficha_id: number;
  insumo_id: number;
  quantidade_base: string;
}

/**
 * The active, stock-controlling product / option sheets of these products and options, and their items whose
 * ingredient controls stock (an uncontrolled ingredient costs the recipe but never moves).
 */
export async function fichasDeVenda(tx: TenantTx, produtoIds: number[], opcaoIds: number[]) {
  const lista = (xs: number[]) =>
    xs.length
      ? sql.join(
          xs.map((i) => sql`${i}`),
          sql`, `,
        )
      : sql`NULL`;
  const fichas = await queryRows<FichaDeVenda>(
    tx,
    sql`SELECT id::float8 AS id, produto_id::float8 AS produto_id, opcao_id::float8 AS opcao_id, tamanho,
      rendimento_base::text AS rendimento_base
    FROM fichas_tecnicas
    WHERE empresa_id = ${tx.empresaId} AND ativo AND controla_estoque
      AND ((tipo_ficha = 'produto' AND produto_id IN (${lista(produtoIds)}))
        OR (tipo_ficha = 'opcao' AND opcao_id IN (${lista(opcaoIds)})))
    ORDER BY id`,
  );
  if (!fichas.length) return { fichas, itens: [] as ItemDeVenda[] };
  const itens = await queryRows<ItemDeVenda>(
    tx,
    sql`SELECT fi.ficha_id::float8 AS ficha_id, fi.insumo_id::float8 AS insumo_id,
      fi.quantidade_base::text AS quantidade_base
    FROM ficha_itens fi JOIN insumos i ON i.empresa_id = fi.empresa_id AND i.id = fi.insumo_id
    WHERE fi.empresa_id = ${tx.empresaId} AND i.controla_estoque
      AND fi.ficha_id IN (${sql.join(
        fichas.map((f) => sql`${Number(f.id)}`),
        sql`, `,
      )})`,
  );
  return { fichas, itens };
}

export async function unidadesPadrao(tx: TenantTx, insumoIds: number[]): Promise<Map<number, string>> {
  if (!insumoIds.length) return new Map();
  const linhas = await queryRows<{ id: number; u: string }>(
    tx,
    sql`SELECT id::float8 AS id, unidade_padrao AS u FROM insumos
    WHERE empresa_id = ${tx.empresaId} AND id IN (${sql.join(
      insumoIds.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(linhas.map((l) => [Number(l.id), l.u]));
}
