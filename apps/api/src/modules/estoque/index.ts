import type { FastifyInstance } from 'fastify';
import { cadastrosRoutes } from './routes/cadastros.ts';
import { insumosRoutes } from './routes/insumos.ts';

// The stock module: units, ingredient categories, suppliers, ingredients with their balance, the movement ledger
// (purchases keep a weighted average cost), technical sheets with live costs and CMV, and automatic deduction when
// an order or a tab becomes a sale. It sits above orders, tables and the catalogue: it registers its effects on
// their status changes and reads them only through their index.ts, in their transaction.

export async function estoqueModulo(app: FastifyInstance) {
  for (const rotas of [cadastrosRoutes, insumosRoutes]) await app.register(rotas);
}
