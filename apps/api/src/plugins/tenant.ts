import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { comoEmpresaId, tenantDe, type Tenant } from '../db/tenant.ts';

/**
 * The business named in a path (`/empresas/{id}/…`): the caller's own, or any for a superadmin. A foreign id
 * answers 404 (never 403), so ids of other businesses are not even confirmed to exist.
 * Apart from the auth plugin because module routes import it, and the auth plugin imports the auth module.
 */
export function tenantPara(request: FastifyRequest, empresaId: number): Tenant {
  if (request.user.empresa_id === empresaId) return request.tenant;
  if (!request.user.superadmin) throw new AppError(404, 'Empresa não encontrada');
  return tenantDe(request.server.database.db, comoEmpresaId(empresaId));
}
