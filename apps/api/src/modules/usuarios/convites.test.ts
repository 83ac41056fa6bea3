import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/tenant.ts';
import { bearer, createFixture, refreshCookie, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gerenteA: string;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  f = await createFixture();
  gerenteA = await f.token('gerente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const login = (email: string, senha: string) =>
  f.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } });
const definir = (token: string, senha: string) =>
  f.app.inject({ method: 'POST', url: '/api/usuarios/definir-senha', payload: { token, senha } });
const tokenDe = (url: string) => url.split('#')[1]!;

describe('one-time set-password links', () => {
  it('creates a user with a link instead of a password; the link sets it once', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: { ...bearer(gerenteA), ...form },
      payload: 'nome=Convidada&email=convidada%40a.com&role=garcom&convite=true',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { convite } = res.json();
    expect(convite.convite_url).toMatch(/^\/definir-senha#[A-Za-z0-9_-]{43}$/);
    expect(new Date(convite.expira_em).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    // nobody logs in before the link is used
    expect((await login('convidada@a.com', 'senha-da-convidada')).statusCode).toBe(401);
    const token = tokenDe(convite.convite_url);
    const curta = await definir(token, '123');
    expect(curta.statusCode).toBe(400);
    expect((await definir(token, 'senha-da-convidada')).statusCode).toBe(200);
    expect((await login('convidada@a.com', 'senha-da-convidada')).statusCode).toBe(200);
    const denovo = await definir(token, 'outra-senha-123');
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json().detail).toBe('Link inválido ou expirado. Peça um novo link ao gerente.');
    // only the hash is stored
    const linhas = await queryRows<{ h: string }>(
      f.database.db,
      sql`SELECT encode(token_hash, 'hex') AS h FROM usuario_convites`,
    );
    expect(linhas.map((l) => l.h)).toContain(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(linhas)).not.toContain(Buffer.from(token).toString('hex'));
  });

  it('without a password nor a link, creation asks for the password', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(gerenteA),
      payload: { nome: 'X', email: 'x@a.com', role: 'garcom' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].campo).toBe('senha');
  });

  it('a new link voids the previous one and ends the sessions when used; expired and unknown links are refused', async () => {
    const l = await login('atendente.a@teste.com', 'senha-de-teste-1');
    const cookie = refreshCookie(l);
    const novo = async () =>
      (
        await f.app.inject({ method: 'POST', url: `/api/usuarios/${f.A.atendente}/convite`, headers: bearer(gerenteA) })
      ).json().convite_url as string;
    const primeiro = tokenDe(await novo());
    const segundo = tokenDe(await novo());
    expect((await definir(primeiro, 'senha-nova-12345')).statusCode).toBe(400);
    expect((await definir(segundo, 'senha-nova-12345')).statusCode).toBe(200);
    expect((await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await f.app.inject({ url: '/api/pedidos', headers: bearer(l.json().access_token) })).statusCode).toBe(401);

    const vencido = tokenDe(await novo());
    await f.database.db.execute(
      sql`UPDATE usuario_convites SET expira_em = now() - interval '1 minute' WHERE usado_em IS NULL`,
    );
    expect((await definir(vencido, 'senha-nova-67890')).statusCode).toBe(400);
    expect((await definir('x'.repeat(43), 'senha-nova-67890')).statusCode).toBe(400);
  });

  it("a link for a deactivated user is refused; B's user is not found from A", async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(gerenteA),
      payload: { nome: 'Sai Logo', email: 'sailogo@a.com', role: 'cozinha', convite: true },
    });
    const token = tokenDe(res.json().convite.convite_url);
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${res.json().id}`,
      headers: bearer(gerenteA),
      payload: { ativo: false },
    });
    expect((await definir(token, 'senha-qualquer-1')).statusCode).toBe(400);
    const gerar = await f.app.inject({
      method: 'POST',
      url: `/api/usuarios/${res.json().id}/convite`,
      headers: bearer(gerenteA),
    });
    expect(gerar.statusCode).toBe(400);
    expect(
      (await f.app.inject({ method: 'POST', url: `/api/usuarios/${f.B.atendente}/convite`, headers: bearer(gerenteA) }))
        .statusCode,
    ).toBe(404);
  });
});
