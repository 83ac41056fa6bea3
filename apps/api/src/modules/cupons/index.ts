// The coupons module: its routes, and what other modules may ask of coupons (order creation looks a code up
// and counts a use in its own transaction; a cancellation gives the use back). Nothing else of this folder is
// imported from outside.
export { cuponsRoutes as cuponsModulo } from './routes.ts';
export { porCodigo, consumirUso, devolverUso, type CupomParaPedido } from './queries.ts';
