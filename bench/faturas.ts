// Bench: the invoice reads. GET /api/faturas/aviso runs on every page load of every manager (the shell's banner);
// GET /api/mw/faturas is the superadmin's list over all businesses (25 a page, the "vencida" filter reads each
// business's timezone); POST /api/mw/faturas/gerar bills a month for every business in one statement. Beside a
// Fastify hello-world route in the same process and run. Figures go to docs/PERFORMANCE.md.
//
//   npx tsx bench/faturas.ts            (PGlite)
//   npx tsx bench/faturas.ts --pg       (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//
// Options: --empresas=2000 (each with 24 months of invoices) --duracao=5 --conexoes=10
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { abrirBanco } from './banco.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const usePg = process.argv.includes('--pg');
const EMPRESAS = Number(arg('empresas', '2000'));
const DURACAO = Number(arg('duracao', '5'));
const CONEXOES = Number(arg('conexoes', '10'));

const { database, drop } = await abrirBanco('faturas', usePg);
const db = database.db;
await migrate(database);
const senha = await hashPassword('bench-senha-1');
await db.execute(sql`INSERT INTO empresas (nome) SELECT 'Empresa ' || g FROM generate_series(1, ${EMPRESAS}) g`);
await db.execute(sql`INSERT INTO usuarios (empresa_id, nome, email, senha_hash, role, superadmin)
  VALUES (1, 'Gerente', 'gerente@bench.com', ${senha}, 'gerente', false), (1, 'Super', 'super@bench.com', ${senha}, 'gerente', true)`);
// 24 months per business; the last two open (one overdue, one due in 3 days), the rest paid
await db.execute(sql`INSERT INTO faturas (empresa_id, mes, ano, valor_centavos, vencimento, status)
  SELECT e, 1 + (m % 12), 2024 + m / 12, 14990, current_date + (m - 22) * 30 - 3,
    CASE WHEN m >= 22 THEN 'aberta' ELSE 'paga' END
  FROM generate_series(1, ${EMPRESAS}) e, generate_series(0, 23) m`);
await db.execute(
  sql`UPDATE plataforma_cobranca SET pix_chave = '+5541998765432', pix_nome = 'Plataforma', pix_cidade = 'Curitiba'`,
);
await db.execute(sql`ANALYZE`);

const app = await buildApp(
  {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    jwtSecret: 'b'.repeat(40),
    encryptionKey: 'c'.repeat(40),
  },
  database,
  { logger: false },
);
app.get('/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
async function token(email: string) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: 'bench-senha-1' }),
  });
  return ((await r.json()) as { access_token: string }).access_token;
}
const gerente = await token('gerente@bench.com');
const sa = await token('super@bench.com');

async function medir(titulo: string, path: string, t?: string) {
  const r = await autocannon({
    url: `${base}${path}`,
    connections: CONEXOES,
    duration: DURACAO,
    ...(t ? { headers: { authorization: `Bearer ${t}` } } : {}),
  });
  const linha = {
    titulo,
    req_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non2xx: r.non2xx,
  };
  console.log(JSON.stringify(linha));
  return linha;
}

await autocannon({ url: `${base}/hello`, connections: CONEXOES, duration: 1 });
const hello = await medir('GET /hello (Fastify hello-world)', '/hello');
const aviso = await medir('GET /api/faturas/aviso (the banner)', '/api/faturas/aviso', gerente);
const lista = await medir('GET /api/mw/faturas (first page of all)', '/api/mw/faturas', sa);
const vencidas = await medir('GET /api/mw/faturas?status=vencida', '/api/mw/faturas?status=vencida', sa);
const t0 = performance.now();
const g = await fetch(`${base}/api/mw/faturas/gerar`, {
  method: 'POST',
  headers: { authorization: `Bearer ${sa}`, 'content-type': 'application/json' },
  body: JSON.stringify({ mes: 1, ano: 2030 }),
});
const gerarMs = Math.round(performance.now() - t0);
console.log(
  JSON.stringify({ titulo: `POST /api/mw/faturas/gerar (${EMPRESAS} empresas)`, ms: gerarMs, corpo: await g.json() }),
);
const pct = (x: { req_s: number }) => `${((x.req_s / hello.req_s) * 100).toFixed(1)} %`;
console.log(
  `\nbanco ${usePg ? 'PostgreSQL' : 'PGlite'}; aviso/hello = ${pct(aviso)}; mw lista/hello = ${pct(lista)}; vencidas/hello = ${pct(vencidas)}; gerar ${gerarMs} ms`,
);
await app.close();
await database.close();
await drop();
