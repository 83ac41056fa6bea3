import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { resolveJwtKey } from './lib/secrets.ts';
import { cifraPreguicosa } from './lib/cifra.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors, registerEntrada } from './plugins/entrada.ts';
// the validator's Portuguese messages, for schemas written here with zod alone too
import '@app/shared/schemas/erros-validacao.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerCabecalhos } from './plugins/cabecalhos.ts';
import { modules } from './modules/index.ts';
import { EventBus } from './lib/eventos.ts';
import { AuthCache } from './lib/auth-cache.ts';
import { agendarManutencao } from './db/manutencao.ts';

export interface BuildOptions {
  logger?: boolean;
  /** Where the log lines go (stdout when not given): tests read them. */
  logDestino?: { write(linha: string): void };
}

/** Assembles the API: external plugins, then our plugins, then the modules, in that fixed order. */
export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(opts.logDestino ? { stream: opts.logDestino } : {}),
          },
    // request logs halve throughput; errors are still logged
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // malformed URLs and request heads answer Portuguese Problem Details too
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('jwtKey', await resolveJwtKey(database.db, config.jwtSecret));
  app.decorate('cifra', cifraPreguicosa(config));
  const eventos = new EventBus();
  await eventos.start(database);
  app.decorate('eventos', eventos);
  app.addHook('onClose', async () => eventos.stop());
  const authCache = new AuthCache();
  await authCache.start(database);
  app.decorate('authCache', authCache);
  app.addHook('onClose', async () => authCache.stop());
  const pararManutencao = agendarManutencao(database, (msg, ms) => app.log.info({ ms }, msg));
  app.addHook('onClose', async () => pararManutencao());

  registerCabecalhos(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // QZ Tray, the local print agent (spec §9 ports): wss on the secure ports, ws on the insecure ones
        connectSrc: [
          "'self'",
          ...[8181, 8282, 8383, 8484].map((p) => `wss://localhost:${p}`),
          ...[8182, 8283, 8384, 8485].map((p) => `ws://localhost:${p}`),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 50 },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back-office Restaurante — API',
        version: '0.1.0',
        description: 'API do back-office. Erros em Problem Details (RFC 9457), mensagens em português.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerEntrada(app);
  registerAuth(app);
  // Authenticated answers are per-user: never cache them in shared caches. (A callback hook: no promise per request.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  await app.register(
    async (api) => {
      for (const register of modules) await api.register(register);
    },
    { prefix: '/api' },
  );

  const spaFallback = await registerSpa(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api');
    if (!isApi && spaFallback && (request.method === 'GET' || request.method === 'HEAD'))
      return spaFallback(request.url, reply);
    return reply
      .status(404)
      .type('application/problem+json')
      .send({
        type: 'about:blank',
        title: 'Não encontrado',
        status: 404,
        detail: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`,
      });
  });
  return app;
}
