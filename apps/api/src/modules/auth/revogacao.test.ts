import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('a request authenticated just before the deletion, writing after it, answers 401 (not 500)', async () => {
    const g = await createFixture();
    try {
      const tA = await g.token('gerente.a@teste.com');
      expect((await g.app.inject({ method: 'GET', url: '/api/cupons', headers: bearer(tA) })).statusCode).toBe(200);
      // hold on to the cached session, as a request already past authentication would
      const claims = JSON.parse(Buffer.from(tA.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: number };
      const emVoo = g.app.authCache.get(claims.sid, Number(claims.sub))!;
      await g.database.exec(`DELETE FROM empresas WHERE id = ${g.A.id}`);
      // the deletion's invalidation has been heard (it empties the entry): waited for, not slept on — after a fixed
      // 100 ms a loaded machine could still deliver it after the re-insert below, and the write then took the
      // uncached path, not the in-flight session this test is about
      await vi.waitFor(() => expect(g.app.authCache.get(claims.sid, Number(claims.sub))).toBeUndefined(), {
        timeout: 20_000,
        interval: 10,
      });
      g.app.authCache.set(emVoo);
      const write = await g.app.inject({
        method: 'POST',
        url: '/api/cupons',
        headers: bearer(tA),
        payload: { codigo: 'EMVOO', tipo: 'frete_gratis' },
      });
      expect(write.statusCode).toBe(401);
      expect(write.json().detail).toBe('Sessão expirada ou inválida. Entre novamente.');
    } finally {
      await g.close();
    }
  });
});
