import type { FastifyInstance } from 'fastify';
import { categoriasRoutes } from './routes/categorias.ts';
import { produtosRoutes } from './routes/produtos.ts';
import { complementosRoutes } from './routes/complementos.ts';
import { complementosOpcoesRoutes } from './routes/complementos-opcoes.ts';
import { opcoesRoutes } from './routes/opcoes.ts';
import { configuracaoRoutes } from './routes/configuracao.ts';
import { publicoRoutes } from './routes/publico.ts';

// The catalogue module (spec §7 "Catalogue"): categories, products, complements, options, the pizza price rule,
// product images and the public menu, one route file per resource. Orders load the priced menu through this
// file, in the order's own transaction; nothing else of this folder is imported from outside.

export async function catalogoModulo(app: FastifyInstance) {
  for (const rotas of [
    categoriasRoutes,
    produtosRoutes,
    complementosRoutes,
    complementosOpcoesRoutes,
    opcoesRoutes,
    configuracaoRoutes,
    publicoRoutes,
  ]) {
    await app.register(rotas);
  }
}

export { carregarCardapio, type ProdutoCardapio } from './queries/cardapio.ts';
// for the public menu by slug (customer side): the same public reads as ?empresa_id=
export { categoriasPublicas, produtosPublicos } from './service/publico.ts';
