// Bench: the printing routes every counter calls all service long, beside a Fastify hello-world route in the same
// process and run. POST /api/impressao/pendentes is the automatic printer's poll (every 5 s per printing computer;
// steady state: nothing waiting, on a busy day's board), POST /api/impressao/assinar is one RSA-2048 SHA-512
// signature plus its audit row (one or two per print). Figures go to docs/PERFORMANCE.md.
//
//   PGlite:     npx tsx bench/impressao.ts
//   PostgreSQL: npx tsx bench/impressao.ts --pg   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//
// Options: --pedidos=600 (orders in the last 24 h, 60 % from the site, all printed) --duracao=10 --conexoes=10
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { abrirBanco } from './banco.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const usePg = process.argv.includes('--pg');
const PEDIDOS = Number(arg('pedidos', '600'));
const DURACAO = Number(arg('duracao', '10'));
const CONEXOES = Number(arg('conexoes', '10'));
/** Signers: the limit is 60 signatures a minute per user, so the load spreads over many users. */
const USUARIOS = 100;

const { database, drop } = await abrirBanco('impressao', usePg);
const db = database.db;
await migrate(database);
const senha = await hashPassword('bench-senha-1');
await db.execute(sql`INSERT INTO empresas (nome) VALUES ('Bench Impressão'), ('Outra')`);
await db.execute(sql`INSERT INTO usuarios (empresa_id, nome, email, senha_hash, role)
  SELECT 1, 'Bench ' || g, 'bench' || g || '@teste.com', ${senha}, 'gerente' FROM generate_series(1, ${USUARIOS}) g`);
// a busy day: PEDIDOS orders over the last 24 h, 60 % from the site, already printed; older history on top
await db.execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, subtotal_itens_centavos,
    total_centavos, criado_em)
  SELECT 1, g, md5(g::text), 'delivery', CASE WHEN g % 5 < 3 THEN 'site' ELSE 'balcao' END,
    CASE WHEN g % 4 = 0 THEN 'preparacao' ELSE 'concluido' END, 5000, 5000,
    now() - make_interval(secs => (g * 86000 / ${PEDIDOS}))
  FROM generate_series(1, ${PEDIDOS}) g`);
await db.execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, subtotal_itens_centavos,
    total_centavos, criado_em)
  SELECT 1, ${PEDIDOS} + g, md5('h' || g), 'delivery', 'site', 'concluido', 5000, 5000, now() - make_interval(days => 1 + g % 300)
  FROM generate_series(1, 30000) g`);
await db.execute(sql`INSERT INTO impressao_marcas (empresa_id, pedido_id, impresso_em, impressora)
  SELECT 1, id, criado_em, 'ELGIN i9' FROM pedidos WHERE canal = 'site'`);
await db.execute(sql`ANALYZE`);

const app = await buildApp(
  {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    jwtSecret: 'b'.repeat(40),
    encryptionKey: 'c'.repeat(40),
    loginIpLimit: 100000,
  },
  database,
  { logger: false },
);
app.get('/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const tokens: string[] = [];
for (let i = 1; i <= USUARIOS; i++) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench${i}@teste.com`, senha: 'bench-senha-1' }),
  });
  tokens.push(((await r.json()) as { access_token: string }).access_token);
}
const gerar = await fetch(`${base}/api/impressao/certificado/gerar`, {
  method: 'POST',
  headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
  body: '{}',
});
if (gerar.status !== 201) throw new Error(`certificado: ${gerar.status}`);

async function medir(titulo: string, method: 'GET' | 'POST', path: string, corpo?: () => string) {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: CONEXOES,
    duration: DURACAO,
    requests: [
      {
        method,
        path,
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${tokens[i++ % tokens.length]}`, 'content-type': 'application/json' },
          ...(corpo ? { body: corpo() } : {}),
        }),
      },
    ],
  });
  const linha = {
    titulo,
    req_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.log(JSON.stringify(linha));
  return linha;
}

await autocannon({ url: `${base}/hello`, connections: CONEXOES, duration: 2 });
const hello = await medir('GET /hello (Fastify hello-world)', 'GET', '/hello');
const leve = await medir(
  'GET /api/impressao/configuracao (authenticated, tiny: auth + one-row tenant read)',
  'GET',
  '/api/impressao/configuracao',
);
let n = 0;
const pend = await medir('POST /api/impressao/pendentes (nothing waiting)', 'POST', '/api/impressao/pendentes', () =>
  JSON.stringify({ estacao: `estacao-${n++ % 4}-bench` }),
);
const assinar = await medir('POST /api/impressao/assinar', 'POST', '/api/impressao/assinar', () =>
  JSON.stringify({ request: crypto.createHash('sha256').update(String(n++)).digest('hex') }),
);
console.log(
  `\nbanco ${usePg ? 'PostgreSQL' : 'PGlite'}; configuracao/hello = ${((leve.req_s / hello.req_s) * 100).toFixed(1)} %; pendentes/hello = ${((pend.req_s / hello.req_s) * 100).toFixed(1)} %; assinar/hello = ${((assinar.req_s / hello.req_s) * 100).toFixed(1)} %`,
);
await app.close();
await database.close();
await drop();
