// The permissions module: the catalogue of permissions and each user's exceptions to their role. Nothing of this
// folder is imported from outside.
export { permissoesRoutes as permissoesModulo } from './routes.ts';
