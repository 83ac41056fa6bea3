import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { desempenhoVendasSchema } from '@app/shared/schemas/relatorios-desempenho.ts';
import * as desempenho from '../service/desempenho.ts';
import { relatorio } from './comum.ts';

// /relatorios/desempenho/vendas: the live dashboard of today (performance/sales), refetched on order events.
export async function desempenhoRoutes(app: FastifyInstance) {
  relatorio(app, {
    path: '/relatorios/desempenho/vendas',
    summary:
      'Hoje até agora contra o mesmo dia da semana das últimas 4 semanas no mesmo horário; pedidos abertos, tempos médios, atrasados',
    querystring: z.object({}),
    response: desempenhoVendasSchema,
    handler: (req) => desempenho.vendasHoje(req.tenant),
  });
}
