import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { impressaoConfigPutSchema, impressaoConfigSchema } from '@app/shared/schemas/impressao.ts';
import * as service from '../service/configuracao.ts';
import { base, errors, gerenciar, imprimir } from './comum.ts';

/** The business's printing settings: every printing station reads them; managers change them. */
export async function configuracaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/impressao/configuracao',
    {
      config: imprimir,
      schema: {
        ...base,
        summary: 'Configuração de impressão da empresa (papel, página de código, vias, impressão automática)',
        response: { 200: impressaoConfigSchema, ...errors },
      },
    },
    async (request) => service.obter(request.tenant),
  );

  r.put(
    '/impressao/configuracao',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera a configuração de impressão',
        body: impressaoConfigPutSchema,
        response: { 200: impressaoConfigSchema, ...errors },
      },
    },
    async (request) => service.salvar(request.tenant, request.body),
  );
}
