import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Carregado } from '../lib/auth-cache.ts';
import { comoEmpresaId, plataformaDe, tenantDe, type EmpresaId } from '../db/tenant.ts';
import { AcessosVerificados, loadAuthUser, type UsuarioDaSessao } from '../modules/auth/index.ts';

/** The verified caller: a session's user with the business id branded (it came from the session, so it may scope tenant transactions). */
export type AuthUser = Omit<UsuarioDaSessao, 'empresa_id'> & { empresa_id: EmpresaId };

/**
 * Every /api route needs a valid bearer token unless it says `config: { public: true }` — secure by default,
 * so a route that forgets to declare its policy is protected, not open. `permissao` and `superadmin` in the
 * route config are checked here, on the server (spec §6), not only in the web router.
 * An authenticated request carries `request.tenant`: the caller's business, the only handle services get.
 * A route that names a business in its path asks tenantPara (plugins/tenant.ts) for that business instead.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null as never);
  app.decorateRequest('tenant', null as never);
  // verified tokens' claims, kept until each token's expiry (the session itself is checked on every request)
  app.decorate('acessos', new AcessosVerificados(app.jwtKey));
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
  const claims = await app.acessos.claims(token);
  if (!claims) throw unauthorized();
  let loaded = app.authCache.get(claims.sid, claims.sub);
  if (!loaded) {
    loaded = (await carregar(app, claims.empresa_id, claims.sub, claims.sid)) ?? undefined;
    if (loaded) app.authCache.set(loaded);
  }
  if (!loaded || loaded.user.empresa_id !== claims.empresa_id) throw unauthorized();
  return loaded.user;
}

async function carregar(
  app: FastifyInstance,
  empresaId: number,
  usuarioId: number,
  sessaoId: number,
): Promise<Carregado | null> {
  const s = await loadAuthUser(plataformaDe(app.database.db), empresaId, usuarioId, sessaoId);
  return s && { ...s, user: { ...s.user, empresa_id: comoEmpresaId(s.user.empresa_id) } };
}
