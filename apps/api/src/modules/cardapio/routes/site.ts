import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { siteSchema, sitePatchSchema } from '@app/shared/schemas/site.ts';
import { codigoSenhaSchema } from '@app/shared/schemas/cliente-conta.ts';
import * as site from '../service/site.ts';
import * as redefinicao from '../service/redefinicao.ts';
import type { Publico } from './comum.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const security = [{ bearer: [] }];

/** Staff routes of the customer side: the site settings (settings/site) and a customer's pending reset code. */
export async function siteRoutes(app: FastifyInstance, pub: Publico) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissao: 'configuracoes.gerenciar' };

  r.get(
    '/configuracoes/site',
    {
      config,
      schema: {
        tags: ['configuracoes'],
        security,
        summary: 'Configurações do site (cardápio público): endereço, cores, banner, pedido mínimo',
        response: { 200: siteSchema, ...errors },
      },
    },
    async (request) => site.obter(request.tenant),
  );

  r.patch(
    '/configuracoes/site',
    {
      config,
      schema: {
        tags: ['configuracoes'],
        security,
        summary: 'Altera as configurações do site; o cardápio público mostra a mudança na hora',
        body: sitePatchSchema,
        response: { 200: siteSchema, ...errors },
      },
    },
    async (request) => site.alterar(request.tenant, request.body, (id) => pub.cache.invalidar(id)),
  );

  r.get(
    '/clientes/:id/codigo-senha',
    {
      config: { permissao: 'clientes.dados' },
      schema: {
        tags: ['clientes'],
        security,
        summary: 'Código pendente de senha do cliente, para a loja informar quando não há WhatsApp',
        params: idParamsSchema,
        response: { 200: codigoSenhaSchema, ...errors },
      },
    },
    async (request) =>
      redefinicao.codigoPendente(request.tenant, { chave: pub.chave, cifra: app.cifra }, request.params.id),
  );
}
