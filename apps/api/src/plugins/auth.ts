import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden, unauthorized, AppError } from '../lib/errors.ts';
import { comoEmpresaId, tenantDe, type Tenant } from '../db/tenant.ts';
import { loadAuthUser } from '../modules/auth/service.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';

export type { AuthUser } from '../modules/auth/service.ts';

/**
 * Every /api route needs a valid bearer token unless it says `config: { public: true }` — secure by default,
 * so a route that forgets to declare its policy is protected, not open. `permissao` and `superadmin` in the
 * route config are checked here, on the server (spec §6), not only in the web router.
 * An authenticated request carries `request.tenant`: the caller's business, the only handle services get.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null as never);
  app.decorateRequest('tenant', null as never);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const config = request.routeOptions.config ?? {};
    if (config.public || request.url.startsWith('/api/docs')) return;
    request.user = await authenticate(app, request);
    request.tenant = tenantDe(app.database.db, request.user.empresa_id);
    if (config.superadmin && !request.user.superadmin) throw forbidden('Apenas o superadmin pode fazer isto');
    if (config.permissao && !hasPermission(request.user, config.permissao)) throw forbidden();
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized('Faça login para continuar.');
  const claims = await verifyAccessToken(app.jwtKey, token);
  if (!claims) throw unauthorized();
  let loaded = app.authCache.get(claims.sid, claims.sub);
  if (!loaded) {
    loaded = (await loadAuthUser(app.database.db, claims.sub, claims.sid)) ?? undefined;
    if (loaded) app.authCache.set(loaded);
  }
  if (!loaded || loaded.user.empresa_id !== claims.empresa_id) throw unauthorized();
  return loaded.user;
}

/**
 * The business named in a path (`/empresas/{id}/…`): the caller's own, or any for a superadmin. A foreign id
 * answers 404 (never 403), so ids of other businesses are not even confirmed to exist.
 */
export function tenantPara(request: FastifyRequest, empresaId: number): Tenant {
  if (request.user.empresa_id === empresaId) return request.tenant;
  if (!request.user.superadmin) throw new AppError(404, 'Empresa não encontrada');
  return tenantDe(request.server.database.db, comoEmpresaId(empresaId));
}

/** @deprecated use `tenantPara`, which also hands back the business's tenant handle. */
export function assertEmpresaAccess(request: FastifyRequest, empresaId: number): void {
  tenantPara(request, empresaId);
}
