// The payment methods module: each business's own and the global standard ones. Orders look a method up through
// this file, in the order's own transaction; nothing else of this folder is imported from outside.
export { formasPagamentoRoutes as formasPagamentoModulo } from './routes.ts';
export { formaParaPedido } from './queries.ts';
