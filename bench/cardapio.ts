// Bench: the public menu by slug (GET /api/publico/cardapio/{slug}) on a full menu — 12 categories, 180 products
// (a third of them pizzas with sizes, flavours and crusts), 8 delivery areas — beside a Fastify hello-world route
// in the same process and run. The menu is what every phone opening a marketing link loads: it is cached per
// catalogue version, so after the first view no request reaches the database (only the open-now part is computed).
// Also measured: the gzipped answer phones get, a revalidation (If-None-Match → 304), and one view at a time cached
// versus right after a change (the cache rebuilt from the database: what every view would cost without it).
//
//   PGlite:     npx tsx bench/cardapio.ts
//   PostgreSQL: npx tsx bench/cardapio.ts --pg   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//
// Options: --produtos=180 --duracao=8 --conexoes=10
// Requests carry a rotating X-Forwarded-For (trustProxy on), so the per-address rate limit does not cap the bench.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { abrirBanco } from './banco.ts';
import { buildApp } from '../apps/api/src/app.ts';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const usePg = process.argv.includes('--pg');
const PRODUTOS = Number(arg('produtos', '180'));
const DURACAO = Number(arg('duracao', '8'));
const CONEXOES = Number(arg('conexoes', '10'));

const { database, drop } = await abrirBanco('cardapio', usePg);
const db = database.db;
await migrate(database);
await db.execute(sql`INSERT INTO empresas (nome, horarios_funcionamento) VALUES ('Bench Pizzaria', '{}'::jsonb)`);
await db.execute(sql`INSERT INTO sites (empresa_id, slug, texto_boas_vindas) VALUES (1, 'bench', 'Bem-vindo!')`);
await db.execute(
  sql`INSERT INTO categorias (empresa_id, nome, ordem) SELECT 1, 'Categoria ' || g, g FROM generate_series(1, 12) g`,
);
await db.execute(sql`INSERT INTO complementos (empresa_id, nome, tipo, min_escolhas, max_escolhas, obrigatorio)
  VALUES (1, 'Sabores', 'sabor', 1, 3, true), (1, 'Borda', 'borda', 0, 1, false), (1, 'Adicionais', 'adicional', 0, 5, false)`);
await db.execute(sql`INSERT INTO opcoes (empresa_id, nome) SELECT 1, 'Opção ' || g FROM generate_series(1, 30) g`);
await db.execute(sql`INSERT INTO complementos_opcoes (empresa_id, complemento_id, opcao_id, preco_centavos, precos_tamanho)
  SELECT 1, 1 + (o.id % 3), o.id, 200 + o.id * 10, '{"Grande": 500}'::jsonb FROM opcoes o`);
await db.execute(sql`INSERT INTO produtos (empresa_id, categoria_id, nome, descricao, tipo, preco_centavos, tamanhos, max_sabores)
  SELECT 1, 1 + g % 12, 'Produto ' || g, 'Descrição do produto ' || g || ' com ingredientes frescos',
    CASE WHEN g % 3 = 0 THEN 'pizza' ELSE 'simples' END, CASE WHEN g % 3 = 0 THEN 0 ELSE 1000 + g * 7 END,
    CASE WHEN g % 3 = 0 THEN '[{"nome":"Média","preco_centavos":4000},{"nome":"Grande","preco_centavos":5000}]'::jsonb
      ELSE '[]'::jsonb END,
    CASE WHEN g % 3 = 0 THEN 3 ELSE 1 END
  FROM generate_series(1, ${PRODUTOS}) g`);
await db.execute(sql`INSERT INTO produtos_complementos (empresa_id, produto_id, complemento_id, ordem)
  SELECT 1, p.id, c.id, c.id FROM produtos p, complementos c WHERE p.tipo = 'pizza'`);
await db.execute(sql`INSERT INTO areas_entrega (empresa_id, nome, bairros, taxa_entrega_centavos, pedido_minimo_centavos)
  SELECT 1, 'Área ' || g, ARRAY['Bairro ' || g, 'Bairro ' || (g + 10)], 500 + g * 100, 2000 FROM generate_series(1, 8) g`);
await db.execute(sql`ANALYZE`);

const app = await buildApp(
  {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    jwtSecret: 'b'.repeat(40),
    encryptionKey: 'c'.repeat(40),
    trustProxy: true,
  },
  database,
  { logger: false },
);
app.get('/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const MENU = '/api/publico/cardapio/bench';
const primeira = await fetch(`${base}${MENU}`);
const etag = primeira.headers.get('etag')!;
const bytes = (await primeira.text()).length;

let n = 0;
const ipRotativo = (headers: Record<string, string> = {}) => [
  {
    setupRequest: (req: { headers?: Record<string, string> }) => ({
      ...req,
      headers: {
        ...req.headers,
        ...headers,
        'x-forwarded-for': `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
    }),
  },
];

async function medir(titulo: string, path: string, headers: Record<string, string> = {}, antes?: () => void) {
  const r = await autocannon({
    url: `${base}${path}`,
    connections: CONEXOES,
    duration: DURACAO,
    requests: ipRotativo(headers).map((q) => ({
      setupRequest: (req) => {
        antes?.();
        return q.setupRequest(req);
      },
    })),
  });
  const linha = {
    titulo,
    req_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    '2xx': r['2xx'],
    '3xx': r['3xx'],
    outros: r['4xx'] + r['5xx'] + r.errors,
  };
  console.log(JSON.stringify(linha));
  return linha;
}

/** Mean ms of one view, one at a time: cached, or right after a change was notified (the cache rebuilt). */
async function vistaSequencial(frio: boolean, vezes = 20): Promise<number> {
  let total = 0;
  for (let i = 0; i < vezes; i++) {
    if (frio) {
      await db.execute(sql`SELECT pg_notify('cardapio_versao', '1')`);
      await new Promise((r) => setTimeout(r, 50)); // the notification reaches the listener
    }
    const t0 = performance.now();
    await (await fetch(`${base}${MENU}`, { headers: { 'x-forwarded-for': `10.9.9.${i}` } })).text();
    total += performance.now() - t0;
  }
  return Math.round((total / vezes) * 10) / 10;
}

await autocannon({ url: `${base}/hello`, connections: CONEXOES, duration: 2 });
const hello = await medir('GET /hello (Fastify hello-world)', '/hello');
const menu = await medir(`GET ${MENU} (${PRODUTOS} products, ${bytes} bytes, cached)`, MENU);
const menuGz = await medir(`GET ${MENU} with Accept-Encoding: gzip (cached gzip)`, MENU, { 'accept-encoding': 'gzip' });
const m304 = await medir(`GET ${MENU} with If-None-Match (304)`, MENU, { 'if-none-match': etag });
const msQuente = await vistaSequencial(false);
const msFrio = await vistaSequencial(true);
console.log(JSON.stringify({ titulo: 'one view at a time, mean ms', em_cache: msQuente, apos_mudanca: msFrio }));
const pct = (x: { req_s: number }) => `${((x.req_s / hello.req_s) * 100).toFixed(1)} %`;
console.log(
  `\nbanco ${usePg ? 'PostgreSQL' : 'PGlite'}; menu/hello = ${pct(menu)}; gzip/hello = ${pct(menuGz)}; 304/hello = ${pct(m304)}`,
);
await app.close();
await database.close();
await drop();
