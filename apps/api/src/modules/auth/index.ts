// The auth module: login, sessions and refresh tokens, users and their permission overrides. The auth plugin
// and other modules use only what this file exports; nothing else of this folder is imported from outside.
export { authRoutes as authModulo } from './routes.ts';
export { sqlNomeUsuario } from './queries/usuarios.ts';
