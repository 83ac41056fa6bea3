import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aguardar, bearer, createFixture, refreshCookie, SENHA, type Fixture } from '../../../test/helpers.ts';
import { signAccessToken } from '../auth/service/tokens.ts';

// An open event stream lives no longer than the access that opened it, and nobody opens unlimited streams.

let f: Fixture;
let base: string;
beforeAll(async () => {
  f = await createFixture({ eventosPorUsuario: 2, eventosPorEmpresa: 3 });
  await f.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = f.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await f?.close();
});

const login = async (email: string) => {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, senha: SENHA }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json<{ access_token: string }>().access_token, cookie: refreshCookie(res) };
};

interface Aberto {
  res: Response;
  /** Resolves true when the server ends the stream within `ms`. */
  fecha(ms?: number): Promise<boolean>;
  abortar(): void;
}

async function abrir(token: string): Promise<Aberto> {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/eventos`, { headers: bearer(token), signal: ctrl.signal });
  if (res.status !== 200) return { res, fecha: async () => true, abortar: () => ctrl.abort() };
  const reader = res.body!.getReader();
  await reader.read(); // ": conectado"
  return {
    res,
    abortar: () => ctrl.abort(),
    async fecha(ms = 3000) {
      const limite = Date.now() + ms;
      while (Date.now() < limite) {
        const r = await Promise.race([
          reader.read().catch(() => ({ done: true })),
          new Promise<'tempo'>((ok) => setTimeout(() => ok('tempo'), limite - Date.now())),
        ]);
        if (r === 'tempo') return false;
        if (r.done) return true;
      }
      return false;
    },
  };
}

const esperar = (cond: () => boolean) => aguardar(cond, (ok) => ok);

describe('event streams end with the access that opened them', () => {
  it('logout closes the session’s stream, and the same token cannot reopen it', async () => {
    const s = await login('gerente.a@teste.com');
    const outra = await login('gerente.a@teste.com');
    const aberto = await abrir(s.token);
    const daOutraSessao = await abrir(outra.token);
    expect(aberto.res.status).toBe(200);
    const out = await f.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(204);
    expect(await aberto.fecha()).toBe(true);
    expect((await abrir(s.token)).res.status).toBe(401);
    // another session of the same user goes on
    expect(await daOutraSessao.fecha(300)).toBe(false);
    daOutraSessao.abortar();
  });

  it('a deactivated user’s streams close at once (the database tells every process, whoever made the change)', async () => {
    const s = await login('atendente.a@teste.com');
    const aberto = await abrir(s.token);
    expect(aberto.res.status).toBe(200);
    await f.database.db.execute(sql`UPDATE usuarios SET ativo = false WHERE id = ${f.A.atendente}`);
    expect(await aberto.fecha()).toBe(true);
    expect((await abrir(s.token)).res.status).toBe(401);
    await f.database.db.execute(sql`UPDATE usuarios SET ativo = true WHERE id = ${f.A.atendente}`);
  });

  it('a password change closes the user’s streams (a session still valid reconnects)', async () => {
    const s = await login('atendente.a@teste.com');
    const aberto = await abrir(s.token);
    expect(aberto.res.status).toBe(200);
    await f.database.db.execute(sql`UPDATE usuarios SET senha_hash = senha_hash || '' WHERE id = ${f.A.atendente}`);
    expect(await aberto.fecha(500)).toBe(false); // the same hash is no change
    await f.database.db.execute(sql`UPDATE usuarios SET senha_hash = ${'$argon2id$outra'} WHERE id = ${f.A.atendente}`);
    expect(await aberto.fecha()).toBe(true);
  });

  it('the stream closes when its access token expires', async () => {
    const s = await login('gerente.b@teste.com');
    const claims = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: number;
    };
    // a token issued 15 minutes minus 1.5 s ago: it expires 1.5 s from now
    const curto = await signAccessToken(
      f.app.jwtKey,
      { sub: Number(claims.sub), empresa_id: f.B.id, sid: claims.sid },
      Date.now() - 15 * 60 * 1000 + 1500,
    );
    const aberto = await abrir(curto);
    expect(aberto.res.status).toBe(200);
    expect(await aberto.fecha(400)).toBe(false);
    expect(await aberto.fecha(4000)).toBe(true);
  });
});

describe('caps on open streams', () => {
  it('per user and per business, with a Portuguese 429 and Retry-After; a closed stream frees its place', async () => {
    const g = await login('gerente.a@teste.com');
    const s = await login('super@teste.com');
    const a1 = await abrir(g.token);
    const a2 = await abrir(g.token);
    expect([a1.res.status, a2.res.status]).toEqual([200, 200]);
    const a3 = await abrir(g.token);
    expect(a3.res.status).toBe(429);
    expect(a3.res.headers.get('content-type')).toContain('application/problem+json');
    expect(a3.res.headers.get('retry-after')).toBe('30');
    expect(((await a3.res.json()) as { detail: string }).detail).toBe(
      'Você já tem 2 conexões ao vivo abertas. Feche outras abas ou dispositivos e tente de novo.',
    );

    const s1 = await abrir(s.token); // the business's third
    expect(s1.res.status).toBe(200);
    const s2 = await abrir(s.token);
    expect(s2.res.status).toBe(429);
    expect(((await s2.res.json()) as { detail: string }).detail).toBe(
      'Esta empresa já tem 3 conexões ao vivo abertas. Feche as telas que não estão em uso e tente de novo.',
    );
    // another business is not affected
    const b = await abrir((await login('gerente.b@teste.com')).token);
    expect(b.res.status).toBe(200);

    a1.abortar();
    await esperar(() => f.app.eventos.assinantes(f.A.id) < 3);
    const s3 = await abrir(s.token);
    expect(s3.res.status).toBe(200);
    for (const x of [a2, s1, s3, b]) x.abortar();
  });

  it('deleting a business closes its streams', async () => {
    const b = await abrir((await login('gerente.b@teste.com')).token);
    expect(b.res.status).toBe(200);
    const del = await f.app.inject({
      method: 'DELETE',
      url: `/api/empresas/${f.B.id}`,
      headers: bearer((await login('super@teste.com')).token),
    });
    expect(del.statusCode).toBe(204);
    expect(await b.fecha()).toBe(true);
  });
});
