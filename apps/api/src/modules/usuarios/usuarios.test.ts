import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, refreshCookie, SENHA, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gerenteA: string;
let sa: string;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const senha = 'outra-senha-1';

beforeAll(async () => {
  f = await createFixture();
  gerenteA = await f.token('gerente.a@teste.com');
  sa = await f.token('super@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const login = (email: string, s = senha) =>
  f.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha: s } });
const tokenDe = async (email: string, s = senha) =>
  (await login(email, s)).json<{ access_token: string }>().access_token;
function multipart(campos: Record<string, string>) {
  const b = '----usuarios';
  const payload = Object.entries(campos)
    .map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')
    .concat(`--${b}--\r\n`);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
async function criar(token: string, campos: Record<string, string>) {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    headers: { ...bearer(token), ...form },
    payload: new URLSearchParams(campos).toString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('users: create, list, edit, delete', () => {
  it('creates by JSON, urlencoded and multipart form; validates in Portuguese; e-mails unique (409)', async () => {
    const json = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(gerenteA),
      payload: { nome: 'Cozinheiro', email: 'Cozinha@A.com', senha, role: 'cozinha' },
    });
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json()).toMatchObject({
      empresa_id: f.A.id,
      email: 'cozinha@a.com',
      role: 'cozinha',
      ativo: true,
      superadmin: false,
      ultimo_login: null,
    });
    await criar(gerenteA, { nome: 'Garçom', email: 'garcom@a.com', senha, role: 'garcom' });
    const mp = multipart({ nome: 'Entregador', email: 'entregador@a.com', senha, role: 'entregador', ativo: 'true' });
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: { ...bearer(gerenteA), ...mp.headers },
      payload: mp.payload,
    });
    expect(res.statusCode, res.body).toBe(201);

    const dup = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(gerenteA),
      payload: { nome: 'X', email: 'GERENTE.B@teste.com', senha, role: 'atendente' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ campo: 'email', mensagem: 'Este e-mail já está em uso' }]);
    const curta = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(gerenteA),
      payload: { nome: 'X', email: 'x@a.com', senha: '123', role: 'chefe' },
    });
    expect(curta.statusCode).toBe(400);
    const campos = curta.json().errors.map((e: { campo: string }) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['senha', 'role']));
    const sa2 = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(gerenteA),
      payload: { nome: 'X', email: 'x@a.com', senha, role: 'gerente', superadmin: true },
    });
    expect(sa2.statusCode).toBe(400);
  });

  it("lists the business's users with search and last login; a superadmin names any business", async () => {
    await login('garcom@a.com');
    const res = await f.app.inject({ url: '/api/usuarios?search=gar', headers: bearer(gerenteA) });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(1);
    expect(res.json().items[0].ultimo_login).toMatch(/^\d{4}-/);
    const todos = (await f.app.inject({ url: '/api/usuarios?per_page=100', headers: bearer(gerenteA) })).json();
    expect(todos.items.every((u: { empresa_id: number }) => u.empresa_id === f.A.id)).toBe(true);
    const deB = await f.app.inject({ url: `/api/usuarios?empresa_id=${f.B.id}`, headers: bearer(sa) });
    expect(
      deB
        .json()
        .items.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['atendente.b@teste.com', 'gerente.b@teste.com']);
    expect(
      (await f.app.inject({ url: `/api/usuarios?empresa_id=${f.B.id}`, headers: bearer(gerenteA) })).statusCode,
    ).toBe(404);
    // the superadmin creates in B
    const novo = await f.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: bearer(sa),
      payload: { nome: 'Caixa B', email: 'caixa@b.com', senha, role: 'atendente', empresa_id: f.B.id },
    });
    expect(novo.json().empresa_id).toBe(f.B.id);
  });

  it('PUT replaces by form data, PATCH edits by multipart, DELETE takes a form body', async () => {
    const id = await criar(gerenteA, { nome: 'Temp', email: 'temp@a.com', senha, role: 'atendente' });
    const put = await f.app.inject({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      headers: { ...bearer(gerenteA), ...form },
      payload: 'nome=Tempor%C3%A1rio&email=temp2%40a.com&role=cozinha&ativo=true',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ nome: 'Temporário', email: 'temp2@a.com', role: 'cozinha' });
    const incompleto = await f.app.inject({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      headers: { ...bearer(gerenteA), ...form },
      payload: 'nome=X',
    });
    expect(incompleto.statusCode).toBe(400);
    const mp = multipart({ nome: 'Temp 3' });
    const patch = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}`,
      headers: { ...bearer(gerenteA), ...mp.headers },
      payload: mp.payload,
    });
    expect(patch.json().nome).toBe('Temp 3');
    const emailDeOutro = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}`,
      headers: bearer(gerenteA),
      payload: { email: 'garcom@a.com' },
    });
    expect(emailDeOutro.statusCode).toBe(409);
    const del = await f.app.inject({
      method: 'DELETE',
      url: `/api/usuarios/${id}`,
      headers: { ...bearer(gerenteA), ...form },
      payload: 'motivo=saiu',
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await f.app.inject({ url: `/api/usuarios/${id}`, headers: bearer(gerenteA) })).statusCode).toBe(404);
    // B's user from A: not found
    expect(
      (await f.app.inject({ method: 'DELETE', url: `/api/usuarios/${f.B.atendente}`, headers: bearer(gerenteA) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('users: roles and overrides on real routes', () => {
  it('a garcom is refused reports, customers, coupons, users and invoices; a new role applies to the same token', async () => {
    const garcom = await tokenDe('garcom@a.com');
    expect((await f.app.inject({ url: '/api/pedidos', headers: bearer(garcom) })).statusCode).toBe(200);
    const doc = f.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const relatorios = Object.keys(doc.paths).filter((p) => p.startsWith('/api/relatorios') && !p.includes('{'));
    for (const url of [...relatorios, '/api/clientes', '/api/cupons', '/api/usuarios', '/api/faturas']) {
      expect((await f.app.inject({ url, headers: bearer(garcom) })).statusCode, url).toBe(403);
    }
    const lista = (await f.app.inject({ url: '/api/usuarios?search=garcom', headers: bearer(gerenteA) })).json();
    const id = lista.items[0].id;
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}`,
      headers: bearer(gerenteA),
      payload: { role: 'atendente' },
    });
    expect((await f.app.inject({ url: '/api/clientes', headers: bearer(garcom) })).statusCode).toBe(200);
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}`,
      headers: bearer(gerenteA),
      payload: { role: 'garcom' },
    });
    expect((await f.app.inject({ url: '/api/clientes', headers: bearer(garcom) })).statusCode).toBe(403);
  });

  it("revoking clientes.dados masks customers' phones for that user at once", async () => {
    await f.app.inject({
      method: 'POST',
      url: '/api/clientes',
      headers: bearer(gerenteA),
      payload: { nome: 'Cliente Fone', telefone: '(41) 98765-1234' },
    });
    const atendente = await f.token('atendente.a@teste.com');
    const ver = async () =>
      (await f.app.inject({ url: '/api/clientes?search=Fone', headers: bearer(atendente) })).json().items[0];
    expect((await ver()).telefone_mascarado).toBe(false);
    const r = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gerenteA),
      payload: { overrides: { 'clientes.dados': false } },
    });
    expect(r.json().permissoes_efetivas).not.toContain('clientes.dados');
    const mascarado = await ver();
    expect(mascarado.telefone_mascarado).toBe(true);
    expect(mascarado.telefone).toBeNull();
    expect(JSON.stringify(mascarado)).not.toContain('98765');
  });
});

describe('users: guards', () => {
  it('nobody deactivates, deletes or demotes themselves, or drops their own user-management permission', async () => {
    const eu = f.A.gerente;
    const p = (payload: object) =>
      f.app.inject({ method: 'PATCH', url: `/api/usuarios/${eu}`, headers: bearer(gerenteA), payload });
    expect((await p({ ativo: false })).json().detail).toBe('Você não pode desativar o seu próprio usuário');
    expect((await p({ role: 'atendente' })).statusCode).toBe(409);
    const del = await f.app.inject({ method: 'DELETE', url: `/api/usuarios/${eu}`, headers: bearer(gerenteA) });
    expect(del.statusCode).toBe(409);
    // an attendant granted user management cannot revoke it from themselves
    const id = await criar(gerenteA, { nome: 'Sub', email: 'sub@a.com', senha, role: 'atendente' });
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}/permissoes`,
      headers: bearer(gerenteA),
      payload: { overrides: { 'usuarios.gerenciar': true } },
    });
    const sub = await tokenDe('sub@a.com');
    const auto = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}/permissoes`,
      headers: bearer(sub),
      payload: { overrides: { 'usuarios.gerenciar': false } },
    });
    expect(auto.statusCode).toBe(409);
    expect(auto.json().detail).toBe('Você não pode remover a sua própria permissão de gerenciar usuários');
  });

  it('a business keeps one active manager; only a superadmin touches the superadmin account', async () => {
    const url = `/api/usuarios/${f.B.gerente}`;
    for (const payload of [{ role: 'atendente' }, { ativo: false }]) {
      const res = await f.app.inject({ method: 'PATCH', url, headers: bearer(sa), payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('A empresa precisa de pelo menos um gerente ativo');
    }
    expect((await f.app.inject({ method: 'DELETE', url, headers: bearer(sa) })).statusCode).toBe(409);
    const mexer = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.superadmin}`,
      headers: bearer(gerenteA),
      payload: { nome: 'Outro' },
    });
    expect(mexer.statusCode).toBe(403);
  });
});

describe('users: deactivation and a new password end the sessions at once', () => {
  it('deactivated: the live access token is 401 on the next call, refresh 401, login 401', async () => {
    const id = await criar(gerenteA, { nome: 'Sai', email: 'sai@a.com', senha, role: 'atendente' });
    const l = await login('sai@a.com');
    const access = l.json().access_token;
    const cookie = refreshCookie(l);
    expect((await f.app.inject({ url: '/api/pedidos', headers: bearer(access) })).statusCode).toBe(200);
    const off = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}`,
      headers: { ...bearer(gerenteA), ...form },
      payload: 'ativo=false',
    });
    expect(off.json().ativo).toBe(false);
    expect((await f.app.inject({ url: '/api/pedidos', headers: bearer(access) })).statusCode).toBe(401);
    expect((await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await login('sai@a.com')).statusCode).toBe(401);
    // reactivated: the old session stays dead; a new login works
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${id}`,
      headers: bearer(gerenteA),
      payload: { ativo: true },
    });
    expect((await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await login('sai@a.com')).statusCode).toBe(200);
  });

  it('a password set by a manager revokes the old sessions; the new one logs in', async () => {
    const l = await login('atendente.a@teste.com', SENHA);
    const cookie = refreshCookie(l);
    const res = await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}`,
      headers: bearer(gerenteA),
      payload: { senha: 'nova-senha-123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await f.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await f.app.inject({ url: '/api/pedidos', headers: bearer(l.json().access_token) })).statusCode).toBe(401);
    expect((await login('atendente.a@teste.com', 'nova-senha-123')).statusCode).toBe(200);
  });
});
