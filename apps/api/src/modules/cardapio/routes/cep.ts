import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizarCep } from '@app/shared/domain/cep.ts';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { cepParamsSchema, cepRespostaSchema } from '@app/shared/schemas/entrega.ts';
import { slugSchema } from '@app/shared/schemas/site.ts';
import * as entrega from '../../entrega/index.ts';
import { errors, tags, type Publico } from './comum.ts';

/**
 * The checkout's CEP lookup (the delivery module's, when the server has a provider; 503 → the customer types the
 * address). Under a menu's slug, so it is not an open proxy for anyone, and limited per address.
 */
export async function cepRoutes(app: FastifyInstance, pub: Publico) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cep = entrega.cepService(app.config.cepProviderUrl ? entrega.viaCepProvider(app.config.cepProviderUrl) : null);
  r.get(
    '/publico/cardapio/:slug/cep/:cep',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Consulta CEP no checkout do cardápio (503 sem provedor configurado: digite o endereço)',
        params: cepParamsSchema.extend({ slug: slugSchema }),
        response: { 200: cepRespostaSchema, 503: problemSchema, ...errors },
      },
    },
    async (request) => {
      await pub.tenantDoSlug(request.params.slug);
      return cep.consultar(normalizarCep(request.params.cep)!);
    },
  );
}
