import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PlataformaDb, TenantTx } from '../../../db/tenant.ts';
import { sessoes, usuarioPermissoes, usuarios } from '../../../db/schema/index.ts';
import * as empresas from '../../empresas/index.ts';

export type UsuarioLinha = typeof usuarios.$inferSelect;

/** The user who logs in with this e-mail (unique across the platform, case-insensitive). */
export async function porEmail(p: PlataformaDb, email: string): Promise<UsuarioLinha | undefined> {
  const [user] = await p
    .select()
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email}`)
    .limit(1);
  return user;
}

export async function emailEmUso(p: PlataformaDb, email: string): Promise<boolean> {
  const [existe] = await p
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email}`)
    .limit(1);
  return existe !== undefined;
}

export async function inserir(
  p: PlataformaDb,
  u: { empresa_id: number; nome: string; email: string; senha_hash: string; role: string },
): Promise<void> {
  await p.insert(usuarios).values(u);
}

export async function empresaTemSuperadmin(p: PlataformaDb, empresaId: number): Promise<boolean> {
  const [sa] = await p
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.superadmin, true)))
    .limit(1);
  return sa !== undefined;
}

/** The business a user belongs to (the superadmin manages users of any business). */
export async function empresaDoUsuario(p: PlataformaDb, usuarioId: number): Promise<number | undefined> {
  const [u] = await p
    .select({ empresa_id: usuarios.empresa_id })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return u?.empresa_id;
}

export interface SessaoDoUsuario {
  id: number;
  empresa_id: number;
  nome: string;
  email: string;
  role: string;
  superadmin: boolean;
  ativo: boolean;
  revogada_em: Date | null;
  expira_em: Date;
  overrides: Record<string, boolean> | null;
  empresa: { id: number; nome: string; timezone: string; cor_menu: string } | null;
}

/**
 * A session with its user, the user's permission overrides and the business's summary, in one indexed query (it
 * runs on every request whose user is not cached).
 */
export async function sessaoDoUsuario(
  p: PlataformaDb,
  empresaId: number,
  usuarioId: number,
  sessaoId: number,
): Promise<SessaoDoUsuario | undefined> {
  const [row] = await p
    .select({
      id: usuarios.id,
      empresa_id: usuarios.empresa_id,
      nome: usuarios.nome,
      email: usuarios.email,
      role: usuarios.role,
      superadmin: usuarios.superadmin,
      ativo: usuarios.ativo,
      revogada_em: sessoes.revogada_em,
      expira_em: sessoes.expira_em,
      overrides: sql<Record<
        string,
        boolean
      > | null>`(SELECT json_object_agg(p.chave, p.permitido) FROM usuario_permissoes p WHERE p.empresa_id = ${usuarios.empresa_id} AND p.usuario_id = ${usuarios.id})`,
      empresa: sql<SessaoDoUsuario['empresa']>`${empresas.sqlResumoEmpresa(sql`${usuarios.empresa_id}`)}`,
    })
    .from(sessoes)
    .innerJoin(usuarios, and(eq(usuarios.empresa_id, sessoes.empresa_id), eq(usuarios.id, sessoes.usuario_id)))
    .where(and(eq(sessoes.empresa_id, empresaId), eq(sessoes.id, sessaoId), eq(usuarios.id, usuarioId)))
    .limit(1);
  return row;
}

// ---- a business's users and their permission overrides (the permissions module's routes) ----

export async function usuarioDaEmpresa(
  tx: TenantTx,
  id: number,
): Promise<{ id: number; role: string; ativo: boolean } | undefined> {
  const [u] = await tx
    .select({ id: usuarios.id, role: usuarios.role, ativo: usuarios.ativo })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, tx.empresaId), eq(usuarios.id, id)))
    .limit(1);
  return u;
}

export interface Equipe {
  id: number;
  nome: string;
  role: string;
  superadmin: boolean;
  overrides: Record<string, boolean> | null;
}

/** The business's active users with their role and permission overrides, by name (who may take tables, say). */
export async function equipeAtiva(tx: TenantTx): Promise<Equipe[]> {
  return tx
    .select({
      id: usuarios.id,
      nome: usuarios.nome,
      role: usuarios.role,
      superadmin: usuarios.superadmin,
      overrides: sql<Record<
        string,
        boolean
      > | null>`(SELECT json_object_agg(p.chave, p.permitido) FROM usuario_permissoes p WHERE p.empresa_id = ${usuarios.empresa_id} AND p.usuario_id = ${usuarios.id})`,
    })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, tx.empresaId), eq(usuarios.ativo, true)))
    .orderBy(usuarios.nome, usuarios.id);
}

export async function overridesDoUsuario(tx: TenantTx, usuarioId: number): Promise<Record<string, boolean>> {
  const rows = await tx
    .select({ chave: usuarioPermissoes.chave, permitido: usuarioPermissoes.permitido })
    .from(usuarioPermissoes)
    .where(and(eq(usuarioPermissoes.empresa_id, tx.empresaId), eq(usuarioPermissoes.usuario_id, usuarioId)));
  return Object.fromEntries(rows.map((r) => [r.chave, r.permitido]));
}

/** Replaces the user's overrides with the given ones. */
export async function substituirOverrides(
  tx: TenantTx,
  usuarioId: number,
  overrides: [string, boolean][],
): Promise<void> {
  await tx
    .delete(usuarioPermissoes)
    .where(and(eq(usuarioPermissoes.empresa_id, tx.empresaId), eq(usuarioPermissoes.usuario_id, usuarioId)));
  const values = overrides.map(([chave, permitido]) => ({
    empresa_id: tx.empresaId,
    usuario_id: usuarioId,
    chave,
    permitido,
  }));
  if (values.length) await tx.insert(usuarioPermissoes).values(values);
}

/**
 * A user's name as a scalar subquery on `usuarioId` (a column of the caller's query), for reads another module
 * builds in one statement (an order's status history): the SQL on `usuarios` stays here.
 */
export function sqlNomeUsuario(tx: TenantTx, usuarioId: SQL): SQL {
  return sql`(SELECT u.nome FROM usuarios u WHERE u.empresa_id = ${tx.empresaId} AND u.id = ${usuarioId})`;
}
