// The catalogue module (spec §7 "Catalogue"): one route file per resource, plus the catalogue setting and the
// public image read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { catalogoConfiguracaoBodySchema, catalogoConfiguracaoSchema } from '@app/shared/schemas/catalogo.ts';
import { categoriasRoutes } from './categorias-routes.ts';
import { produtosRoutes } from './produtos-routes.ts';
import { complementosRoutes } from './complementos-routes.ts';
import { complementosOpcoesRoutes } from './complementos-opcoes-routes.ts';
import { opcoesRoutes } from './opcoes-routes.ts';
import { getConfiguracao, setConfiguracao } from './publico-service.ts';
import { lerImagem } from './imagens-service.ts';

export async function catalogoRoutes(app: FastifyInstance) {
  await app.register(categoriasRoutes);
  await app.register(produtosRoutes);
  await app.register(complementosRoutes);
  await app.register(complementosOpcoesRoutes);
  await app.register(opcoesRoutes);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

  r.get('/catalogo/configuracao', { schema: { ...base, summary: 'Regra de preço de pizza com vários sabores', response: { 200: catalogoConfiguracaoSchema, ...errors } } },
    async (request) => getConfiguracao(db, request.user.empresa_id));

  r.put('/catalogo/configuracao', {
    config: { permissao: 'catalogo.gerenciar' },
    schema: { ...base, summary: 'Definir a regra de preço de pizza (maior sabor ou média)', body: catalogoConfiguracaoBodySchema, response: { 200: catalogoConfiguracaoSchema, ...errors } },
  }, async (request) => setConfiguracao(db, request.user.empresa_id, request.body));

  r.get('/imagens/:chave', {
    config: { public: true },
    schema: { tags: ['catalogo'], summary: 'Imagem pública pela chave', params: z.object({ chave: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Imagem não encontrada') }), response: { 200: z.any().describe('JPEG, PNG ou WebP'), 404: problemSchema, 400: problemSchema } },
  }, async (request, reply) => {
    const img = await lerImagem(db, request.params.chave);
    // a new upload gets a new key, so an image never changes under its URL
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(img.mime).send(Buffer.from(img.conteudo));
  });
}
