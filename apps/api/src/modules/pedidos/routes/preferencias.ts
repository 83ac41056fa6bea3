import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferenciasLancamentoSchema } from '@app/shared/schemas/pedidos-preferencias.ts';
import * as servico from '../service/preferencias.ts';
import { errors, security, tags, ver } from './comum.ts';

/** Order entry's starting choices: the counter's most used channel and payment method. */
export async function preferenciasRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pedidos/preferencias',
    {
      config: ver,
      schema: {
        tags,
        security,
        summary: 'Canal e forma de pagamento mais usados nos últimos pedidos do balcão (o padrão do novo pedido)',
        response: { 200: preferenciasLancamentoSchema, ...errors },
      },
    },
    async (request) => servico.preferencias(request.tenant),
  );
}
