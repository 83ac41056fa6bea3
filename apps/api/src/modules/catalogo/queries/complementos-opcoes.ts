import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { complementosOpcoes } from '../../../db/schema/index.ts';
import { count, selecionar } from './comum.ts';

const doTenant = (tx: TenantTx) => eq(complementosOpcoes.empresa_id, tx.empresaId);

export interface LinkLinha {
  id: number;
  complemento_id: number;
  opcao_id: number;
  nome: string;
  ativo: boolean;
  preco_centavos: number;
  precos_tamanho: Record<string, number>;
  ordem: number;
}
export type LinkGravar = { preco_centavos: number; precos_tamanho: Record<string, number>; ordem?: number };

const SELECT = sql`SELECT co.id, co.complemento_id, co.opcao_id, o.nome, o.ativo, co.preco_centavos, co.precos_tamanho, co.ordem
  FROM complementos_opcoes co JOIN opcoes o ON o.empresa_id = co.empresa_id AND o.id = co.opcao_id`;

/** The options of one complement with their price in it, in order (bounded). */
export function doComplemento(tx: TenantTx, complementoId: number, limite: number): Promise<LinkLinha[]> {
  return selecionar<LinkLinha>(
    tx,
    sql`${SELECT} WHERE co.empresa_id = ${tx.empresaId} AND co.complemento_id = ${complementoId}
    ORDER BY co.ordem, o.nome, co.id LIMIT ${limite}`,
  );
}

export async function buscar(tx: TenantTx, id: number): Promise<LinkLinha | undefined> {
  const [row] = await selecionar<LinkLinha>(tx, sql`${SELECT} WHERE co.empresa_id = ${tx.empresaId} AND co.id = ${id}`);
  return row;
}

export async function jaNoComplemento(tx: TenantTx, complementoId: number, opcaoId: number): Promise<boolean> {
  return (
    (await count(
      tx,
      sql`SELECT count(*)::int AS n FROM complementos_opcoes WHERE empresa_id = ${tx.empresaId} AND complemento_id = ${complementoId} AND opcao_id = ${opcaoId}`,
    )) > 0
  );
}

/** How many options the complement has, and the next position at its end. */
export async function ocupacao(tx: TenantTx, complementoId: number): Promise<{ n: number; prox: number }> {
  const [st] = await selecionar<{ n: number; prox: number }>(
    tx,
    sql`SELECT count(*)::int AS n, coalesce(max(ordem) + 1, 0)::int AS prox FROM complementos_opcoes WHERE empresa_id = ${tx.empresaId} AND complemento_id = ${complementoId}`,
  );
  return st ?? { n: 0, prox: 0 };
}

export async function inserir(
  tx: TenantTx,
  d: LinkGravar & { complemento_id: number; opcao_id: number; ordem: number },
): Promise<number> {
  const [row] = await tx
    .insert(complementosOpcoes)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning({ id: complementosOpcoes.id });
  return row!.id;
}

/** false when the link is not the tenant's. */
export async function atualizar(tx: TenantTx, id: number, d: LinkGravar): Promise<boolean> {
  const rows = await tx
    .update(complementosOpcoes)
    .set(d)
    .where(and(doTenant(tx), eq(complementosOpcoes.id, id)))
    .returning({ id: complementosOpcoes.id });
  return rows.length > 0;
}

export async function remover(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(complementosOpcoes)
    .where(and(doTenant(tx), eq(complementosOpcoes.id, id)))
    .returning({ id: complementosOpcoes.id });
  return rows.length > 0;
}

export async function removerDoComplemento(tx: TenantTx, complementoId: number): Promise<void> {
  await tx.delete(complementosOpcoes).where(and(doTenant(tx), eq(complementosOpcoes.complemento_id, complementoId)));
}

/** Gives a copied complement the original's option links (prices, per-size prices, order). */
export async function copiar(tx: TenantTx, de: number, para: number): Promise<void> {
  await tx.execute(sql`INSERT INTO complementos_opcoes (empresa_id, complemento_id, opcao_id, preco_centavos, precos_tamanho, ordem)
    SELECT empresa_id, ${para}, opcao_id, preco_centavos, precos_tamanho, ordem FROM complementos_opcoes
    WHERE empresa_id = ${tx.empresaId} AND complemento_id = ${de}`);
}
