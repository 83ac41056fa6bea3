import type { Tenant } from '../../db/tenant.ts';
import type { z } from 'zod';
import {
  PERMISSOES,
  ROLE_PERMISSOES,
  WILDCARD,
  permissoesEfetivas,
  type Role,
} from '@app/shared/domain/permissions.ts';
import type { usuarioPermissoesPatchSchema } from '@app/shared/schemas/permissoes.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as auth from '../auth/index.ts';

// The permission catalogue and a user's exceptions to their role. Users and their overrides are the auth
// module's data (the session loader reads them on every request), so this module reaches them through auth's
// index.ts, in its own transaction, and has no SQL of its own.

export function catalogo() {
  return Object.entries(PERMISSOES).map(([chave, descricao]) => ({ chave, descricao }));
}

export function obter(t: Tenant, usuarioId: number) {
  return t.transacao(async (tx) => {
    const u = await auth.usuarioDaEmpresa(tx, usuarioId);
    if (!u) throw notFound('Usuário não encontrado');
    const overrides = await auth.overridesDoUsuario(tx, usuarioId);
    return {
      usuario_id: u.id,
      role: u.role,
      permissoes_role: [...(ROLE_PERMISSOES[u.role as Role] ?? [])],
      overrides,
      permissoes_efetivas: permissoesEfetivas(u.role, overrides),
    };
  });
}

/** Replaces the user's overrides with the given map (an undefined value removes that exception). */
export async function definir(
  t: Tenant,
  usuarioId: number,
  overrides: z.output<typeof usuarioPermissoesPatchSchema>['overrides'],
  quem?: { id: number; superadmin: boolean },
) {
  const lista = Object.entries(overrides).filter((e): e is [string, boolean] => typeof e[1] === 'boolean');
  await t.transacao(async (tx) => {
    const u = await auth.usuarioDaEmpresa(tx, usuarioId);
    if (!u) throw notFound('Usuário não encontrado');
    // nobody removes their own user-management permission (they could not undo it)
    if (quem && quem.id === usuarioId && !quem.superadmin) {
      const efetivas = permissoesEfetivas(u.role, Object.fromEntries(lista));
      if (!efetivas.includes(WILDCARD) && !efetivas.includes('usuarios.gerenciar'))
        throw conflict('Você não pode remover a sua própria permissão de gerenciar usuários');
    }
    await auth.substituirOverrides(tx, usuarioId, lista);
  });
  return obter(t, usuarioId);
}
