// Bench: GET /api/clientes/busca on 100,000 customers of one business (plus 40,000 of 4 others), beside a
// Fastify hello-world route in the same process and run. Figures go to docs/PERFORMANCE.md.
//
//   PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clientes-busca.ts
//   PGlite:     npx tsx bench/clientes-busca.ts --pglite
//
// Options: --clientes=100000 --duracao=10 --conexoes=10
import crypto from 'node:crypto';
import pg from 'pg';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/tenant.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const usePglite = process.argv.includes('--pglite');
const N = Number(arg('clientes', '100000'));
const DURACAO = Number(arg('duracao', '10'));
const CONEXOES = Number(arg('conexoes', '10'));
const KEEP = process.argv.includes('--keep'); // keep the PostgreSQL database for EXPLAIN

async function abrir(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (usePglite) return { database: await openPglite(), drop: async () => {} };
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = process.argv.includes('--keep')
    ? 'bench_clientes_keep'
    : `bench_clientes_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString(), 10);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const { database, drop } = await abrir();
const db = database.db;
await migrate(database);
const t0 = performance.now();
const senha = await hashPassword('bench-senha-1');
await db.execute(sql`INSERT INTO empresas (nome) SELECT 'Bench ' || g FROM generate_series(1, 5) g`);
await db.execute(
  sql`INSERT INTO usuarios (empresa_id, nome, email, senha_hash, role) VALUES (1, 'Bench', 'bench@teste.com', ${senha}, 'gerente')`,
);
// Names from two lists, phones unique per business; business 1 gets N customers, businesses 2–5 get 10k each.
const seed = (empresa: number, n: number) => sql`
  INSERT INTO clientes (empresa_id, nome, nome_busca, telefone, origem_cliente)
  SELECT ${empresa}, nm, lower(nm), '+55419' || lpad((10000000 + g * 7)::text, 8, '0'), 'portal'
  FROM generate_series(1, ${n}) g,
  LATERAL (SELECT (ARRAY['Ana','Bruno','Carla','Daniel','Eduarda','Felipe','Gabriela','Henrique','Isabela','Joao','Karina','Lucas','Mariana','Nicolas','Otavio','Paula','Rafael','Sofia','Thiago','Vitoria'])[1 + (g::bigint * 7919) % 20]
    || ' ' || (ARRAY['Silva','Santos','Oliveira','Souza','Pereira','Costa','Rodrigues','Almeida','Nascimento','Lima','Araujo','Fernandes','Carvalho','Gomes','Martins','Rocha','Ribeiro','Kowalski','Schmidt','Zanetti'])[1 + (g::bigint * 104729) % 20]
    || ' ' || g AS nm) x`;
await db.execute(seed(1, N));
for (const e of [2, 3, 4, 5]) await db.execute(seed(e, 10_000));
await db.execute(sql`INSERT INTO enderecos (empresa_id, cliente_id, rua, bairro, cidade, estado, endereco_padrao)
  SELECT empresa_id, id, 'Rua Bench', (ARRAY['Centro','Batel','Água Verde','Portão','Cabral'])[1 + id % 5], 'Curitiba', 'PR', true FROM clientes`);
await db.execute(sql`ANALYZE`);
const seedMs = performance.now() - t0;
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM clientes`);

const app = await buildApp(
  { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), jwtSecret: 'b'.repeat(40), loginIpLimit: 100000 },
  database,
  { logger: false },
);
app.get('/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@teste.com', senha: 'bench-senha-1' }),
});
const token = ((await login.json()) as { access_token: string }).access_token;

// What a counter attendant types: name fragments, a surname, phone fragments, a short prefix.
const TERMOS = ['ana', 'silva', 'mari', 'kowalski', '1000', '98765', '4199', 'jo', 'lucas sou', '0000007'];

async function medir(titulo: string, paths: string[], headers: Record<string, string> = {}) {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: CONEXOES,
    duration: DURACAO,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  const linha = {
    titulo,
    req_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p97_5_ms: r.latency.p97_5,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.log(JSON.stringify(linha));
  return linha;
}

// warm-up, then the measured runs
await autocannon({ url: `${base}/hello`, connections: CONEXOES, duration: 2 });
const hello = await medir('GET /hello (Fastify hello-world)', ['/hello']);
const busca = await medir(
  `GET /api/clientes/busca (${TERMOS.length} terms rotating)`,
  TERMOS.map((t) => `/api/clientes/busca?search=${encodeURIComponent(t)}`),
  { authorization: `Bearer ${token}` },
);
const leve = await medir(
  'GET /api/cidades-atendidas (authenticated, tiny: auth + tenant transaction)',
  ['/api/cidades-atendidas'],
  { authorization: `Bearer ${token}` },
);
const lista = await medir('GET /api/clientes?search=silva&per_page=50', ['/api/clientes?search=silva&per_page=50'], {
  authorization: `Bearer ${token}`,
});

// single-request latency per term (server side work for one typed query)
const porTermo: Record<string, number> = {};
for (const t of TERMOS) {
  const times: number[] = [];
  for (let k = 0; k < 7; k++) {
    const s = performance.now();
    const res = await fetch(`${base}/api/clientes/busca?search=${encodeURIComponent(t)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    times.push(performance.now() - s);
  }
  porTermo[t] = Math.round(times.sort((a, b) => a - b)[3]! * 10) / 10;
}
console.log(
  JSON.stringify({
    banco: usePglite ? 'PGlite' : 'PostgreSQL',
    clientes_total: n,
    clientes_empresa_1: N,
    seed_ms: Math.round(seedMs),
    mediana_ms_por_termo: porTermo,
  }),
);
console.log(
  `\nbusca/hello = ${((busca.req_s / hello.req_s) * 100).toFixed(1)} %; busca/rota autenticada mínima = ${((busca.req_s / leve.req_s) * 100).toFixed(1)} %; lista/hello = ${((lista.req_s / hello.req_s) * 100).toFixed(1)} %`,
);
await app.close();
await database.close();
if (KEEP) console.log('database kept');
else await drop();
