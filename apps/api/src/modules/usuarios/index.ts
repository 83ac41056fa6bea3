import type { FastifyInstance } from 'fastify';
import { usuariosRoutes } from './routes/usuarios.ts';
import { publicoRoutes } from './routes/publico.ts';

// User management: a business's users (create, edit, deactivate, delete, set-password links) with the team's
// guards. Sessions and login stay in auth, reached through auth's index.ts. Nothing of this folder is imported
// from outside.
export async function usuariosModulo(app: FastifyInstance) {
  await usuariosRoutes(app);
  await publicoRoutes(app);
}
