import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  produtoBodySchema,
  produtoSchema,
  produtoStatusSchema,
  produtosListSchema,
  produtosQuerySchema,
  reordenarProdutosSchema,
} from '@app/shared/schemas/catalogo.ts';
import { imagemResponseSchema } from '@app/shared/schemas/catalogo-publico.ts';
import * as service from '../service/produtos.ts';
import * as imagens from '../service/imagens.ts';

const GERENCIAR = { permissao: 'catalogo.gerenciar' };
// multipart with attachFieldsToBody 'keyValues' hands the file over as a Buffer; its type is checked by magic bytes
const imagemBodySchema = z.strictObject({ imagem: z.custom<Buffer>((v) => Buffer.isBuffer(v), 'Envie uma imagem') });

export async function produtosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['catalogo'], security: [{ bearer: [] }] };

  r.get(
    '/produtos',
    {
      schema: {
        ...base,
        summary: 'Produtos (filtro por categoria, busca, ativo; paginados)',
        querystring: produtosQuerySchema,
        response: { 200: produtosListSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query),
  );

  r.post(
    '/produtos',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Criar produto',
        body: produtoBodySchema,
        response: { 201: produtoSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.criar(request.tenant, request.body)),
  );

  r.patch(
    '/produtos/reordenar',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Reordenar os produtos de uma categoria (ids na nova ordem)',
        body: reordenarProdutosSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.reordenar(request.tenant, request.body.categoria_id, request.body.ids);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/produtos/:id',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Alterar produto',
        params: idParamsSchema,
        body: produtoBodySchema,
        response: { 200: produtoSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body),
  );

  r.patch(
    '/produtos/:id/status',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Ativar/desativar produto',
        params: idParamsSchema,
        body: produtoStatusSchema,
        response: { 200: produtoSchema, ...errors },
      },
    },
    async (request) => service.definirAtivo(request.tenant, request.params.id, request.body.ativo),
  );

  r.post(
    '/produtos/:id/duplicar',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Duplicar produto com seus complementos (a cópia começa inativa)',
        params: idParamsSchema,
        response: { 201: produtoSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.duplicar(request.tenant, request.params.id)),
  );

  r.delete(
    '/produtos/:id',
    {
      config: GERENCIAR,
      schema: { ...base, summary: 'Excluir produto', params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.excluir(request.tenant, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/produtos/:id/imagem',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Enviar a foto do produto (multipart, campo "imagem": JPEG, PNG ou WebP, até 2 MB)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: imagemBodySchema,
        response: { 200: imagemResponseSchema, 413: problemSchema, 415: problemSchema, ...errors },
      },
    },
    async (request) => imagens.definirImagemProduto(request.tenant, request.params.id, request.body.imagem),
  );

  r.delete(
    '/produtos/:id/imagem',
    {
      config: GERENCIAR,
      schema: {
        ...base,
        summary: 'Remover a foto do produto',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await imagens.removerImagemProduto(request.tenant, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
