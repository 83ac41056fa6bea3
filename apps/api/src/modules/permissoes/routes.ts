import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  permissoesCatalogoSchema,
  usuarioPermissoesPatchSchema,
  usuarioPermissoesSchema,
} from '@app/shared/schemas/permissoes.ts';
import { tenantDoUsuario } from '../auth/index.ts';
import * as service from './service.ts';

export async function permissoesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

  r.get(
    '/permissoes',
    {
      schema: {
        tags: ['usuarios'],
        summary: 'Catálogo de permissões',
        security: [{ bearer: [] }],
        response: { 200: permissoesCatalogoSchema, 401: problemSchema },
      },
    },
    async () => service.catalogo(),
  );

  r.get(
    '/usuarios/:id/permissoes',
    {
      config: { permissao: 'usuarios.gerenciar' },
      schema: {
        tags: ['usuarios'],
        summary: 'Permissões de um usuário',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: usuarioPermissoesSchema, ...errors },
      },
    },
    async (request) => service.obter(await tenantDoUsuario(request, request.params.id), request.params.id),
  );

  r.patch(
    '/usuarios/:id/permissoes',
    {
      config: { permissao: 'usuarios.gerenciar' },
      schema: {
        tags: ['usuarios'],
        summary: 'Define as exceções de permissão de um usuário',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: usuarioPermissoesPatchSchema,
        response: { 200: usuarioPermissoesSchema, ...errors },
      },
    },
    async (request) => {
      const r2 = await service.definir(
        await tenantDoUsuario(request, request.params.id),
        request.params.id,
        request.body.overrides,
        request.user,
      );
      // the user's next request must see the change (their cached session lookup goes, here and in other processes)
      await app.authCache.invalidar({ usuario_id: request.params.id });
      return r2;
    },
  );
}
