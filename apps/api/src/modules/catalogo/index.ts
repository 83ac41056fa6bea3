// The catalogue module: categories, products, complements, options, the pizza price rule, images and the public
// menu. Orders load the priced menu through this file, in the order's own transaction; nothing else of this
// folder is imported from outside.
export { catalogoRoutes as catalogoModulo } from './routes.ts';
export { carregarCardapio, type CardapioDoPedido, type ProdutoCardapio } from './queries/cardapio.ts';
