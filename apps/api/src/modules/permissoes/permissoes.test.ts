import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gerenteA: string;
beforeAll(async () => {
  f = await createFixture();
  gerenteA = await f.token('gerente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});

describe('permissions', () => {
  it('GET /permissoes lists the catalogue', async () => {
    const res = await f.app.inject({ url: '/api/permissoes', headers: bearer(gerenteA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ chave: 'usuarios.gerenciar', descricao: expect.any(String) });
  });

  it("a manager reads and overrides an attendant's permissions; effective list and checks follow at once", async () => {
    const atendente = await f.token('atendente.a@teste.com');
    // the attendant cannot manage users
    expect(
      (await f.app.inject({ url: `/api/usuarios/${f.A.atendente}/permissoes`, headers: bearer(atendente) })).statusCode,
    ).toBe(403);

    const before = (
      await f.app.inject({ url: `/api/usuarios/${f.A.atendente}/permissoes`, headers: bearer(gerenteA) })
    ).json();
    expect(before.role).toBe('atendente');
    expect(before.permissoes_efetivas).toContain('pedidos.ver');
    expect(before.permissoes_efetivas).not.toContain('usuarios.gerenciar');

    const patched = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gerenteA),
      payload: { overrides: { 'usuarios.gerenciar': true, 'pedidos.ver': false } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().overrides).toEqual({ 'usuarios.gerenciar': true, 'pedidos.ver': false });
    expect(patched.json().permissoes_efetivas).toContain('usuarios.gerenciar');
    expect(patched.json().permissoes_efetivas).not.toContain('pedidos.ver');

    // same access token, new rights: permissions are re-read on every request
    expect(
      (await f.app.inject({ url: `/api/usuarios/${f.A.atendente}/permissoes`, headers: bearer(atendente) })).statusCode,
    ).toBe(200);
    const me = (await f.app.inject({ url: '/api/auth/me', headers: bearer(atendente) })).json();
    expect(me.user.permissoes).toContain('usuarios.gerenciar');
  });

  it('rejects unknown permission keys and extra fields with 400', async () => {
    const unknown = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gerenteA),
      payload: { overrides: { 'voar.livre': true } },
    });
    expect(unknown.statusCode).toBe(400);
    const extra = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gerenteA),
      payload: { overrides: {}, superadmin: true },
    });
    expect(extra.statusCode).toBe(400);
    const notBool = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gerenteA),
      payload: { overrides: { 'pedidos.ver': 'sim' } },
    });
    expect(notBool.statusCode).toBe(400);
  });
});
