import type { FastifyInstance } from 'fastify';
import * as pedidos from '../pedidos/index.ts';
import * as mesas from '../mesas/index.ts';
import { cadastrosRoutes } from './routes/cadastros.ts';
import { insumosRoutes } from './routes/insumos.ts';
import { fichasRoutes } from './routes/fichas.ts';
import { baixasRoutes } from './routes/baixas.ts';
import { efeitoDeComanda, efeitoDePedido } from './service/efeitos.ts';

// The stock module: units, ingredient categories, suppliers, ingredients with their balance, the movement ledger
// (purchases keep a weighted average cost), technical sheets with live costs and CMV, and automatic deduction when
// an order or a tab becomes a sale. It sits above orders, tables and the catalogue: it registers its effects on
// their status changes (service/efeitos.ts says when a sale is one) and reads them only through their index.ts,
// in their transaction.

export async function estoqueModulo(app: FastifyInstance) {
  pedidos.registrarEfeitoDeStatus('estoque', efeitoDePedido);
  mesas.registrarEfeitoDeComanda('estoque', efeitoDeComanda);
  for (const rotas of [cadastrosRoutes, insumosRoutes, fichasRoutes, baixasRoutes]) await app.register(rotas);
}

// for the reports: each product's current recipe cost in cents
export { custosDeProdutos } from './service/custos-produtos.ts';
export { sqlProdutosComFicha } from './queries/fichas-de-produtos.ts';
