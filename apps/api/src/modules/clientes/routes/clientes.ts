import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  clienteCriarSchema,
  clienteDetalheSchema,
  clienteExportacaoSchema,
  clientePatchSchema,
  clientePutSchema,
  clientesBuscaQuerySchema,
  clientesBuscaSchema,
  clientesPaginaSchema,
  clientesQuerySchema,
  totalPedidosSchema,
} from '@app/shared/schemas/clientes.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden } from '../../../lib/errors.ts';
import * as service from '../service/clientes.ts';
import * as lgpd from '../service/lgpd.ts';

/** Full phone numbers only for holders of `clientes.dados`; the others see them masked. */
const verDados = (request: FastifyRequest) => hasPermission(request.user, 'clientes.dados');

export async function clientesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const base = { tags: ['clientes'], security: [{ bearer: [] }] };
  const ver = { permissao: 'clientes.ver' };
  const gerenciar = { permissao: 'clientes.gerenciar' };

  r.get(
    '/clientes',
    {
      config: ver,
      schema: {
        ...base,
        summary: 'Lista paginada de clientes',
        querystring: clientesQuerySchema,
        response: { 200: clientesPaginaSchema, ...errors },
      },
    },
    async (request) => service.listar(request.tenant, request.query, verDados(request)),
  );

  r.get(
    '/clientes/busca',
    {
      config: ver,
      schema: {
        ...base,
        summary: 'Busca rápida (até 20) por nome ou parte do telefone',
        querystring: clientesBuscaQuerySchema,
        response: { 200: clientesBuscaSchema, ...errors },
      },
    },
    async (request) => service.buscar(request.tenant, request.query.search, verDados(request)),
  );

  r.get(
    '/clientes/:id',
    {
      config: ver,
      schema: {
        ...base,
        summary: 'Cliente com endereços',
        params: idParamsSchema,
        response: { 200: clienteDetalheSchema, ...errors },
      },
    },
    async (request) => service.detalhe(request.tenant, request.params.id, verDados(request)),
  );

  r.post(
    '/clientes',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Cadastra cliente (e endereços)',
        body: clienteCriarSchema,
        response: { 201: clienteDetalheSchema, 409: problemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.criar(request.tenant, request.body, verDados(request))),
  );

  r.put(
    '/clientes/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Substitui os dados do cliente',
        params: idParamsSchema,
        body: clientePutSchema,
        response: { 200: clienteDetalheSchema, 409: problemSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body, verDados(request)),
  );

  r.patch(
    '/clientes/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera dados do cliente',
        params: idParamsSchema,
        body: clientePatchSchema,
        response: { 200: clienteDetalheSchema, 409: problemSchema, ...errors },
      },
    },
    async (request) => service.alterar(request.tenant, request.params.id, request.body, verDados(request)),
  );

  r.delete(
    '/clientes/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Exclui cliente e seus endereços',
        params: idParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => service.excluir(request.tenant, request.params.id),
  );

  r.get(
    '/clientes/:id/total-pedidos',
    {
      config: ver,
      schema: {
        ...base,
        summary: 'Total de pedidos do cliente',
        params: idParamsSchema,
        response: { 200: totalPedidosSchema, ...errors },
      },
    },
    async (request) => service.totalPedidos(request.tenant, request.params.id),
  );

  // LGPD: export and anonymise need the customer-data permission; each use is logged with who
  // and which business (ids only — no personal data in logs).
  r.get(
    '/clientes/:id/exportar',
    {
      config: { permissao: 'clientes.dados' },
      schema: {
        ...base,
        summary: 'Exporta os dados pessoais do cliente (LGPD)',
        params: idParamsSchema,
        response: { 200: clienteExportacaoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const dados = await lgpd.exportar(request.tenant, request.params.id);
      request.log.info(
        {
          evento: 'lgpd.exportacao',
          usuario_id: request.user.id,
          empresa_id: request.user.empresa_id,
          cliente_id: request.params.id,
        },
        'dados pessoais exportados',
      );
      return reply
        .header('content-disposition', `attachment; filename="cliente-${request.params.id}.json"`)
        .send(dados);
    },
  );

  r.post(
    '/clientes/:id/anonimizar',
    {
      config: { permissao: 'clientes.dados' },
      schema: {
        ...base,
        summary: 'Anonimiza o cliente mantendo o histórico de pedidos (LGPD)',
        params: idParamsSchema,
        response: { 200: clienteDetalheSchema, ...errors },
      },
    },
    async (request) => {
      if (!hasPermission(request.user, 'clientes.gerenciar')) throw forbidden();
      const res = await lgpd.anonimizar(request.tenant, request.params.id);
      request.log.info(
        {
          evento: 'lgpd.anonimizacao',
          usuario_id: request.user.id,
          empresa_id: request.user.empresa_id,
          cliente_id: request.params.id,
        },
        'cliente anonimizado',
      );
      return res;
    },
  );
}
