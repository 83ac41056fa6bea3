import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@app/shared/schemas/common.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['sistema'], summary: 'Pronto para atender (o banco responde)', response: { 200: okSchema } },
    },
    async () => {
      await app.database.ping();
      return { ok: true as const };
    },
  );
}
