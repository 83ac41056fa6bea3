import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { enderecoCriarSchema, enderecoPatchSchema, enderecoSchema } from '@app/shared/schemas/clientes.ts';
import * as enderecos from '../service/enderecos.ts';

export async function enderecosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['clientes'], security: [{ bearer: [] }], params: idParamsSchema };
  const gerenciar = { permissao: 'clientes.gerenciar' };

  r.get(
    '/clientes/:id/enderecos',
    {
      config: { permissao: 'clientes.ver' },
      schema: { ...base, summary: 'Endereços do cliente', response: { 200: z.array(enderecoSchema), ...errors } },
    },
    async (request) => enderecos.listar(request.tenant, request.params.id),
  );

  r.post(
    '/clientes/:id/enderecos',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Adiciona endereço (o primeiro vira o padrão)',
        body: enderecoCriarSchema,
        response: { 201: enderecoSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await enderecos.criar(request.tenant, request.params.id, request.body)),
  );

  r.patch(
    '/enderecos/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Altera endereço',
        body: enderecoPatchSchema,
        response: { 200: enderecoSchema, ...errors },
      },
    },
    async (request) => enderecos.alterar(request.tenant, request.params.id, request.body),
  );

  r.patch(
    '/enderecos/:id/padrao',
    {
      config: gerenciar,
      schema: { ...base, summary: 'Define o endereço padrão do cliente', response: { 200: enderecoSchema, ...errors } },
    },
    async (request) => enderecos.definirPadrao(request.tenant, request.params.id),
  );

  r.delete(
    '/enderecos/:id',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Exclui endereço (o padrão passa ao mais antigo restante)',
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => enderecos.excluir(request.tenant, request.params.id),
  );
}
