import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

// Real API processes for tests that need more than one (the server entry, as `npm start` runs it, through tsx),
// and a fresh database on the test PostgreSQL server for them. Every process is stopped and the database dropped.

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Servidor {
  child: ChildProcess;
  base: string;
  saida: string[];
}

async function comoAdmin(admin: string, texto: string) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(texto);
  } finally {
    await c.end();
  }
}

/** A new, migrated database on the server of `admin`; `apagar` closes and drops it. */
export async function bancoNovo(admin: string): Promise<{ database: Database; url: string; apagar(): Promise<void> }> {
  const nome = `t_proc_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  await comoAdmin(admin, `CREATE DATABASE ${nome}`);
  const u = new URL(admin);
  u.pathname = `/${nome}`;
  const database = openPostgres(u.toString(), 3);
  await migrate(database);
  return {
    database,
    url: u.toString(),
    async apagar() {
      await database.close();
      await comoAdmin(admin, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    },
  };
}

function portaLivre(): Promise<number> {
  return new Promise((ok, erro) => {
    const s = createServer();
    s.on('error', erro);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Starts one API process with `env` (plus a free port) and waits for its health check. */
export async function iniciarServidor(env: Record<string, string>): Promise<Servidor> {
  // The port is probed free here but bound by the child only seconds later (tsx, migrations): meanwhile the other
  // test worker's servers or an outgoing connection's local port can take it. Such a start is retried on another
  // port; any other failure is not.
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await iniciarNaPorta(env, await portaLivre());
    } catch (err) {
      if (tentativa >= 3 || !(err instanceof PortaOcupada)) throw err;
    }
  }
}

class PortaOcupada extends Error {}

async function iniciarNaPorta(env: Record<string, string>, port: number): Promise<Servidor> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: raiz,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const saida: string[] = [];
  child.stdout!.on('data', (b: Buffer) => saida.push(b.toString()));
  child.stderr!.on('data', (b: Buffer) => saida.push(b.toString()));
  const base = `http://127.0.0.1:${port}`;
  const limite = Date.now() + 90_000;
  while (Date.now() < limite) {
    if (child.exitCode !== null) {
      const texto = saida.join('');
      throw texto.includes('EADDRINUSE') ? new PortaOcupada(texto) : new Error(`o servidor terminou: ${texto}`);
    }
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return { child, base, saida };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`o servidor não respondeu: ${saida.join('')}`);
}

/** SIGTERM, then SIGKILL after 10 s. */
export function pararServidor(s: Servidor): Promise<void> {
  const { child } = s;
  return new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(t);
      ok();
    });
    child.kill('SIGTERM');
  });
}
