import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import {
  conviteSchema,
  usuarioCriadoSchema,
  usuarioCriarSchema,
  usuarioDeleteSchema,
  usuarioPatchSchema,
  usuarioPutSchema,
  usuarioSchema,
  usuariosPaginaSchema,
  usuariosQuerySchema,
} from '@app/shared/schemas/usuarios.ts';
import { tenantPara } from '../../../plugins/tenant.ts';
import { tenantDoUsuario } from '../../auth/index.ts';
import * as service from '../service/usuarios.ts';
import * as convites from '../service/convites.ts';

// Spec §7 Permissions and users: `usuarios.gerenciar` on every route. A superadmin names any business
// (`?empresa_id=`, or `empresa_id` when creating) and acts on any business's user; others only on their own.
// POST, PUT, PATCH and DELETE take form data (spec) or JSON.
const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export async function usuariosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
  const base = { tags: ['usuarios'], security: [{ bearer: [] }] };
  const config = { permissao: 'usuarios.gerenciar' };

  r.get(
    '/usuarios',
    {
      config,
      schema: {
        ...base,
        summary: 'Usuários da empresa (superadmin: de qualquer empresa, com empresa_id)',
        querystring: usuariosQuerySchema,
        response: { 200: usuariosPaginaSchema, ...errors },
      },
    },
    async (request) =>
      service.listar(tenantPara(request, request.query.empresa_id ?? request.user.empresa_id), request.query),
  );

  r.post(
    '/usuarios',
    {
      config,
      schema: {
        ...base,
        summary: 'Cadastra um usuário com senha inicial, ou com um link para definir a senha (convite=true)',
        consumes: FORM_TYPES,
        body: usuarioCriarSchema,
        response: { 201: usuarioCriadoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const t = tenantPara(request, request.body.empresa_id ?? request.user.empresa_id);
      const u = await service.criar(t, request.body);
      request.log.info({ evento: 'usuario_criado', usuario_id: u.id, por: request.user.id }, 'usuário criado');
      return reply.status(201).send(u);
    },
  );

  r.post(
    '/usuarios/:id/convite',
    {
      config,
      schema: {
        ...base,
        summary: 'Gera um link de uso único para o usuário definir a senha (os anteriores deixam de valer)',
        params: idParamsSchema,
        response: { 201: conviteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const c = await convites.novo(await tenantDoUsuario(request, id), request.user, id);
      request.log.info({ evento: 'convite_senha', usuario_id: id, por: request.user.id }, 'link de senha gerado');
      return reply.status(201).send(c);
    },
  );

  r.get(
    '/usuarios/:id',
    {
      config,
      schema: { ...base, summary: 'Usuário', params: idParamsSchema, response: { 200: usuarioSchema, ...errors } },
    },
    async (request) => service.obter(await tenantDoUsuario(request, request.params.id), request.params.id),
  );

  const alterar = async (id: number, request: Parameters<typeof tenantDoUsuario>[0], body: object) => {
    const u = await service.alterar(await tenantDoUsuario(request, id), request.user, id, body);
    // role, active flag or password changed: the user's next request must see it (here and in other processes)
    await app.authCache.invalidar({ usuario_id: id });
    return u;
  };

  r.put(
    '/usuarios/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Substitui os dados de um usuário (nome, email, role, ativo; senha opcional)',
        consumes: FORM_TYPES,
        params: idParamsSchema,
        body: usuarioPutSchema,
        response: { 200: usuarioSchema, ...errors },
      },
    },
    async (request) => alterar(request.params.id, request, request.body),
  );

  r.patch(
    '/usuarios/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Altera um usuário (desativar: ativo=false encerra as sessões dele na hora)',
        consumes: FORM_TYPES,
        params: idParamsSchema,
        body: usuarioPatchSchema,
        response: { 200: usuarioSchema, ...errors },
      },
    },
    async (request) => alterar(request.params.id, request, request.body),
  );

  r.delete(
    '/usuarios/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Exclui um usuário',
        consumes: FORM_TYPES,
        params: idParamsSchema,
        body: usuarioDeleteSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const ok = await service.excluir(await tenantDoUsuario(request, id), request.user, id);
      await app.authCache.invalidar({ usuario_id: id });
      request.log.info({ evento: 'usuario_excluido', usuario_id: id, por: request.user.id }, 'usuário excluído');
      return ok;
    },
  );
}
