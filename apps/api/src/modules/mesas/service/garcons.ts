import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { hasPermission, permissoesEfetivas } from '@app/shared/domain/permissions.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import * as auth from '../../auth/index.ts';

// Who serves a tab: the waiter picker lists the business's active staff who can take tables, and a waiter named on
// a tab must be an active user of the caller's business. The users' own list needs `usuarios.gerenciar`, which a
// waiter lacks, so the tables module answers this one itself (ids and names only).

export const GARCOM_NAO_ENCONTRADO = 'Garçom não encontrado';
export const GARCOM_INATIVO = 'Este usuário está desativado e não pode atender mesas';

/** GET /mesas/garcons: active users holding `mesas.operar` (role or override), by name; superadmins are not staff. */
export function listar(t: Tenant) {
  return t.transacao(async (tx) => {
    const equipe = await auth.equipeAtiva(tx);
    const items = equipe
      .filter(
        (u) =>
          !u.superadmin && hasPermission({ permissoes: permissoesEfetivas(u.role, u.overrides ?? {}) }, 'mesas.operar'),
      )
      .map((u) => ({ id: u.id, nome: u.nome }));
    return { items };
  });
}

/** A waiter named on a tab: a user of the caller's business (404 otherwise, as for any foreign id) and active. */
export async function exigirGarcom(tx: TenantTx, id: number): Promise<void> {
  const u = await auth.usuarioDaEmpresa(tx, id);
  if (!u) throw notFound(GARCOM_NAO_ENCONTRADO);
  if (!u.ativo) throw new AppError(422, GARCOM_INATIVO, [{ campo: 'garcom_id', mensagem: GARCOM_INATIVO }]);
}
