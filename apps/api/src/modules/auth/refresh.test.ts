import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createFixture, refreshCookie, SENHA, type Fixture } from '../../../test/helpers.ts';
import { queryRows } from '../../db/tenant.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f?.close();
});

const login = () =>
  f.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: 'gerente.a@teste.com', senha: SENHA }).toString(),
  });
const refresh = (cookie: string) => f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });

/** Refresh tokens of a session not yet used: the live branches of its chain. */
async function pontasVivas(sessaoId: number): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    f.database.db,
    sql`SELECT count(*)::int AS n FROM refresh_tokens WHERE sessao_id = ${sessaoId} AND usado_em IS NULL`,
  );
  return r!.n;
}
async function sessaoDe(cookie: string): Promise<number> {
  const token = decodeURIComponent(cookie.split('=')[1]!);
  const [r] = await queryRows<{ id: number }>(
    f.database.db,
    sql`SELECT sessao_id AS id FROM refresh_tokens WHERE token_hash = sha256(convert_to(${token}, 'UTF8'))`,
  );
  return r!.id;
}

describe('refresh inside the grace window', () => {
  it('a retry with the previous token returns the same successor, so the session never forks', async () => {
    const c1 = refreshCookie(await login());
    const first = await refresh(c1);
    expect(first.statusCode).toBe(200);
    const c2 = refreshCookie(first);
    const retry = await refresh(c1);
    expect(retry.statusCode).toBe(200);
    expect(refreshCookie(retry)).toBe(c2);
    expect(await pontasVivas(await sessaoDe(c1))).toBe(1);

    // the chain goes on from the one successor
    const next = await refresh(c2);
    expect(next.statusCode).toBe(200);
    expect(refreshCookie(next)).not.toBe(c2);
  });

  it('two refreshes racing with one token both get the same successor', async () => {
    const c1 = refreshCookie(await login());
    const [a, b] = await Promise.all([refresh(c1), refresh(c1)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBe(refreshCookie(b));
    expect(await pontasVivas(await sessaoDe(c1))).toBe(1);
  });

  it('reuse after the grace window is still detected and kills the session, successor included', async () => {
    const c1 = refreshCookie(await login());
    const c2 = refreshCookie(await refresh(c1));
    const sessao = await sessaoDe(c1);
    await f.database.db.execute(
      sql`UPDATE refresh_tokens SET usado_em = usado_em - interval '11 seconds' WHERE sessao_id = ${sessao} AND usado_em IS NOT NULL`,
    );
    expect((await refresh(c1)).statusCode).toBe(401);
    expect((await refresh(c2)).statusCode).toBe(401);
  });
});
