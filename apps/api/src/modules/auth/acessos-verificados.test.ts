import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { bearer, createFixture, SENHA, type Fixture } from '../../../test/helpers.ts';
import { AcessosVerificados } from './service/acessos-verificados.ts';
import type { AccessClaims } from './service/tokens.ts';

// Verified tokens' claims are kept until the token's expiry; whether the session still holds is still asked on
// every request, so logout, a password change and a deactivation refuse a token at once even while its claims
// are kept.

describe('the verified-claims cache', () => {
  const key = new Uint8Array(32);
  const EXP = 2_000_000_000; // seconds
  function montar(max = 3) {
    let agora = (EXP - 60) * 1000;
    const verificar = vi.fn(async (_k: Uint8Array, t: string): Promise<AccessClaims | null> =>
      t.startsWith('bom') ? { sub: 1, empresa_id: 1, sid: Number(t.slice(3)) || 1, exp: EXP } : null,
    );
    const c = new AcessosVerificados(key, { max, verificar, agora: () => agora });
    return { c, verificar, avancar: (ms: number) => (agora += ms) };
  }

  it("checks a token's signature once, then answers its claims from memory", async () => {
    const { c, verificar } = montar();
    expect(await c.claims('bom1')).toMatchObject({ sub: 1, sid: 1, exp: EXP });
    expect(await c.claims('bom1')).toMatchObject({ sub: 1, sid: 1, exp: EXP });
    expect(verificar).toHaveBeenCalledTimes(1);
    expect(c.guardado('bom1')).toBe(true);
  });

  it('keeps nothing past the token expiry: at exp the token is checked again', async () => {
    const { c, verificar, avancar } = montar();
    await c.claims('bom1');
    avancar(59_999);
    await c.claims('bom1');
    expect(verificar).toHaveBeenCalledTimes(1);
    avancar(1); // now = exp
    await c.claims('bom1');
    expect(verificar).toHaveBeenCalledTimes(2);
    // verified inside jose's clock tolerance, past exp: answered, not kept
    expect(c.guardado('bom1')).toBe(false);
  });

  it('answers kept claims at once (no promise), and nothing for an unknown or expired token', async () => {
    const { c, verificar, avancar } = montar();
    expect(c.jaVerificadas('bom1')).toBeUndefined();
    await c.claims('bom1');
    expect(c.jaVerificadas('bom1')).toMatchObject({ sub: 1, sid: 1, exp: EXP });
    expect(verificar).toHaveBeenCalledTimes(1);
    avancar(60_000); // now = exp: dropped, to be verified again
    expect(c.jaVerificadas('bom1')).toBeUndefined();
    expect(c.guardado('bom1')).toBe(false);
  });

  it('never keeps a refused token', async () => {
    const { c, verificar } = montar();
    expect(await c.claims('forjado')).toBeNull();
    expect(await c.claims('forjado')).toBeNull();
    expect(verificar).toHaveBeenCalledTimes(2);
    expect(c.tamanho).toBe(0);
  });

  it('is bounded: past the limit the least recently used token goes first', async () => {
    const { c, verificar } = montar(3);
    for (const t of ['bom1', 'bom2', 'bom3']) await c.claims(t);
    await c.claims('bom1'); // bom2 is now the least recently used
    await c.claims('bom4');
    expect(c.tamanho).toBe(3);
    expect(c.guardado('bom2')).toBe(false);
    expect(['bom1', 'bom3', 'bom4'].every((t) => c.guardado(t))).toBe(true);
    expect(verificar).toHaveBeenCalledTimes(4);
  });
});

describe('revocation with the claims kept', () => {
  let f: Fixture;
  let gerente: string;
  beforeAll(async () => {
    f = await createFixture();
    gerente = await f.token('gerente.a@teste.com');
  });
  afterAll(async () => {
    await f?.close();
  });

  const login = async (email: string) => {
    const res = await f.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha: SENHA } });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie'])
      .split(/,(?=\s*\w+=)/)
      .map((c) => c.split(';')[0]!.trim())
      .join('; ');
    return { token: res.json<{ access_token: string }>().access_token, cookie };
  };
  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }).then((r) => r.statusCode);
  async function novoUsuario(email: string) {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(gerente),
      payload: { nome: email, email, senha: SENHA, role: 'garcom' },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  }

  it('a request whose claims and session are kept verifies nothing, and its permissions are still checked', async () => {
    const s = await login('atendente.a@teste.com');
    expect(await me(f.app, s.token)).toBe(200); // its claims and its session are now kept
    const claims = vi.spyOn(f.app.acessos, 'claims');
    try {
      expect(await me(f.app, s.token)).toBe(200);
      const semPermissao = await f.app.inject({ url: '/api/usuarios', headers: bearer(s.token) });
      const soSuperadmin = await f.app.inject({ url: '/api/empresas', headers: bearer(s.token) });
      expect([semPermissao.statusCode, soSuperadmin.statusCode]).toEqual([403, 403]);
      expect(soSuperadmin.json().detail).toBe('Apenas o superadmin pode fazer isto');
      expect(claims).not.toHaveBeenCalled();
    } finally {
      claims.mockRestore();
    }
  });

  it("logout refuses the session's token on its next request", async () => {
    const s = await login('atendente.a@teste.com');
    expect(await me(f.app, s.token)).toBe(200);
    expect(f.app.acessos.guardado(s.token)).toBe(true);
    const out = await f.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(204);
    expect(f.app.acessos.guardado(s.token)).toBe(true); // its claims are still kept…
    expect(await me(f.app, s.token)).toBe(401); // …and it is refused at once
  });

  it('a password change and a deactivation refuse the user token on its next request', async () => {
    const id1 = await novoUsuario('senha.trocada@teste.com');
    const s1 = await login('senha.trocada@teste.com');
    const id2 = await novoUsuario('desativado@teste.com');
    const s2 = await login('desativado@teste.com');
    expect([await me(f.app, s1.token), await me(f.app, s2.token)]).toEqual([200, 200]);

    const troca = { method: 'PATCH' as const, headers: bearer(gerente) };
    expect(
      (await f.app.inject({ ...troca, url: `/api/usuarios/${id1}`, payload: { senha: 'outra-senha-12' } })).statusCode,
    ).toBe(200);
    expect((await f.app.inject({ ...troca, url: `/api/usuarios/${id2}`, payload: { ativo: false } })).statusCode).toBe(
      200,
    );
    expect(f.app.acessos.guardado(s1.token) && f.app.acessos.guardado(s2.token)).toBe(true);
    expect([await me(f.app, s1.token), await me(f.app, s2.token)]).toEqual([401, 401]);
  });

  it('a logout on one API process refuses the token on another that keeps its claims and its session', async () => {
    const outro = await buildApp(f.app.config, f.database, { logger: false });
    await outro.ready();
    try {
      const s = await login('gerente.a@teste.com');
      expect(await me(outro, s.token)).toBe(200);
      expect(outro.acessos.guardado(s.token)).toBe(true);
      await f.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } });
      // the other process hears the revocation through NOTIFY
      await vi.waitFor(async () => expect(await me(outro, s.token)).toBe(401), { timeout: 15_000, interval: 20 });
      expect(outro.acessos.guardado(s.token)).toBe(true);
    } finally {
      await outro.close();
    }
  });
});
