import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { empresas, usuarios } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/service/passwords.ts';
import { criarDadosPedido, type DadosPedido } from './pedidos-fixture.ts';
import { aguardar } from './helpers.ts';
import { bancoNovo, iniciarServidor, pararServidor, type Servidor } from './processos.ts';

// Two real API processes (the server entry, as `npm start` runs it) on one PostgreSQL database, sharing nothing
// but it: what one process does, the other must see — events, board versions, login throttling, refresh-token
// reuse, idempotency keys. Runs in the api-pg project only (TEST_DATABASE_URL); a process per API takes a few
// seconds to start, so all checks share the two.

const SENHA = 'senha-dos-dois-processos';
const EMAIL = 'gerente@dois.com';

let banco: { database: Database; url: string; apagar(): Promise<void> };
let d: DadosPedido;
const processos: Servidor[] = [];

beforeAll(async () => {
  banco = await bancoNovo(process.env.TEST_DATABASE_URL!);
  const database = banco.database;
  const [e] = await database.db
    .insert(empresas)
    .values({ nome: 'Dois Processos', cidade: 'Curitiba', uf: 'PR', horarios_funcionamento: {} })
    .returning({ id: empresas.id });
  const senha_hash = await hashPassword(SENHA);
  await database.db.insert(usuarios).values([
    { empresa_id: e!.id, nome: 'Gerente', email: EMAIL, senha_hash, role: 'gerente' },
    { empresa_id: e!.id, nome: 'Caixa', email: 'caixa@dois.com', senha_hash, role: 'gerente' },
  ]);
  d = await criarDadosPedido(database.db, e!.id, 'A');
  const env = {
    DATABASE_URL: banco.url,
    JWT_SECRET: 'segredo-compartilhado-dos-dois-processos',
    ENCRYPTION_KEY: 'chave-compartilhada-dos-dois-processos',
    LOGIN_IP_LIMIT: '1000',
  };
  processos.push(...(await Promise.all([iniciarServidor(env), iniciarServidor(env)])));
}, 180_000);

afterAll(async () => {
  await Promise.all(processos.map(pararServidor));
  await banco?.apagar();
}, 60_000);

const p1 = () => processos[0]!.base;
const p2 = () => processos[1]!.base;

const entrar = (base: string, email = EMAIL, senha = SENHA) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, senha }),
  });
const cookieDe = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => /^(__Secure-)?rt=/.test(c))!
    .split(';')[0]!;
const renovar = (base: string, cookie: string) =>
  fetch(`${base}/api/auth/refresh`, { method: 'POST', headers: { cookie } });

async function token(base: string): Promise<string> {
  const res = await entrar(base);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const pedido = () => ({
  tipo: 'retirada',
  itens: [{ produto_id: d.refri, quantidade: 1 }],
  pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 7.5 }],
});
const criar = (base: string, t: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/pedidos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(pedido()),
  });

describe('two API processes on one PostgreSQL', () => {
  it('an order created on process 1 reaches the event stream of process 2 within 1 s', async () => {
    const t = await token(p1());
    const ctrl = new AbortController();
    const sse = await fetch(`${p2()}/api/eventos`, { headers: { authorization: `Bearer ${t}` }, signal: ctrl.signal });
    expect(sse.status).toBe(200);
    const reader = sse.body!.getReader();
    const dec = new TextDecoder();
    let texto = dec.decode((await reader.read()).value); // ": conectado"

    const criado = await criar(p1(), t);
    const respondeu = performance.now();
    expect(criado.status).toBe(201);
    const { numero_pedido } = (await criado.json()) as { numero_pedido: number };
    const alvo = new RegExp(`"numero_pedido":${numero_pedido}\\b`);
    const limite = respondeu + 5000;
    while (!alvo.test(texto) && performance.now() < limite) {
      const r = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value?: undefined }>((ok) =>
          setTimeout(() => ok({ done: true }), limite - performance.now()),
        ),
      ]);
      if (r.done) break;
      texto += dec.decode(r.value);
    }
    const chegou = performance.now();
    ctrl.abort();
    expect(texto).toMatch(alvo);
    expect(texto).toContain('event: pedido.criado');
    expect(chegou - respondeu).toBeLessThan(1000);
  });

  it('the board ETag is the same on both, and a change on either invalidates it on both', async () => {
    const t = await token(p1());
    const quadro = (base: string, etag?: string) =>
      fetch(`${base}/api/pedidos`, {
        headers: { authorization: `Bearer ${t}`, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const a = await quadro(p1());
    expect(a.status).toBe(200);
    const e1 = a.headers.get('etag')!;
    expect(e1).toBeTruthy();
    expect((await quadro(p2(), e1)).status).toBe(304);

    expect((await criar(p2(), t)).status).toBe(201);
    // process 1 learns the new version through NOTIFY (waited for: how fast is the benches' business)
    const depois = await aguardar(
      () => quadro(p1(), e1),
      (r) => r.status !== 304,
    );
    expect(depois.status).toBe(200);
    const e2 = depois.headers.get('etag')!;
    expect(e2).not.toBe(e1);
    expect((await quadro(p2(), e2)).status).toBe(304);
    expect((await quadro(p2(), e1)).status).toBe(200);
  });

  it('login throttling counts failures made on both processes', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await entrar(i % 2 ? p2() : p1(), 'caixa@dois.com', `errada-${i}`);
      expect(res.status).toBe(401);
    }
    for (const base of [p1(), p2()]) {
      const res = await entrar(base, 'caixa@dois.com', SENHA);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
  });

  it('refresh rotation is one chain across processes: a grace retry gets the same successor, a late replay kills the session', async () => {
    const c1 = cookieDe(await entrar(p1()));
    const r1 = await renovar(p1(), c1);
    expect(r1.status).toBe(200);
    const c2 = cookieDe(r1);
    const retry = await renovar(p2(), c1);
    expect(retry.status).toBe(200);
    expect(cookieDe(retry)).toBe(c2);

    await banco.database.db.execute(
      sql`UPDATE refresh_tokens SET usado_em = usado_em - interval '1 minute' WHERE usado_em IS NOT NULL`,
    );
    expect((await renovar(p2(), c1)).status).toBe(401);
    expect((await renovar(p1(), c2)).status).toBe(401);
  });

  it('one Idempotency-Key sent to both processes at once creates one order', async () => {
    const t = await token(p1());
    const chave = `dois-processos-${Date.now()}`;
    const respostas = await Promise.all([p1(), p2(), p1(), p2()].map((b) => criar(b, t, { 'idempotency-key': chave })));
    const corpos = (await Promise.all(respostas.map((r) => r.json()))) as { id?: number }[];
    const ids = new Set(corpos.map((c) => c.id).filter((x) => x !== undefined));
    expect(ids.size).toBe(1);
    expect(respostas.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of respostas) expect(r.status).toBeLessThan(500);
  });

  it('a logout on process 1 closes the session’s event stream on process 2', async () => {
    const login = await entrar(p1());
    const t = ((await login.json()) as { access_token: string }).access_token;
    const sse = await fetch(`${p2()}/api/eventos`, { headers: { authorization: `Bearer ${t}` } });
    expect(sse.status).toBe(200);
    const reader = sse.body!.getReader();
    await reader.read();
    const out = await fetch(`${p1()}/api/auth/logout`, { method: 'POST', headers: { cookie: cookieDe(login) } });
    expect(out.status).toBe(204);
    const fim = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return 'fechou';
      })(),
      new Promise((ok) => setTimeout(() => ok('aberto'), 3000)),
    ]);
    expect(fim).toBe('fechou');
  });
});
