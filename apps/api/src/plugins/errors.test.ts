import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared/schemas/messages.ts';
import { registerErrorHandling } from './errors.ts';

// The error handler's nets behind the schemas, on a bare app: what a route throws when input slipped through.
async function appQueLanca(erro: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.patch('/x', async () => {
    throw erro;
  });
  await app.ready();
  return app;
}

describe('error handler nets', () => {
  it('answers an update with nothing to set (an empty PATCH) with a Portuguese 400', async () => {
    const app = await appQueLanca(new Error('No values to set'));
    const res = await app.inject({ method: 'PATCH', url: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe(MSG.algumCampo);
    await app.close();
  });

  it('answers a PostgreSQL data exception with a Portuguese 400, and anything else with a 500', async () => {
    const pg = Object.assign(new Error('Failed query'), { cause: { code: '22008' } });
    const app = await appQueLanca(pg);
    expect((await app.inject({ method: 'PATCH', url: '/x' })).statusCode).toBe(400);
    await app.close();
    const outro = await appQueLanca(new Error('falha nossa'));
    const res = await outro.inject({ method: 'PATCH', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toBe('Erro interno. Tente novamente.');
    await outro.close();
  });
});
