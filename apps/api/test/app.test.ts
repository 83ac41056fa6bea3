import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from './helpers.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f?.close();
});

describe('API conventions', () => {
  it('documents every /api route in the OpenAPI document at /api/docs', async () => {
    const doc = (await f.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    const routes = f.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('auth/login');
    for (const op of [
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
      'GET /api/auth/me',
      'GET /api/empresas/{id}',
      'GET /api/empresas/{id}/status',
      'GET /api/empresas/{id}/cor',
      'GET /api/horarios/{id}',
      'GET /api/permissoes',
      'GET /api/usuarios/{id}/permissoes',
      'PATCH /api/usuarios/{id}/permissoes',
    ]) {
      expect(documented, op).toContain(op);
    }
  });

  it('sends security headers and never caches API answers', async () => {
    const res = await f.app.inject({
      url: `/api/empresas/${f.A.id}`,
      headers: bearer(await f.token('gerente.a@teste.com')),
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    // the document policy (CSP and kin) goes on HTML only: plugins/cabecalhos.test.ts
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('answers unknown API paths with a Portuguese 404 problem (after auth)', async () => {
    const res = await f.app.inject({ url: '/api/nao-existe', headers: bearer(await f.token('gerente.a@teste.com')) });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('Rota não encontrada');
  });

  it('refuses oversize bodies with 413, not 500', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', senha: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('Conteúdo grande demais.');
  });
});
