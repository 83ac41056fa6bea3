import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@app/shared/schemas/common.ts';
import {
  aplicarBaixaFichaRespostaSchema,
  aplicarBaixaFichaSchema,
  vendasAplicarBaixaRespostaSchema,
  vendasAplicarBaixaSchema,
} from '@app/shared/schemas/estoque-fichas.ts';
import * as service from '../service/baixa-manual.ts';
import { base, config, erros } from './comum.ts';

/** Spec §7 Stock: POST /fichas/{id}/aplicar-baixa; POST /vendas/aplicar-baixa. */
export async function baixasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/fichas/:id/aplicar-baixa',
    {
      config,
      schema: {
        ...base,
        summary: 'Baixa de uma produção (sub-receita) ou de porções',
        params: idParamsSchema,
        body: aplicarBaixaFichaSchema,
        response: { 200: aplicarBaixaFichaRespostaSchema, ...erros },
      },
    },
    async (request) => service.aplicarBaixaFicha(request.tenant, request.params.id, request.body, request.user.id),
  );
  r.post(
    '/vendas/aplicar-baixa',
    {
      config,
      schema: {
        ...base,
        summary: 'Baixa das vendas do período ainda não baixadas',
        body: vendasAplicarBaixaSchema,
        response: { 200: vendasAplicarBaixaRespostaSchema, ...erros },
      },
    },
    async (request) => service.aplicarBaixaVendas(request.tenant, request.body, request.user.id),
  );
}
