import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { carregarDotEnv, raizDoProjeto } from './lib/ambiente.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo, DEMO_LOGINS, DEMO_SENHA } from './db/seed.ts';
import { buildApp } from './app.ts';

// Entry: load .env and config, open and migrate the database, seed on first run, listen. Nothing else.
const raiz = raizDoProjeto(fileURLToPath(import.meta.url));
carregarDotEnv(raiz);
const config = loadConfig(process.env, raiz);
config.webDist ??= path.join(raiz, 'apps/web/dist');

const database = config.databaseUrl
  ? openPostgres(config.databaseUrl, 10, config.databaseDirectUrl)
  : await openPglite(config.dataDir, { fsync: config.pgliteFsync });
const applied = await migrate(database);
const seeded = config.seedDemo ? await seedDemo(database.db) : false;
const app = await buildApp(config, database);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: encerrando`);
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const banco = database.kind === 'pglite' ? `embutido (PGlite) em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
const lines = [
  '',
  `  Back-office pronto em http://localhost:${port}/login`,
  `  API: http://localhost:${port}/api  ·  Documentação: http://localhost:${port}/api/docs`,
  `  Banco: ${banco}${applied.length ? ` · migrações aplicadas: ${applied.join(', ')}` : ''}`,
  ...(seeded || config.seedDemo
    ? [
        '  Logins de demonstração (senha ' + DEMO_SENHA + '):',
        ...DEMO_LOGINS.map((l) => `    ${l.email}  (${l.papel})`),
      ]
    : []),
  '',
];
console.log(lines.join('\n'));
