import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden, unauthorized, AppError } from '../lib/errors.ts';
import { loadAuthUser } from '../modules/auth/service.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';

export type { AuthUser } from '../modules/auth/service.ts';

/**
 * Every /api route needs a valid bearer token unless it says `config: { public: true }` — secure by default,
 * so a route that forgets to declare its policy is protected, not open. `permissao` and `superadmin` in the
 * route config are checked here, on the server (spec §6), not only in the web router.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null as never);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const config = request.routeOptions.config ?? {};
    if (config.public || request.url.startsWith('/api/docs')) return;
    request.user = await authenticate(app, request);
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
 * The business a request may act on: its own, or any for a superadmin. A foreign id answers 404 (never 403),
 * so ids of other businesses are not even confirmed to exist.
 */
export function assertEmpresaAccess(request: FastifyRequest, empresaId: number): void {
  if (request.user.superadmin || request.user.empresa_id === empresaId) return;
  throw new AppError(404, 'Empresa não encontrada');
}
