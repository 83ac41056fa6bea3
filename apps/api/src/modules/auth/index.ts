import type { FastifyInstance } from 'fastify';
import { sessaoRoutes } from './routes/sessao.ts';
import { plataformaRoutes } from './routes/plataforma.ts';

// The auth module: login, sessions and refresh tokens, users and their permission overrides, and the
// superadmin's creation and deletion of businesses (they create or protect accounts). The auth plugin, the
// permissions module and the orders module use only what this file exports.

export async function authModulo(app: FastifyInstance) {
  await sessaoRoutes(app);
  await plataformaRoutes(app);
}

// for the auth plugin (plugins/auth.ts)
export { loadAuthUser, type UsuarioDaSessao } from './service/sessao.ts';
export { verifyAccessToken, type AccessClaims } from './service/tokens.ts';
export { AcessosVerificados } from './service/acessos-verificados.ts';
// for the event stream: when the caller's access token expires (its stream closes then)
export { expiracaoDoAcesso } from './service/acesso.ts';
// for the permissions module: a business's user and its permission overrides, in the caller's transaction
export { overridesDoUsuario, substituirOverrides, usuarioDaEmpresa } from './queries/usuarios.ts';
export { tenantDoUsuario } from './routes/usuarios.ts';
// for the tables module's waiter picker: the business's active staff with their role and overrides
export { equipeAtiva, type Equipe } from './queries/usuarios.ts';
// for reads that show who did something (an order's status history)
export { sqlNomeUsuario } from './queries/usuarios.ts';
// for user management (the usuarios module): end a user's sessions, their last login, hashing a password it sets
export { revogarSessoesDoUsuario, sqlUltimoLogin } from './queries/revogacao.ts';
export { dummyHash, hashPassword, verifyPassword } from './service/passwords.ts';
