import { and, asc, count, eq, ne, or, sql, ilike } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { usuarios } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import * as auth from '../../auth/index.ts';

// The only SQL of user management. The `usuarios` table is shared with auth, which reads it at login and on every
// request; the rows are written here (creation, edits, deactivation, deletion). Every query filters by the business.

export const EMAIL_EM_USO = 'Este e-mail já está em uso';
const emailEmUso = () => new AppError(409, EMAIL_EM_USO, [{ campo: 'email', mensagem: EMAIL_EM_USO }]);

const doTenant = (tx: TenantTx) => eq(usuarios.empresa_id, tx.empresaId);
const colunas = (tx: TenantTx) => ({
  id: usuarios.id,
  empresa_id: usuarios.empresa_id,
  nome: usuarios.nome,
  email: usuarios.email,
  role: usuarios.role,
  superadmin: usuarios.superadmin,
  ativo: usuarios.ativo,
  criado_em: usuarios.criado_em,
  ultimo_login: sql<Date | string | null>`${auth.sqlUltimoLogin(tx, sql`${usuarios.id}`)}`,
});
export type UsuarioLinha = {
  id: number;
  empresa_id: number;
  nome: string;
  email: string;
  role: string;
  superadmin: boolean;
  ativo: boolean;
  criado_em: Date;
  ultimo_login: Date | string | null;
};

/** The e-mail index is unique over the platform (login is by e-mail): a clash anywhere is a 409 on `email`. */
async function semEmailRepetido<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailEmUso();
    throw err;
  }
}

export async function listar(
  tx: TenantTx,
  q: { page: number; per_page: number; search?: string | undefined; ativo?: boolean | undefined },
): Promise<{ linhas: UsuarioLinha[]; total: number }> {
  const termo = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    doTenant(tx),
    termo ? or(ilike(usuarios.nome, termo), ilike(usuarios.email, termo)) : undefined,
    q.ativo === undefined ? undefined : eq(usuarios.ativo, q.ativo),
  );
  const linhas = await tx
    .select(colunas(tx))
    .from(usuarios)
    .where(where)
    .orderBy(asc(usuarios.nome), asc(usuarios.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(usuarios).where(where);
  return { linhas, total: n };
}

export async function buscar(tx: TenantTx, id: number): Promise<UsuarioLinha | undefined> {
  const [u] = await tx
    .select(colunas(tx))
    .from(usuarios)
    .where(and(doTenant(tx), eq(usuarios.id, id)))
    .limit(1);
  return u;
}

export function inserir(
  tx: TenantTx,
  d: { nome: string; email: string; senha_hash: string; role: string; ativo: boolean },
): Promise<number> {
  return semEmailRepetido(async () => {
    const [u] = await tx
      .insert(usuarios)
      .values({ ...d, empresa_id: tx.empresaId })
      .returning({ id: usuarios.id });
    return u!.id;
  });
}

export function atualizar(
  tx: TenantTx,
  id: number,
  set: Partial<{ nome: string; email: string; senha_hash: string; role: string; ativo: boolean }>,
): Promise<void> {
  return semEmailRepetido(async () => {
    if (Object.keys(set).length === 0) return;
    await tx
      .update(usuarios)
      .set(set)
      .where(and(doTenant(tx), eq(usuarios.id, id)));
  });
}

export async function remover(tx: TenantTx, id: number): Promise<void> {
  await tx.delete(usuarios).where(and(doTenant(tx), eq(usuarios.id, id)));
}

/**
 * How many active managers the business keeps besides `excetoId`. The rows are locked, so two managers demoting
 * each other at once cannot both pass the "last manager" check.
 */
export async function outrosGerentesAtivos(tx: TenantTx, excetoId: number): Promise<number> {
  const linhas = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(doTenant(tx), eq(usuarios.role, 'gerente'), eq(usuarios.ativo, true), ne(usuarios.id, excetoId)))
    .for('update');
  return linhas.length;
}
