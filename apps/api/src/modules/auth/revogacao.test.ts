import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f?.close();
});

describe('a deleted business', () => {
  it("its tokens answer 401 at once, on reads and on writes (not a 500, not after the cache's TTL)", async () => {
    const tB = await f.token('gerente.b@teste.com');
    // the session is cached by this read
    expect((await f.app.inject({ method: 'GET', url: '/api/cupons', headers: bearer(tB) })).statusCode).toBe(200);

    const tS = await f.token('super@teste.com');
    const del = await f.app.inject({ method: 'DELETE', url: `/api/empresas/${f.B.id}`, headers: bearer(tS) });
    expect(del.statusCode).toBe(204);

    const me = await f.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tB) });
    expect(me.statusCode).toBe(401);
    const write = await f.app.inject({
      method: 'POST',
      url: '/api/cupons',
      headers: bearer(tB),
      payload: { codigo: 'DEPOIS', tipo: 'frete_gratis' },
    });
    expect(write.statusCode).toBe(401);
    expect(write.headers['content-type']).toContain('application/problem+json');
  });
});
