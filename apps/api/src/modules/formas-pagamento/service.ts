import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { formasPagamento, formasPagamentoPadrao } from '../../db/schema/index.ts';
import {
  chaveFormaPagamento, ICONE_POR_TIPO, MAX_FORMAS_PAGAMENTO, MSG_FORMA_NAO_ENCONTRADA, type FormaPagamento, type FormaPagamentoCreate, type FormaPagamentoPatch,
  type IconeFormaPagamento, type TipoFormaPagamento,
} from '@app/shared/schemas/formas-pagamento.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';

type Row = typeof formasPagamentoPadrao.$inferSelect;
const toForma = (r: Row, padrao: boolean): FormaPagamento => ({
  chave: chaveFormaPagamento({ id: r.id, padrao }), id: r.id, nome: r.nome, tipo: r.tipo as TipoFormaPagamento, icone: r.icone as IconeFormaPagamento, ativo: r.ativo, padrao,
});

const NOME_EM_USO = 'Já existe uma forma de pagamento com este nome';
const nomeEmUso = () => new AppError(409, NOME_EM_USO, [{ campo: 'nome', mensagem: NOME_EM_USO }]);
const isUnique = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/**
 * The business's own methods plus the standard ones. Inactive standard methods are shown only to the superadmin
 * (who manages them); a business sees its own inactive ones so it can switch them back on.
 */
export async function listFormas(db: Db, empresaId: number, superadmin: boolean) {
  const padroes = await db.select().from(formasPagamentoPadrao)
    .where(superadmin ? undefined : eq(formasPagamentoPadrao.ativo, true)).orderBy(asc(formasPagamentoPadrao.nome)).limit(MAX_FORMAS_PAGAMENTO);
  const proprias = await withTenantLegado(db, empresaId, (tx) => tx.select().from(formasPagamento)
    .where(eq(formasPagamento.empresa_id, empresaId)).orderBy(asc(formasPagamento.nome)).limit(MAX_FORMAS_PAGAMENTO));
  const items = [...padroes.map((r) => toForma(r, true)), ...proprias.map((r) => toForma(r, false))];
  return { items, total: items.length };
}

export function createForma(db: Db, empresaId: number, input: FormaPagamentoCreate): Promise<FormaPagamento> {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [total] = await tx.select({ n: count() }).from(formasPagamento).where(eq(formasPagamento.empresa_id, empresaId));
    if ((total?.n ?? 0) >= MAX_FORMAS_PAGAMENTO) throw conflict(`Limite de ${MAX_FORMAS_PAGAMENTO} formas de pagamento atingido`);
    const [dup] = await tx.select({ id: formasPagamento.id }).from(formasPagamento)
      .where(and(eq(formasPagamento.empresa_id, empresaId), sql`lower(${formasPagamento.nome}) = lower(${input.nome})`)).limit(1);
    if (dup) throw nomeEmUso();
    const [row] = await tx.insert(formasPagamento).values({
      empresa_id: empresaId, nome: input.nome, tipo: input.tipo, icone: input.icone ?? ICONE_POR_TIPO[input.tipo], ativo: input.ativo ?? true,
    }).returning();
    return toForma(row!, false);
  });
}

export function patchForma(db: Db, empresaId: number, id: number, patch: FormaPagamentoPatch): Promise<FormaPagamento> {
  return withTenantLegado(db, empresaId, async (tx) => {
    try {
      const [row] = await tx.update(formasPagamento).set(definidos(patch))
        .where(and(eq(formasPagamento.empresa_id, empresaId), eq(formasPagamento.id, id))).returning();
      if (!row) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
      return toForma(row, false);
    } catch (err) {
      if (isUnique(err)) throw nomeEmUso();
      throw err;
    }
  });
}

export function deleteForma(db: Db, empresaId: number, id: number): Promise<void> {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(formasPagamento).where(and(eq(formasPagamento.empresa_id, empresaId), eq(formasPagamento.id, id))).returning({ id: formasPagamento.id });
    if (rows.length === 0) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
  });
}

// ---- standard methods (global, superadmin) ----

export async function createPadrao(db: Db, input: FormaPagamentoCreate): Promise<FormaPagamento> {
  const [total] = await db.select({ n: count() }).from(formasPagamentoPadrao);
  if ((total?.n ?? 0) >= MAX_FORMAS_PAGAMENTO) throw conflict(`Limite de ${MAX_FORMAS_PAGAMENTO} formas de pagamento atingido`);
  try {
    const [row] = await db.insert(formasPagamentoPadrao).values({
      nome: input.nome, tipo: input.tipo, icone: input.icone ?? ICONE_POR_TIPO[input.tipo], ativo: input.ativo ?? true,
    }).returning();
    return toForma(row!, true);
  } catch (err) {
    if (isUnique(err)) throw nomeEmUso();
    throw err;
  }
}

export async function patchPadrao(db: Db, id: number, patch: FormaPagamentoPatch): Promise<FormaPagamento> {
  try {
    const [row] = await db.update(formasPagamentoPadrao).set(definidos(patch)).where(eq(formasPagamentoPadrao.id, id)).returning();
    if (!row) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
    return toForma(row, true);
  } catch (err) {
    if (isUnique(err)) throw nomeEmUso();
    throw err;
  }
}

export async function deletePadrao(db: Db, id: number): Promise<void> {
  const rows = await db.delete(formasPagamentoPadrao).where(eq(formasPagamentoPadrao.id, id)).returning({ id: formasPagamentoPadrao.id });
  if (rows.length === 0) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
}

/** Only the fields the body carried; an empty patch rewrites `ativo` with itself so the UPDATE still finds the row. */
function definidos(patch: FormaPagamentoPatch) {
  const set: Partial<Row> = {};
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  return Object.keys(set).length ? set : { ativo: sql`ativo` as unknown as boolean };
}
