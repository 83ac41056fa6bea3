// The catalogue's routes without login: the public menu, whose business comes from ?empresa_id= (no token names
// it), and product images by their random key (no business at all). That is why this file may hold the raw
// database handle and make a business's tenant itself (RAW_DB_ALLOWED in eslint.config.js).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { categoriasPublicasSchema } from '@app/shared/schemas/catalogo.ts';
import {
  produtosPublicosQuerySchema,
  produtosPublicosSchema,
  publicoQuerySchema,
} from '@app/shared/schemas/catalogo-publico.ts';
import { comoEmpresaId, plataformaDe, tenantDe } from '../../../db/tenant.ts';
import * as publico from '../service/publico.ts';
import * as imagens from '../service/imagens.ts';

export async function publicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const daEmpresa = (empresaId: number) => tenantDe(db, comoEmpresaId(empresaId));
  const publica = { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } };

  r.get(
    '/categorias/publicas',
    {
      config: publica,
      schema: {
        tags: ['catalogo'],
        summary: 'Categorias ativas com produtos ativos (cardápio público; empresa por ?empresa_id=)',
        querystring: publicoQuerySchema,
        response: { 200: categoriasPublicasSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => publico.categoriasPublicas(daEmpresa(request.query.empresa_id)),
  );

  r.get(
    '/produtos/publicos',
    {
      config: publica,
      schema: {
        tags: ['catalogo'],
        summary: 'Produtos ativos de categorias ativas (cardápio público; empresa por ?empresa_id=)',
        querystring: produtosPublicosQuerySchema,
        response: { 200: produtosPublicosSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => publico.produtosPublicos(daEmpresa(request.query.empresa_id), request.query),
  );

  r.get(
    '/imagens/:chave',
    {
      config: { public: true },
      schema: {
        tags: ['catalogo'],
        summary: 'Imagem pública pela chave',
        params: z.object({ chave: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Imagem não encontrada') }),
        response: { 200: z.any().describe('JPEG, PNG ou WebP'), 404: problemSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const img = await imagens.ler(plataformaDe(db), request.params.chave);
      // a new upload gets a new key, so an image never changes under its URL
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(img.mime)
        .send(Buffer.from(img.conteudo));
    },
  );
}
