import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarFixtureCardapio, type FixtureCardapio } from '../../../test/cardapio-fixture.ts';
import { LOGIN_INVALIDO } from './service/conta.ts';

// Client accounts by phone: sign-up, login with a per-account back-off, and the customer token as its own
// audience — refused on every back-office route, and a staff token refused on the customer's calls.

let fx: FixtureCardapio;
beforeAll(async () => {
  fx = await criarFixtureCardapio();
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

const TEL = '(41) 99999-1111';
const cadastrar = (telefone = TEL, slug = 'loja-a') =>
  fx.api('POST', '/clientes/definir-senha', { body: { slug, nome: 'Maria Souza', telefone, senha: 'segredo123' } });
const login = (senha: string, telefone = TEL, ip?: string) =>
  fx.api('POST', '/clientes/login', { body: { slug: 'loja-a', telefone, senha }, ...(ip ? { ip } : {}) });

describe('cadastro e login do cliente', () => {
  let token: string;

  it('definir-senha cria o cliente (origem site) e devolve o token; auth-check diz quem é', async () => {
    const r = await cadastrar();
    expect(r.statusCode).toBe(201);
    token = r.json().token;
    expect(r.json().cliente).toMatchObject({ nome: 'Maria Souza', telefone: '+5541999991111' });
    const check = await fx.api('GET', '/clientes/auth-check', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ autenticado: true, cliente: r.json().cliente });
    const staff = await fx.api('GET', `/clientes/${r.json().cliente.id}`, { token: fx.gerenteA });
    expect(staff.json().origem_cliente).toBe('site');
  });

  it('o mesmo telefone não se cadastra de novo; um cliente do balcão é mandado ao código', async () => {
    const dup = await cadastrar();
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toContain('Entre com sua senha');
    const balcao = await cadastrar('+5541987654321');
    expect(balcao.statusCode).toBe(409);
    expect(balcao.json().detail).toContain('Esqueci minha senha');
  });

  it('o mesmo telefone é outra conta em outra loja (clientes são por empresa)', async () => {
    const r = await cadastrar(TEL, 'loja-b');
    expect(r.statusCode).toBe(201);
    expect(r.json().cliente.id).not.toBe((await fx.api('GET', '/clientes/auth-check', { token })).json().cliente.id);
  });

  it('login: certo dá token; senha errada e telefone desconhecido dão a mesma resposta', async () => {
    const ok = await login('segredo123');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    const errada = await login('outra-senha');
    const desconhecido = await login('segredo123', '+5541900000000');
    expect([errada.statusCode, desconhecido.statusCode]).toEqual([401, 401]);
    expect(errada.json().detail).toBe(LOGIN_INVALIDO);
    expect(desconhecido.json().detail).toBe(LOGIN_INVALIDO);
  });

  it('token de cliente em rotas do back-office é 401', async () => {
    for (const url of ['/pedidos', '/clientes', '/configuracoes/site', '/produtos', '/usuarios', '/pedidos/cardapio']) {
      const r = await fx.api('GET', url, { token });
      expect(r.statusCode, url).toBe(401);
    }
    const criar = await fx.api('POST', '/pedidos', { token, body: {} });
    expect(criar.statusCode).toBe(401);
  });

  it('token da equipe nas chamadas do cliente é 401; token adulterado também', async () => {
    expect((await fx.api('GET', '/clientes/auth-check', { token: fx.gerenteA })).statusCode).toBe(401);
    expect((await fx.api('GET', '/publico/cliente/enderecos', { token: fx.gerenteA })).statusCode).toBe(401);
    const [h, p, s] = token.split('.');
    const adulterado = `${h}.${p}.${s!.slice(0, -3)}abc`;
    expect((await fx.api('GET', '/clientes/auth-check', { token: adulterado })).statusCode).toBe(401);
    expect((await fx.api('GET', '/clientes/auth-check')).statusCode).toBe(401);
  });

  it('token da loja A não vale no cardápio da loja B', async () => {
    const r = await fx.api('POST', '/publico/cardapio/loja-b/visitas', { token, body: { session: 'sessao-cruzada' } });
    expect(r.statusCode).toBe(401);
  });

  it('cliente logado vê os próprios endereços e últimos pedidos; sem token 401', async () => {
    const e = await fx.api('GET', '/publico/cliente/enderecos', { token });
    expect(e.statusCode).toBe(200);
    expect(e.json()).toEqual({ items: [] });
    expect((await fx.api('GET', '/publico/cliente/pedidos', { token })).json()).toEqual({ items: [] });
    expect((await fx.api('GET', '/publico/cliente/pedidos')).statusCode).toBe(401);
  });

  it('5 senhas erradas seguidas: a conta espera (429), mesmo com a senha certa', async () => {
    const tel = '+5541999992222';
    expect((await cadastrar(tel)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await login('errada!!', tel)).statusCode).toBe(401);
    const bloqueado = await login('segredo123', tel);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().detail).toMatch(/Muitas tentativas/);
  });

  it('limite por endereço no login (429, nunca 5xx)', async () => {
    const ip = '10.250.0.1';
    const codigos = [];
    for (let i = 0; i < 21; i++) codigos.push((await login('errada', '+5541900000001', ip)).statusCode);
    expect(codigos.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codigos[20]).toBe(429);
  });

  it('validação em português: telefone e senha curta', async () => {
    const r = await fx.api('POST', '/clientes/definir-senha', {
      body: { slug: 'loja-a', nome: 'X', telefone: '123', senha: '1' },
    });
    expect(r.statusCode).toBe(400);
    const campos = r.json().errors.map((e: { campo: string }) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['telefone', 'senha']));
  });
});
