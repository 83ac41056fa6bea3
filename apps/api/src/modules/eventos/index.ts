// The events module: the live stream of a business's order events (SSE). Nothing of this folder is imported from
// outside.
export { eventosRoutes as eventosModulo } from './routes.ts';
