import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, refreshCookie, SENHA, type Fixture } from '../../../test/helpers.ts';
import { lockSeconds } from './service/throttle.ts';

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f?.close();
});

const form = (email: string, senha: string) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ email, senha }).toString(),
});

describe('POST /auth/login', () => {
  it('accepts form data and returns the token, the user and the business', async () => {
    const res = await f.app.inject(form('gerente.a@teste.com', SENHA));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.expires_in).toBe(900);
    expect(body.user).toMatchObject({
      email: 'gerente.a@teste.com',
      empresa_id: f.A.id,
      role: 'gerente',
      superadmin: false,
      permissoes: ['*'],
    });
    expect(body.user).not.toHaveProperty('senha_hash');
    expect(body.empresa).toMatchObject({ id: f.A.id, nome: 'Empresa A', timezone: 'America/Sao_Paulo' });
    const cookie = res.cookies.find((c) => c.name === 'rt' || c.name === '__Secure-rt')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.maxAge).toBeLessThanOrEqual(43200);
  });

  it('accepts multipart form data too', async () => {
    const boundary = 'xyzBOUNDARY';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      '',
      'gerente.a@teste.com',
      `--${boundary}`,
      'Content-Disposition: form-data; name="senha"',
      '',
      SENHA,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const wrong = await f.app.inject(form('atendente.b@teste.com', 'errada'));
    const unknown = await f.app.inject(form('ninguem@teste.com', 'errada'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('E-mail ou senha inválidos');
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
  });

  it('validates the form in Portuguese (400, never 500)', async () => {
    const empty = await f.app.inject(form('', ''));
    expect(empty.statusCode).toBe(400);
    const msgs = empty.json().errors.map((e: { mensagem: string }) => e.mensagem);
    expect(msgs).toContain('Informe o e-mail');
    expect(msgs).toContain('Informe a senha');
    const badJson = await f.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.body).not.toMatch(/at .*\.ts/);
  });

  it('throttles an account after 5 failures with 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await f.app.inject(form('atendente.a@teste.com', `errada${i}`))).statusCode).toBe(401);
    const blocked = await f.app.inject(form('atendente.a@teste.com', SENHA));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/Tente novamente em \d+ segundos/);
    // the lock is per account: another user logs in normally
    expect((await f.app.inject(form('gerente.b@teste.com', SENHA))).statusCode).toBe(200);
    // once the lock has passed, the right password works and clears the count
    await f.database.db.execute(sql`UPDATE login_falhas SET em = em - interval '1 hour'`);
    expect((await f.app.inject(form('atendente.a@teste.com', SENHA))).statusCode).toBe(200);
  });

  it('limits login attempts per IP (429 with Retry-After)', async () => {
    const g = await createFixture({ loginIpLimit: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await g.app.inject(form(`x${i}@teste.com`, 'errada'))).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const res = await g.app.inject(form('gerente.a@teste.com', SENHA));
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().detail).toMatch(/Muitas tentativas/);
    } finally {
      await g.close();
    }
  });

  it('grows the lock exponentially and caps it at 15 minutes', () => {
    expect(lockSeconds(4)).toBe(0);
    expect(lockSeconds(5)).toBe(30);
    expect(lockSeconds(6)).toBe(60);
    expect(lockSeconds(50)).toBe(900);
  });

  it('refuses a hostile Origin on login, refresh and logout', async () => {
    for (const url of ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']) {
      for (const origin of ['https://evil.example', 'null']) {
        const res = await f.app.inject({
          method: 'POST',
          url,
          headers: { origin, host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=gerente.a%40teste.com&senha=' + SENHA,
        });
        expect(res.statusCode, `${url} ${origin}`).toBe(403);
      }
    }
    const same = await f.app.inject({
      ...form('gerente.a@teste.com', SENHA),
      headers: {
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('refresh, rotation and reuse detection', () => {
  it('rotates the refresh token on each use and revokes the family when a rotated token is replayed', async () => {
    const login = await f.app.inject(form('gerente.b@teste.com', SENHA));
    const c1 = refreshCookie(login);
    const r1 = await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: c1 } });
    expect(r1.statusCode).toBe(200);
    const c2 = refreshCookie(r1);
    expect(c2).not.toBe(c1);
    expect(r1.json().user.email).toBe('gerente.b@teste.com');

    // a replay of c1 after the grace window is theft: the whole family dies, c2 included
    await f.database.db.execute(
      sql`UPDATE refresh_tokens SET usado_em = usado_em - interval '1 minute' WHERE usado_em IS NOT NULL`,
    );
    const replay = await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: c1 } });
    expect(replay.statusCode).toBe(401);
    const after = await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: c2 } });
    expect(after.statusCode).toBe(401);
    // and the access tokens of that session stop working at once
    const me = await f.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(r1.json().access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('lets a lost response be retried with the previous token inside the grace window', async () => {
    const login = await f.app.inject(form('gerente.b@teste.com', SENHA));
    const c1 = refreshCookie(login);
    expect((await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: c1 } })).statusCode).toBe(
      200,
    );
    const retry = await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: c1 } });
    expect(retry.statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with garbage', async () => {
    expect((await f.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect(
      (await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: 'rt=lixo' } })).statusCode,
    ).toBe(401);
  });
});

describe('logout and /auth/me', () => {
  it('returns the session user, and logout revokes refresh and access', async () => {
    const login = await f.app.inject(form('gerente.a@teste.com', SENHA));
    const token = login.json().access_token;
    const me = await f.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: 'gerente.a@teste.com' }, empresa: { nome: 'Empresa A' } });

    const out = await f.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: refreshCookie(login) },
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: refreshCookie(login) } }))
        .statusCode,
    ).toBe(401);
    expect((await f.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('rejects missing, malformed, forged and wrongly-typed tokens', async () => {
    const good = await f.token('atendente.b@teste.com');
    const [h, p] = good.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${p}.`;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), empresa_id: f.A.id })).toString('base64url')}.${good.split('.')[2]}`;
    for (const auth of [undefined, 'Bearer', 'Bearer abc', `Bearer ${none}`, `Bearer ${tampered}`, `Basic ${good}`]) {
      const res = await f.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: auth ? { authorization: auth } : {},
      });
      expect(res.statusCode, String(auth)).toBe(401);
    }
  });
});
