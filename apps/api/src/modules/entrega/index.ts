// The delivery module: served cities, delivery areas, couriers and the CEP lookup. Orders read areas and couriers
// only through these functions, in the order's own transaction; nothing else of this folder is imported from outside.
export { entregaRoutes as entregaModulo } from './routes.ts';
export { areasAtivas, entregadorExiste, sqlNomeEntregador } from './queries/pedidos.ts';
