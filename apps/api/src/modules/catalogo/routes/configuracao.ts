import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { catalogoConfiguracaoBodySchema, catalogoConfiguracaoSchema } from '@app/shared/schemas/catalogo.ts';
import * as service from '../service/configuracao.ts';

export async function configuracaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

  r.get(
    '/catalogo/configuracao',
    {
      schema: {
        ...base,
        summary: 'Regra de preço de pizza com vários sabores',
        response: { 200: catalogoConfiguracaoSchema, ...errors },
      },
    },
    async (request) => service.obter(request.tenant),
  );

  r.put(
    '/catalogo/configuracao',
    {
      config: { permissao: 'catalogo.gerenciar' },
      schema: {
        ...base,
        summary: 'Definir a regra de preço de pizza (maior sabor ou média)',
        body: catalogoConfiguracaoBodySchema,
        response: { 200: catalogoConfiguracaoSchema, ...errors },
      },
    },
    async (request) => service.definir(request.tenant, request.body),
  );
}
