// Bench: the tables board and a tab's read on a full dining room — 100 tables, each with an open tab, 3,000 open
// items between them (30 per tab, half sent in batches) and a partial payment on every third tab — beside a Fastify
// hello-world route in the same process and run. GET /api/mesas/painel is what every waiter's board refetches on each
// change in the room; GET /api/comandas/{id} is the tab screen's read after each change of that tab.
//
//   PGlite:     npx tsx bench/mesas.ts
//   PostgreSQL: npx tsx bench/mesas.ts --pg   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//
// Options: --mesas=100 --itens=3000 --duracao=8 --conexoes=10
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { abrirBanco } from './banco.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const usePg = process.argv.includes('--pg');
const MESAS = Number(arg('mesas', '100'));
const ITENS = Number(arg('itens', '3000'));
const DURACAO = Number(arg('duracao', '8'));
const CONEXOES = Number(arg('conexoes', '10'));

const { database, drop } = await abrirBanco('mesas', usePg);
const db = database.db;
await migrate(database);
const senha = await hashPassword('bench-senha-1');
await db.execute(sql`INSERT INTO empresas (nome) VALUES ('Bench Mesas'), ('Outra')`);
await db.execute(sql`INSERT INTO usuarios (empresa_id, nome, email, senha_hash, role)
  VALUES (1, 'Garçom', 'bench@teste.com', ${senha}, 'gerente')`);
await db.execute(sql`INSERT INTO mesas (empresa_id, nome, area, lugares)
  SELECT 1, g::text, CASE WHEN g % 4 = 0 THEN 'Varanda' ELSE 'Salão' END, 4 FROM generate_series(1, ${MESAS}) g`);
await db.execute(sql`INSERT INTO comandas (empresa_id, mesa_id, grupo_nome, pessoas_qtd, garcom_id, aberta_em)
  SELECT 1, id, 'Grupo ' || id, 1 + id % 6, 1, now() - make_interval(mins => (id % 120)::int) FROM mesas WHERE empresa_id = 1`);
await db.execute(sql`INSERT INTO comanda_lotes (empresa_id, comanda_id, numero, itens)
  SELECT 1, id, 1, '{"mesa":"x","comanda":null,"garcom":null,"numero_lote":1,"enviado_em":"2026-01-01T00:00:00Z","itens":[]}'::jsonb
  FROM comandas WHERE empresa_id = 1`);
await db.execute(sql`INSERT INTO comanda_itens (empresa_id, comanda_id, nome, quantidade, preco_unitario_centavos, status, lote_id,
    sabores, complementos)
  SELECT 1, c.id, 'Item ' || g, 1 + g % 3, 500 + (g * 37) % 5000,
    CASE WHEN g % 2 = 0 THEN 'enviado' ELSE 'pendente' END,
    CASE WHEN g % 2 = 0 THEN (SELECT l.id FROM comanda_lotes l WHERE l.comanda_id = c.id) END,
    '["Calabresa","Mussarela"]'::jsonb, '[{"categoryName":"Borda","complementName":"Catupiry","quantity":1}]'::jsonb
  FROM comandas c, generate_series(1, ${Math.ceil(ITENS / MESAS)}) g WHERE c.empresa_id = 1`);
await db.execute(sql`INSERT INTO comanda_pagamentos (empresa_id, comanda_id, forma_nome, forma_tipo, valor_base_itens_centavos,
    aplicar_taxa_servico, taxa_servico_centavos, total_centavos, valor_recebido_centavos)
  SELECT 1, id, 'Pix', 'pix', 2000, true, 200, 2200, 2200 FROM comandas WHERE empresa_id = 1 AND id % 3 = 0`);
await db.execute(sql`ANALYZE`);
const [{ n: itens } = { n: 0 }] = (
  (await db.execute(sql`SELECT count(*)::int AS n FROM comanda_itens`)) as unknown as { rows: { n: number }[] }
).rows;

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
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@teste.com', senha: 'bench-senha-1' }),
});
const token = ((await login.json()) as { access_token: string }).access_token;

async function medir(titulo: string, path: string) {
  const r = await autocannon({
    url: `${base}${path}`,
    connections: CONEXOES,
    duration: DURACAO,
    headers: { authorization: `Bearer ${token}` },
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

await autocannon({ url: `${base}/hello`, connections: CONEXOES, duration: 2 });
const hello = await medir('GET /hello (Fastify hello-world)', '/hello');
const painel = await medir(`GET /api/mesas/painel (${MESAS} tables, ${itens} open items)`, '/api/mesas/painel');
const comanda = await medir(`GET /api/comandas/{id} (one tab, ${Math.ceil(ITENS / MESAS)} items)`, '/api/comandas/7');
const pct = (x: { req_s: number }) => `${((x.req_s / hello.req_s) * 100).toFixed(1)} %`;
console.log(
  `\nbanco ${usePg ? 'PostgreSQL' : 'PGlite'}; painel/hello = ${pct(painel)}; comanda/hello = ${pct(comanda)}`,
);
await app.close();
await database.close();
await drop();
