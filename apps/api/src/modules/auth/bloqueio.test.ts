import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createFixture, SENHA, type Fixture } from '../../../test/helpers.ts';

// Login throttling per account AND source: a stranger guessing a password locks only themselves; the owner on
// another network, or on a device they logged in from before, still gets in — the superadmin too.

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f?.close();
});

const entrar = (email: string, senha: string, ip: string, cookie?: string) =>
  f.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ email, senha }).toString(),
  });

/** The device cookie a successful login set, as a Cookie header value. */
function dispositivo(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name.startsWith('dsp_'));
  if (!c) throw new Error('sem cookie de dispositivo');
  expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
  return `${c.name}=${c.value}`;
}

async function falhar(email: string, ip: string, vezes: number, cookie?: string) {
  const codigos: number[] = [];
  for (let i = 0; i < vezes; i++) codigos.push((await entrar(email, `errada-${i}`, ip, cookie)).statusCode);
  return codigos;
}

describe('login lockout per account and source', () => {
  it("a stranger's failures lock the stranger, never the superadmin on another network", async () => {
    const codigos = await falhar('super@teste.com', '203.0.113.66', 7);
    expect(codigos.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codigos.slice(5)).toEqual([429, 429]);
    // the stranger stays locked even with the right password
    const estranho = await entrar('super@teste.com', SENHA, '203.0.113.66');
    expect(estranho.statusCode).toBe(429);
    expect(estranho.json().detail).toMatch(/Tente novamente em \d+ segundos/);
    // the owner, elsewhere, gets in
    expect((await entrar('super@teste.com', SENHA, '198.51.100.7')).statusCode).toBe(200);
    // and the owner's success does not reset the stranger's count
    expect((await entrar('super@teste.com', SENHA, '203.0.113.66')).statusCode).toBe(429);
  });

  it('a known device gets in even from the locked network (one office, one public IP)', async () => {
    const antes = await entrar('gerente.a@teste.com', SENHA, '192.0.2.10');
    expect(antes.statusCode).toBe(200);
    const meuAparelho = dispositivo(antes);
    // someone on the same public IP guesses
    await falhar('gerente.a@teste.com', '192.0.2.10', 8);
    expect((await entrar('gerente.a@teste.com', SENHA, '192.0.2.10')).statusCode).toBe(429);
    const dono = await entrar('gerente.a@teste.com', SENHA, '192.0.2.10', meuAparelho);
    expect(dono.statusCode).toBe(200);
  });

  it('guessing spread over many IPs stays throttled for unknown sources, while the known device gets in', async () => {
    const antes = await entrar('atendente.a@teste.com', SENHA, '192.0.2.20');
    const meuAparelho = dispositivo(antes);
    // 50 failures from 50 addresses: each address stays under its own limit
    await f.database.db.execute(
      sql`INSERT INTO login_falhas (email, ip, origem) SELECT 'atendente.a@teste.com', '10.9.0.' || g, 'ip:10.9.0.' || g FROM generate_series(1, 50) g`,
    );
    const novo = await entrar('atendente.a@teste.com', SENHA, '10.9.1.1');
    expect(novo.statusCode).toBe(429);
    expect(Number(novo.headers['retry-after'])).toBeGreaterThan(0);
    expect((await entrar('atendente.a@teste.com', SENHA, '10.9.1.2', meuAparelho)).statusCode).toBe(200);
  });

  it("a forged device cookie, or another account's, counts as an unknown source", async () => {
    const meu = dispositivo(await entrar('atendente.b@teste.com', SENHA, '192.0.2.30'));
    const deOutraConta = dispositivo(await entrar('gerente.b@teste.com', SENHA, '192.0.2.30'));
    await falhar('atendente.b@teste.com', '192.0.2.31', 6);
    const [nome, valor] = meu.split('=');
    const forjado = `${nome}=${valor!.slice(0, -2)}${valor!.endsWith('AA') ? 'BB' : 'AA'}`;
    const trocado = `${nome}=${deOutraConta.split('=')[1]}`;
    for (const cookie of [forjado, trocado, deOutraConta])
      expect((await entrar('atendente.b@teste.com', SENHA, '192.0.2.31', cookie)).statusCode).toBe(429);
    expect((await entrar('atendente.b@teste.com', SENHA, '192.0.2.31', meu)).statusCode).toBe(200);
  });

  it('a known device that guesses locks itself (its own count)', async () => {
    const meu = dispositivo(await entrar('gerente.b@teste.com', SENHA, '192.0.2.40'));
    const codigos = await falhar('gerente.b@teste.com', '192.0.2.40', 6, meu);
    expect(codigos).toEqual([401, 401, 401, 401, 401, 429]);
    // the same browser without the cookie is a new source (its IP) and is not locked by the device's count
    expect((await entrar('gerente.b@teste.com', SENHA, '192.0.2.41')).statusCode).toBe(200);
  });
});
