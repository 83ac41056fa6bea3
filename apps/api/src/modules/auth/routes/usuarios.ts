import type { FastifyRequest } from 'fastify';
import { comoEmpresaId, plataformaDe, tenantDe, type Tenant } from '../../../db/tenant.ts';
import { empresaDoUsuario } from '../service/usuarios.ts';

/**
 * The business of a user named in a path (`/usuarios/{id}/…`): the caller's own, or — for a superadmin —
 * wherever the user is (an unknown user answers 404). Like tenantPara, for a user id.
 */
export async function tenantDoUsuario(request: FastifyRequest, usuarioId: number): Promise<Tenant> {
  if (!request.user.superadmin) return request.tenant;
  const db = request.server.database.db;
  return tenantDe(db, comoEmpresaId(await empresaDoUsuario(plataformaDe(db), usuarioId)));
}
