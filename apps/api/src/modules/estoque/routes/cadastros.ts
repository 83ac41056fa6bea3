import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@app/shared/schemas/common.ts';
import {
  cadastroQuerySchema,
  fornecedorCriarSchema,
  fornecedorPatchSchema,
  fornecedorSchema,
  fornecedoresPaginaSchema,
  insumoCategoriaCriarSchema,
  insumoCategoriaPatchSchema,
  insumoCategoriaSchema,
  insumoCategoriasPaginaSchema,
  unidadesListaSchema,
} from '@app/shared/schemas/estoque.ts';
import * as service from '../service/cadastros.ts';
import { base, config, erros } from './comum.ts';

/** Spec §7 Stock: GET /unidades; /insumos/categorias and /fornecedores GET, POST, PATCH/DELETE by id. */
export async function cadastrosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/unidades',
    { config, schema: { ...base, summary: 'Unidades de medida', response: { 200: unidadesListaSchema, ...erros } } },
    async () => service.unidades(),
  );

  r.get(
    '/insumos/categorias',
    {
      config,
      schema: {
        ...base,
        summary: 'Categorias de insumo',
        querystring: cadastroQuerySchema,
        response: { 200: insumoCategoriasPaginaSchema, ...erros },
      },
    },
    async (request) => service.listarCategorias(request.tenant, request.query),
  );
  r.post(
    '/insumos/categorias',
    {
      config,
      schema: {
        ...base,
        summary: 'Cadastra categoria de insumo',
        body: insumoCategoriaCriarSchema,
        response: { 201: insumoCategoriaSchema, ...erros },
      },
    },
    async (request, reply) => reply.code(201).send(await service.criarCategoria(request.tenant, request.body)),
  );
  r.patch(
    '/insumos/categorias/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Altera categoria de insumo',
        params: idParamsSchema,
        body: insumoCategoriaPatchSchema,
        response: { 200: insumoCategoriaSchema, ...erros },
      },
    },
    async (request) => service.alterarCategoria(request.tenant, request.params.id, request.body),
  );
  r.delete(
    '/insumos/categorias/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Exclui categoria de insumo',
        params: idParamsSchema,
        response: { 200: okSchema, ...erros },
      },
    },
    async (request) => service.excluirCategoria(request.tenant, request.params.id),
  );

  r.get(
    '/fornecedores',
    {
      config,
      schema: {
        ...base,
        summary: 'Fornecedores',
        querystring: cadastroQuerySchema,
        response: { 200: fornecedoresPaginaSchema, ...erros },
      },
    },
    async (request) => service.listarFornecedores(request.tenant, request.query),
  );
  r.post(
    '/fornecedores',
    {
      config,
      schema: {
        ...base,
        summary: 'Cadastra fornecedor',
        body: fornecedorCriarSchema,
        response: { 201: fornecedorSchema, ...erros },
      },
    },
    async (request, reply) => reply.code(201).send(await service.criarFornecedor(request.tenant, request.body)),
  );
  r.patch(
    '/fornecedores/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Altera fornecedor',
        params: idParamsSchema,
        body: fornecedorPatchSchema,
        response: { 200: fornecedorSchema, ...erros },
      },
    },
    async (request) => service.alterarFornecedor(request.tenant, request.params.id, request.body),
  );
  r.delete(
    '/fornecedores/:id',
    {
      config,
      schema: { ...base, summary: 'Exclui fornecedor', params: idParamsSchema, response: { 200: okSchema, ...erros } },
    },
    async (request) => service.excluirFornecedor(request.tenant, request.params.id),
  );
}
