import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// What the stock module reads of the catalogue, in its transaction: names and selling prices of the products and
// options its technical sheets point at (the CMV is measured against them), the kind of each complement (a
// flavour counts as a fraction of the pizza), and the link kept on the product / option (`ficha_tecnica_id`).

export interface ProdutoParaFicha {
  id: number;
  nome: string;
  preco_centavos: number;
  tamanhos: { nome: string; preco_centavos: number }[];
}
export interface OpcaoParaFicha {
  id: number;
  nome: string;
  preco_centavos: number;
  /** Per-size prices from the complements that offer it (the first that names the size wins). */
  precos_tamanho: Record<string, number>;
}

const ids = (xs: number[]) => sql.raw(`ARRAY[${xs.map((x) => Math.trunc(Number(x))).join(',')}]::bigint[]`);

export async function produtosParaFichas(tx: TenantTx, produtoIds: number[]): Promise<ProdutoParaFicha[]> {
  if (!produtoIds.length) return [];
  const linhas = await queryRows<ProdutoParaFicha>(
    tx,
    sql`SELECT id::float8 AS id, nome, preco_centavos, tamanhos FROM produtos
    WHERE empresa_id = ${tx.empresaId} AND id = ANY(${ids(produtoIds)})`,
  );
  return linhas.map((l) => ({ ...l, id: Number(l.id), tamanhos: l.tamanhos ?? [] }));
}

export async function opcoesParaFichas(tx: TenantTx, opcaoIds: number[]): Promise<OpcaoParaFicha[]> {
  if (!opcaoIds.length) return [];
  const linhas = await queryRows<OpcaoParaFicha>(
    tx,
    sql`SELECT o.id::float8 AS id, o.nome, o.preco_centavos,
      coalesce((SELECT jsonb_object_agg(k, v) FROM (
        SELECT DISTINCT ON (e.key) e.key AS k, e.value AS v
        FROM complementos_opcoes co, jsonb_each(co.precos_tamanho) e
        WHERE co.empresa_id = o.empresa_id AND co.opcao_id = o.id ORDER BY e.key, co.id) t), '{}'::jsonb)
        AS precos_tamanho
    FROM opcoes o WHERE o.empresa_id = ${tx.empresaId} AND o.id = ANY(${ids(opcaoIds)})`,
  );
  return linhas.map((l) => ({ ...l, id: Number(l.id) }));
}

/** complemento id → its kind ('adicional' | 'borda' | 'sabor'). */
export async function tiposDeComplementos(tx: TenantTx, complementoIds: number[]): Promise<Map<number, string>> {
  if (!complementoIds.length) return new Map();
  const linhas = await queryRows<{ id: number; tipo: string }>(
    tx,
    sql`SELECT id::float8 AS id, tipo FROM complementos
    WHERE empresa_id = ${tx.empresaId} AND id = ANY(${ids(complementoIds)})`,
  );
  return new Map(linhas.map((l) => [Number(l.id), l.tipo]));
}

/** Keeps `ficha_tecnica_id` of a product or an option in step with the sheet that names it (null to unlink). */
export async function vincularFicha(
  tx: TenantTx,
  alvo: { produtoId?: number | null; opcaoId?: number | null },
  fichaId: number | null,
): Promise<void> {
  if (alvo.produtoId)
    await tx.execute(sql`UPDATE produtos SET ficha_tecnica_id = ${fichaId}
      WHERE empresa_id = ${tx.empresaId} AND id = ${alvo.produtoId}`);
  if (alvo.opcaoId)
    await tx.execute(sql`UPDATE opcoes SET ficha_tecnica_id = ${fichaId}
      WHERE empresa_id = ${tx.empresaId} AND id = ${alvo.opcaoId}`);
}
