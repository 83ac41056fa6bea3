import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginFormSchema, loginResponseSchema, meResponseSchema } from '@app/shared/schemas/auth.ts';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { plataformaDe } from '../../../db/tenant.ts';
import { assertSameOrigin } from '../../../plugins/origin.ts';
import {
  clearRefreshCookie,
  readDeviceCookie,
  readRefreshCookie,
  setDeviceCookie,
  setRefreshCookie,
} from './cookie.ts';
import * as auth from '../service/sessao.ts';

/** Login, refresh, logout and the session's user: before any business is known, on the platform handle. */
export async function sessaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = plataformaDe(app.database.db);
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema };

  r.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: { max: app.config.loginIpLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Entrar (form data: email, senha)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: loginFormSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config.allowedOrigins);
      const email = auth.normalizeEmail(request.body.email);
      const issued = await auth.login(db, app.jwtKey, email, request.body.senha, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        dispositivo: readDeviceCookie(request, app.jwtKey, email),
      });
      request.log.info(
        { evento: 'login', usuario_id: issued.body.user.id, empresa_id: issued.body.user.empresa_id },
        'login ok',
      );
      setRefreshCookie(request, reply, issued.refreshToken);
      setDeviceCookie(request, reply, app.jwtKey, email, issued.dispositivo);
      return issued.body;
    },
  );

  r.post(
    '/auth/refresh',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Renovar o token de acesso (cookie)',
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config.allowedOrigins);
      try {
        const issued = await auth.refresh(db, app.jwtKey, readRefreshCookie(request), app.authCache);
        setRefreshCookie(request, reply, issued.refreshToken);
        return issued.body;
      } catch (err) {
        clearRefreshCookie(reply);
        throw err;
      }
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sair (revoga a sessão)', response: { 204: z.null(), 403: problemSchema } },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config.allowedOrigins);
      await auth.logoutByRefreshToken(db, readRefreshCookie(request), app.authCache);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Usuário da sessão',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, 401: problemSchema },
      },
    },
    async (request) => auth.me(db, request.user),
  );
}
