// Child process of bench/pedidos.ts: the real API (buildApp, production config, LOG_LEVEL warn) plus a bare
// Fastify hello-world on a second port, so autocannon (in the parent) does not share a V8 thread with the server.
//
//   node --import tsx bench/server.ts --db=postgres://postgres@127.0.0.1:5432/bench_pedidos
//   node --import tsx bench/server.ts --pglite --orders=50000     (PGlite in memory, migrated and seeded here)
//   ... --pglite --pglite-dir=/tmp/x [--pglite-fsync=0]           (PGlite on disk, as a restaurant runs it)
//   --login-limit=N   logins per minute from one address (bench/eventos.ts logs in a thousand managers)
//
// Prints one line `{"bench":"ready",...}` with the ports (and the PGlite seed report) when listening.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/tenant.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';
import { BENCH_JWT_SECRET, BENCH_SENHA, planSeed, seedPedidos, type Runner, type SeedResult } from './seed-pedidos.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dbUrl = arg('db');

async function main() {
  let database: Database;
  let seed: SeedResult | undefined;
  if (dbUrl) {
    if (new URL(dbUrl).hostname !== '127.0.0.1') throw new Error('bench: only 127.0.0.1');
    database = openPostgres(dbUrl, 10);
  } else {
    const t0 = performance.now();
    // --pglite-dir=/tmp/x [--pglite-fsync=0]: PGlite on disk, as a restaurant runs it (durable commits unless 0)
    const dir = arg('pglite-dir');
    database = await openPglite(dir, { fsync: arg('pglite-fsync') !== '0' });
    await migrate(database);
    const openMs = Math.round(performance.now() - t0);
    const runner: Runner = {
      exec: (text) => database.exec(text),
      rows: <T>(text: string) => queryRows<T>(database.db, sql.raw(text)),
    };
    seed = await seedPedidos(runner, planSeed(Number(arg('orders') ?? 50_000)), await hashPassword(BENCH_SENHA));
    seed.steps.unshift({ step: 'PGlite open (memory) + migrations', ms: openMs });
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    HOST: '127.0.0.1',
    PORT: '0',
    // the fan-out bench logs in one manager per business from one address
    ...(arg('login-limit') ? { LOGIN_IP_LIMIT: arg('login-limit') } : {}),
  });
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });

  const port = (s: typeof app.server) => (s.address() as { port: number }).port;
  process.stdout.write(
    `${JSON.stringify({ bench: 'ready', kind: database.kind, api: port(app.server), hello: port(hello.server), seed })}\n`,
  );

  const stop = async () => {
    await hello.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
