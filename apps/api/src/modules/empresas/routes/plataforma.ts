// Businesses outside any one business's scope: the superadmin's list of all businesses, and the public logo read
// (by an unguessable name, no login). That is why this file may hold the raw database handle (RAW_DB_ALLOWED in
// eslint.config.js). Creating and deleting a business are the auth module's (they create or protect accounts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { empresaListaSchema, empresasQuerySchema } from '@app/shared/schemas/empresas.ts';
import { plataformaDe } from '../../../db/tenant.ts';
import * as service from '../service/plataforma.ts';

export async function plataformaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const plataforma = plataformaDe(app.database.db);
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

  r.get(
    '/empresas',
    {
      config: { superadmin: true },
      schema: {
        tags: ['empresas'],
        security: [{ bearer: [] }],
        summary: 'Lista as empresas (superadmin)',
        querystring: empresasQuerySchema,
        response: { 200: empresaListaSchema, ...errors },
      },
    },
    async (request) => service.listar(plataforma, request.query),
  );

  r.get(
    '/uploads/logos/:arquivo',
    {
      config: { public: true },
      schema: {
        tags: ['empresas'],
        summary: 'Logo de uma empresa (público; o nome é um token aleatório)',
        params: z.object({ arquivo: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/, 'Arquivo inválido') }),
        response: { 200: z.any().describe('imagem PNG, JPEG ou WebP'), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const logo = await service.logoPorToken(plataforma, request.params.arquivo);
      // a new upload gets a new name, so this one never changes
      return reply
        .type(logo.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },
  );
}
