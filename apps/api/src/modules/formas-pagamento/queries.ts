import { and, asc, count, eq, sql } from 'drizzle-orm';
import { queryRows, type PlataformaDb, type TenantTx } from '../../db/tenant.ts';
import { formasPagamento, formasPagamentoPadrao } from '../../db/schema/index.ts';

// The only SQL of the payment methods module: each business's own methods (tenant transaction) and the global
// standard ones (read inside any business's transaction; written by the superadmin on the platform handle).

export type FormaLinha = typeof formasPagamentoPadrao.$inferSelect;
export type FormaGravar = Partial<Pick<FormaLinha, 'nome' | 'tipo' | 'icone' | 'ativo'>>;

const doTenant = (tx: TenantTx) => eq(formasPagamento.empresa_id, tx.empresaId);
/** An empty patch rewrites `ativo` with itself, so the UPDATE still finds (and returns) the row. */
const ouNada = (set: FormaGravar) => (Object.keys(set).length ? set : { ativo: sql`ativo` as unknown as boolean });

/** The standard methods (only the active ones unless `inativas`), by name, bounded. */
export function padroes(tx: TenantTx, inativas: boolean, limite: number): Promise<FormaLinha[]> {
  return tx
    .select()
    .from(formasPagamentoPadrao)
    .where(inativas ? undefined : eq(formasPagamentoPadrao.ativo, true))
    .orderBy(asc(formasPagamentoPadrao.nome))
    .limit(limite);
}

export function proprias(tx: TenantTx, limite: number): Promise<FormaLinha[]> {
  return tx.select().from(formasPagamento).where(doTenant(tx)).orderBy(asc(formasPagamento.nome)).limit(limite);
}

export async function contarProprias(tx: TenantTx): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(formasPagamento).where(doTenant(tx));
  return total?.n ?? 0;
}

export async function nomeProprioEmUso(tx: TenantTx, nome: string): Promise<boolean> {
  const [dup] = await tx
    .select({ id: formasPagamento.id })
    .from(formasPagamento)
    .where(and(doTenant(tx), sql`lower(${formasPagamento.nome}) = lower(${nome})`))
    .limit(1);
  return dup !== undefined;
}

export async function inserirPropria(tx: TenantTx, d: Required<FormaGravar>): Promise<FormaLinha> {
  const [row] = await tx
    .insert(formasPagamento)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning();
  return row!;
}

export async function atualizarPropria(tx: TenantTx, id: number, set: FormaGravar): Promise<FormaLinha | undefined> {
  const [row] = await tx
    .update(formasPagamento)
    .set(ouNada(set))
    .where(and(doTenant(tx), eq(formasPagamento.id, id)))
    .returning();
  return row;
}

export async function excluirPropria(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(formasPagamento)
    .where(and(doTenant(tx), eq(formasPagamento.id, id)))
    .returning({ id: formasPagamento.id });
  return rows.length > 0;
}

// ---- standard methods (global table, superadmin) ----

export async function contarPadroes(p: PlataformaDb): Promise<number> {
  const [total] = await p.select({ n: count() }).from(formasPagamentoPadrao);
  return total?.n ?? 0;
}

export async function inserirPadrao(p: PlataformaDb, d: Required<FormaGravar>): Promise<FormaLinha> {
  const [row] = await p.insert(formasPagamentoPadrao).values(d).returning();
  return row!;
}

export async function atualizarPadrao(p: PlataformaDb, id: number, set: FormaGravar): Promise<FormaLinha | undefined> {
  const [row] = await p
    .update(formasPagamentoPadrao)
    .set(ouNada(set))
    .where(eq(formasPagamentoPadrao.id, id))
    .returning();
  return row;
}

export async function excluirPadrao(p: PlataformaDb, id: number): Promise<boolean> {
  const rows = await p
    .delete(formasPagamentoPadrao)
    .where(eq(formasPagamentoPadrao.id, id))
    .returning({ id: formasPagamentoPadrao.id });
  return rows.length > 0;
}

/**
 * The active payment methods an order may use, in the order asked: the business's own (by `forma_pagamento_id`)
 * or a standard one (global, by `forma_pagamento_padrao_id`); `undefined` where none is active. Their names and
 * kinds are copied into the order. One query for all the order's payments.
 */
export async function formasParaPedido(
  tx: TenantTx,
  pagamentos: { forma_pagamento_id?: number | undefined; forma_pagamento_padrao_id?: number | undefined }[],
): Promise<({ nome: string; tipo: string } | undefined)[]> {
  const proprias = pagamentos.flatMap((p) => (p.forma_pagamento_id !== undefined ? [p.forma_pagamento_id] : []));
  const padrao = pagamentos.flatMap((p) =>
    p.forma_pagamento_id === undefined && p.forma_pagamento_padrao_id !== undefined
      ? [p.forma_pagamento_padrao_id]
      : [],
  );
  const ids = (xs: number[]) => `{${xs.map((x) => Math.trunc(x)).join(',')}}`;
  const rows = await queryRows<{ padrao: boolean; id: number; nome: string; tipo: string }>(
    tx,
    sql`
    SELECT false AS padrao, id, nome, tipo FROM formas_pagamento WHERE empresa_id = ${tx.empresaId} AND id = ANY(${ids(proprias)}::bigint[]) AND ativo
    UNION ALL
    SELECT true, id, nome, tipo FROM formas_pagamento_padrao WHERE id = ANY(${ids(padrao)}::bigint[]) AND ativo`,
  );
  const chave = (padrao: boolean, id: number) => `${padrao ? 'p' : 'f'}${id}`;
  const porChave = new Map(rows.map((r) => [chave(r.padrao, Number(r.id)), { nome: r.nome, tipo: r.tipo }]));
  return pagamentos.map((p) =>
    p.forma_pagamento_id !== undefined
      ? porChave.get(chave(false, p.forma_pagamento_id))
      : porChave.get(chave(true, p.forma_pagamento_padrao_id!)),
  );
}
