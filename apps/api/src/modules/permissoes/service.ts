import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { usuarioPermissoes, usuarios } from '../../db/schema/index.ts';
import { PERMISSOES, ROLE_PERMISSOES, permissoesEfetivas, type Role } from '@app/shared/domain/permissions.ts';
import { notFound } from '../../lib/errors.ts';

export function catalogo() {
  return Object.entries(PERMISSOES).map(([chave, descricao]) => ({ chave, descricao }));
}

/** The target user's business: the caller's own, or — for a superadmin — wherever the user is. */
async function empresaDoUsuario(db: Db, usuarioId: number, caller: { empresa_id: number; superadmin: boolean }): Promise<number> {
  if (!caller.superadmin) return caller.empresa_id;
  const [u] = await db.select({ empresa_id: usuarios.empresa_id }).from(usuarios).where(eq(usuarios.id, usuarioId)).limit(1);
  if (!u) throw notFound('Usuário não encontrado');
  return u.empresa_id;
}

export async function getPermissoes(db: Db, caller: { empresa_id: number; superadmin: boolean }, usuarioId: number) {
  const empresaId = await empresaDoUsuario(db, usuarioId, caller);
  return withTenantLegado(db, empresaId, async (tx) => {
    const [u] = await tx.select({ id: usuarios.id, role: usuarios.role }).from(usuarios)
      .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, usuarioId))).limit(1);
    if (!u) throw notFound('Usuário não encontrado');
    const rows = await tx.select({ chave: usuarioPermissoes.chave, permitido: usuarioPermissoes.permitido }).from(usuarioPermissoes)
      .where(and(eq(usuarioPermissoes.empresa_id, empresaId), eq(usuarioPermissoes.usuario_id, usuarioId)));
    const overrides = Object.fromEntries(rows.map((r) => [r.chave, r.permitido]));
    return {
      usuario_id: u.id, role: u.role, permissoes_role: [...(ROLE_PERMISSOES[u.role as Role] ?? [])],
      overrides, permissoes_efetivas: permissoesEfetivas(u.role, overrides),
    };
  });
}

/** Replaces the user's overrides with the given map. */
export async function setOverrides(db: Db, caller: { empresa_id: number; superadmin: boolean }, usuarioId: number, overrides: Record<string, boolean | undefined>) {
  const empresaId = await empresaDoUsuario(db, usuarioId, caller);
  await withTenantLegado(db, empresaId, async (tx) => {
    const [u] = await tx.select({ id: usuarios.id }).from(usuarios).where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, usuarioId))).limit(1);
    if (!u) throw notFound('Usuário não encontrado');
    await tx.delete(usuarioPermissoes).where(and(eq(usuarioPermissoes.empresa_id, empresaId), eq(usuarioPermissoes.usuario_id, usuarioId)));
    const values = Object.entries(overrides)
      .filter((e): e is [string, boolean] => typeof e[1] === 'boolean')
      .map(([chave, permitido]) => ({ empresa_id: empresaId, usuario_id: usuarioId, chave, permitido }));
    if (values.length) await tx.insert(usuarioPermissoes).values(values);
  });
  return getPermissoes(db, caller, usuarioId);
}
