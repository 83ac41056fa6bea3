// The health check. Nothing of this folder is imported from outside.
export { healthRoutes as healthModulo } from './routes.ts';
