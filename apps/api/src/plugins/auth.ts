import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Carregado } from '../lib/auth-cache.ts';
import { comoEmpresaId, plataformaDe, tenantDe, type EmpresaId } from '../db/tenant.ts';
import { AcessosVerificados, loadAuthUser, type AccessClaims, type UsuarioDaSessao } from '../modules/auth/index.ts';

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
  // A callback hook with a synchronous fast path: when the token's claims and its session are both kept (the 5 s
  // poll of every open screen), the request is authenticated without a promise or a turn of the event loop; else
  // the same checks run asynchronously. Both paths apply the same checks in the same order (`autorizar`).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const config = request.routeOptions.config ?? {};
    if (config.public || request.url.startsWith('/api/docs')) return done();
    const token = tokenDe(request);
    const claims = app.acessos.jaVerificadas(token);
    const loaded = claims && app.authCache.get(claims.sid, claims.sub);
    if (claims && loaded) return done(autorizar(app, request, config, claims, loaded));
    authenticate(app, token).then(
      ([c, l]) => done(autorizar(app, request, config, c, l)),
      (err: Error) => done(err),
    );
  });
}

type RouteConfig = FastifyRequest['routeOptions']['config'];

/** The bearer token, or 401 (thrown inside the hook: Fastify answers it). */
function tokenDe(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized('Faça login para continuar.');
  return token;
}

/** The session behind verified claims: the auth cache's, or loaded (and kept); undefined when it no longer holds. */
async function authenticate(app: FastifyInstance, token: string): Promise<[AccessClaims, Carregado | undefined]> {
  const claims = await app.acessos.claims(token);
  if (!claims) throw unauthorized();
  let loaded = app.authCache.get(claims.sid, claims.sub);
  if (!loaded) {
    loaded = (await carregar(app, claims.empresa_id, claims.sub, claims.sid)) ?? undefined;
    if (loaded) app.authCache.set(loaded);
  }
  return [claims, loaded];
}

/** Sets the caller and its business on the request, or the error to answer (returned: the hook's `done` takes it). */
function autorizar(
  app: FastifyInstance,
  request: FastifyRequest,
  config: RouteConfig,
  claims: AccessClaims,
  loaded: Carregado | undefined,
): Error | undefined {
  if (!loaded || loaded.user.empresa_id !== claims.empresa_id) return unauthorized();
  request.user = loaded.user;
  request.tenant = tenantDe(app.database.db, loaded.user.empresa_id);
  if (config.superadmin && !request.user.superadmin) return forbidden('Apenas o superadmin pode fazer isto');
  if (config.permissao && !hasPermission(request.user, config.permissao)) return forbidden();
  return undefined;
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
