import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema, problemSchema } from '@app/shared/schemas/common.ts';
import { definirSenhaSchema } from '@app/shared/schemas/usuarios.ts';
import { comoEmpresaId, plataformaDe, tenantDe } from '../../../db/tenant.ts';
import * as convites from '../service/convites.ts';

// Public: the set-password page has only the link's token. The token names its business (platform lookup by the
// token's hash), and the rest runs in that business's transaction. Allow-listed for that one lookup.
export async function publicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  r.post(
    '/usuarios/definir-senha',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['usuarios'],
        summary: 'Define a senha com um link de uso único (token do link, nova senha)',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: definirSenhaSchema,
        response: { 200: okSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request) => {
      const empresaId = await convites.empresaDoLink(plataformaDe(db), request.body.token);
      const usuarioId = await convites.definirSenha(
        tenantDe(db, comoEmpresaId(empresaId)),
        request.body.token,
        request.body.senha,
      );
      await app.authCache.invalidar({ usuario_id: usuarioId });
      request.log.info({ evento: 'senha_definida_por_link', usuario_id: usuarioId }, 'senha definida por link');
      return { ok: true as const };
    },
  );
}
