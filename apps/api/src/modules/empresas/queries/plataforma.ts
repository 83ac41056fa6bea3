import { asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PlataformaDb } from '../../../db/tenant.ts';
import { empresas } from '../../../db/schema/index.ts';
import type { EmpresaLinha } from './empresa.ts';

// Businesses seen from the platform (the superadmin's list, creation and deletion): over all businesses, so no
// tenant transaction; only the allow-listed platform routes reach here, with the platform handle.

export async function listar(
  p: PlataformaDb,
  q: { page: number; per_page: number; search?: string | undefined },
): Promise<{ linhas: EmpresaLinha[]; total: number }> {
  const where = q.search ? ilike(empresas.nome, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [linhas, [total]] = await Promise.all([
    p
      .select()
      .from(empresas)
      .where(where)
      .orderBy(asc(empresas.nome), asc(empresas.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    p.select({ n: count() }).from(empresas).where(where),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

export async function carregar(p: PlataformaDb, id: number): Promise<EmpresaLinha | undefined> {
  const [row] = await p.select().from(empresas).where(eq(empresas.id, id)).limit(1);
  return row;
}

export async function inserir(
  p: PlataformaDb,
  d: { nome: string; cidade: string | null; uf: string | null; timezone: string; cor_menu: string },
): Promise<EmpresaLinha> {
  const [row] = await p.insert(empresas).values(d).returning();
  return row!;
}

/** Deletes the business and everything it owns (ON DELETE CASCADE). */
export async function excluir(p: PlataformaDb, id: number): Promise<void> {
  await p.delete(empresas).where(eq(empresas.id, id));
}

/**
 * The business of `empresaId` (a column of the caller's query) as a JSON object {id, nome, timezone, cor_menu}:
 * the session loader reads it in its one statement, before any business is known (platform code).
 */
export function sqlResumoEmpresa(empresaId: SQL): SQL {
  return sql`(SELECT json_build_object('id', e.id, 'nome', e.nome, 'timezone', e.timezone, 'cor_menu', e.cor_menu) FROM empresas e WHERE e.id = ${empresaId})`;
}

/** Every business's id and name, by name (the superadmin's pickers: invoices of a business). */
export function listarLite(p: PlataformaDb): Promise<{ id: number; nome: string }[]> {
  return p
    .select({ id: empresas.id, nome: empresas.nome })
    .from(empresas)
    .orderBy(asc(empresas.nome), asc(empresas.id));
}

/**
 * Every business's id as a subquery, for platform statements over all businesses (a month's invoices generated
 * for each in one INSERT … SELECT). Businesses have no inactive state yet: when one exists, it is filtered here.
 */
export function sqlIdsEmpresas(): SQL {
  return sql`SELECT e.id FROM empresas e`;
}
