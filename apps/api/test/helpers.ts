import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildApp } from '../src/app.ts';
import { empresas, usuarios } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/service/passwords.ts';

/**
 * Test database: PGlite in memory by default; a fresh database on the PostgreSQL server of TEST_DATABASE_URL
 * when it is set (CI sets it), dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DB_KIND === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  let database: Database;
  if (!url) {
    database = await openPglite();
  } else {
    const name = `t_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const inner = openPostgres(u.toString(), 5);
    database = {
      ...inner,
      async close() {
        await inner.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  await migrate(database);
  return database;
}

export const SENHA = 'senha-de-teste-1';
let senhaHash: Promise<string> | undefined;

export interface Fixture {
  app: FastifyInstance;
  database: Database;
  /** Business A (the caller's) and B (the foreign one), each with a manager and an attendant. */
  A: { id: number; gerente: number; atendente: number };
  B: { id: number; gerente: number; atendente: number };
  superadmin: number;
  token(email: string): Promise<string>;
  close(): Promise<void>;
}

/** An app on a fresh database with two businesses (A and B) and a superadmin: the tenancy harness. */
export async function createFixture(overrides: Partial<Config> = {}): Promise<Fixture> {
  const database = await createTestDatabase();
  senhaHash ??= hashPassword(SENHA);
  const senha_hash = await senhaHash;
  const db = database.db;
  const mk = async (nome: string, prefix: string) => {
    const [e] = await db
      .insert(empresas)
      .values({
        nome,
        cidade: 'Curitiba',
        uf: 'PR',
        horarios_funcionamento: { segunda: [{ inicio: '18:00', fim: '23:00' }] },
      })
      .returning({ id: empresas.id });
    const [g] = await db
      .insert(usuarios)
      .values({
        empresa_id: e!.id,
        nome: `Gerente ${prefix}`,
        email: `gerente.${prefix}@teste.com`,
        senha_hash,
        role: 'gerente',
      })
      .returning({ id: usuarios.id });
    const [a] = await db
      .insert(usuarios)
      .values({
        empresa_id: e!.id,
        nome: `Atendente ${prefix}`,
        email: `atendente.${prefix}@teste.com`,
        senha_hash,
        role: 'atendente',
      })
      .returning({ id: usuarios.id });
    return { id: e!.id, gerente: g!.id, atendente: a!.id };
  };
  const A = await mk('Empresa A', 'a');
  const B = await mk('Empresa B CANARY-B', 'b');
  const [s] = await db
    .insert(usuarios)
    .values({
      empresa_id: A.id,
      nome: 'Super',
      email: 'super@teste.com',
      senha_hash,
      role: 'gerente',
      superadmin: true,
    })
    .returning({ id: usuarios.id });
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(40),
    encryptionKey: 'chave-de-cifra-dos-testes-'.repeat(2),
    loginIpLimit: 1000,
    ...overrides,
  };
  const app = await buildApp(config, database, { logger: false });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    app,
    database,
    A,
    B,
    superadmin: s!.id,
    async token(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha: SENHA } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      const t = res.json<{ access_token: string }>().access_token;
      tokens.set(email, t);
      return t;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The refresh cookie a response set, as a Cookie header value. */
export function refreshCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'rt' || x.name === '__Secure-rt');
  if (!c) throw new Error('sem cookie de refresh');
  return `${c.name}=${c.value}`;
}

/**
 * Reads `ler` until `pronto` holds or `ms` have passed, and returns the last reading (the caller asserts on it).
 * For what arrives by an event (NOTIFY, a timer): a loop of 50 × 20 ms gave it about a second, which a loaded
 * 2-core machine running two test files, PostgreSQL and a browser does not always keep.
 */
export async function aguardar<T>(ler: () => T | Promise<T>, pronto: (v: T) => boolean, ms = 15_000): Promise<T> {
  const limite = Date.now() + ms;
  let v = await ler();
  while (!pronto(v) && Date.now() < limite) {
    await new Promise((r) => setTimeout(r, 20));
    v = await ler();
  }
  return v;
}
