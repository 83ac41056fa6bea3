// User management: a business's users (create, edit, deactivate, delete) with the team's guards. Sessions and
// login stay in auth, reached through auth's index.ts. Nothing of this folder is imported from outside.
export { usuariosRoutes as usuariosModulo } from './routes.ts';
