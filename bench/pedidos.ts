// Orders benchmark: board poll (full and 304), history pages, order creation, each beside Fastify's
// hello-world in the same run; EXPLAIN (ANALYZE, BUFFERS) of the board and history queries; the same reads on
// PGlite. Figures and method: docs/PERFORMANCE.md, section "Pedidos".
//
//   npx tsx bench/pedidos.ts                  full run: seed 1,000,000 orders on PostgreSQL, 3 × 10 s per figure, PGlite 50k
//   npx tsx bench/pedidos.ts --quick          3 × 3 s runs (and 1 s warm-ups)
//   npx tsx bench/pedidos.ts --no-pg --pglite-disk [--pglite-fsync=0]   PGlite on a temporary folder (durable
//                                             commits unless fsync 0), with order creation measured there too
//   npx tsx bench/pedidos.ts --orders=100000  smaller seed (the history shortens; busy businesses keep 20–50 orders/day)
//   npx tsx bench/pedidos.ts --keep           keep the database bench_pedidos (and reuse it next time if it exists)
//   other options: --runs=3 --duration=10 --connections=10 --pglite-orders=50000 --pglite-duration=5 --no-pglite --no-pg
//   --db-name=bench_pedidos   the database's name (two people benchmarking on one PostgreSQL use two names)
//   --only=hello,304,p1        run only these scenarios (hello, full, 304, p1, p200, p200data, plans, create); hello always runs
//
// Needs a local PostgreSQL at postgres://postgres@127.0.0.1:5432 (trust auth); it creates and drops bench_pedidos.
// Results: stdout, and bench/.out/ (results-*.json, summary-*.md, plan-*.txt; gitignored).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import pg from 'pg';
import autocannon from 'autocannon';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { comoEmpresaId, type TenantTx } from '../apps/api/src/db/tenant.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';
import { quadroTexto } from '../apps/api/src/modules/pedidos/queries/consulta.ts';
import { contar, pagina } from '../apps/api/src/modules/pedidos/queries/historico.ts';
import type { PedidosQuery } from '@app/shared/schemas/pedidos-consulta.ts';
import {
  BENCH_SENHA,
  planSeed,
  seedPedidos,
  SABORES,
  type Runner,
  type SeedPlan,
  type SeedResult,
} from './seed-pedidos.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, '.out');
fs.mkdirSync(OUT, { recursive: true });

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const num = (name: string, def: number) => {
  const v = argv.find((a) => a.startsWith(`--${name}=`));
  return v ? Number(v.slice(name.length + 3)) : def;
};
const QUICK = flag('quick');
const KEEP = flag('keep');
const ORDERS = num('orders', 1_000_000);
const RUNS = num('runs', 3);
const DURATION = num('duration', QUICK ? 3 : 10);
const WARMUP = QUICK ? 1 : 3;
const CONNECTIONS = num('connections', 10);
const PGLITE_ORDERS = num('pglite-orders', 50_000);
const PGLITE_DURATION = num('pglite-duration', QUICK ? 3 : 5);
const PGLITE_DISK = flag('pglite-disk');
const PGLITE_FSYNC = num('pglite-fsync', 1);
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = argv.find((a) => a.startsWith('--db-name='))?.slice(10) ?? 'bench_pedidos';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error('--db-name: lower-case letters, digits and _ only');
const ONLY = argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
/** Whether a scenario runs (all of them without --only). */
const runs = (scenario: string) => !ONLY || scenario === 'hello' || ONLY.includes(scenario);
const DB_URL = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
const STAMP = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

const log = (m: string) => console.log(m);

// autocannon parses responses with http-parser-js, which lets a Content-Length header give a 304 a body. RFC 9112
// §6.3: a 304 "is always terminated by the first empty line after the header fields, regardless of the header
// fields present". The API's 304 carries `content-length: 4` (see docs/PERFORMANCE.md), so unpatched autocannon
// waits forever for 4 bytes and records 0 responses. Browsers and Node's own client end the 304 at the headers;
// this makes autocannon do the same.
{
  const requireFromAutocannon = createRequire(createRequire(import.meta.url).resolve('autocannon'));
  const { HTTPParser } = requireFromAutocannon('http-parser-js') as {
    HTTPParser: { prototype: Record<string, unknown> };
  };
  const proto = HTTPParser.prototype as {
    HEADER: (this: ParserState) => unknown;
    nextRequest: (this: ParserState) => void;
  };
  interface ParserState {
    state: string;
    info: { statusCode?: number };
    nextRequest(): void;
  }
  const header = proto.HEADER;
  proto.HEADER = function (this: ParserState) {
    const r = header.call(this);
    if (this.state === 'BODY_SIZED' && this.info.statusCode === 304) this.nextRequest();
    return r;
  };
}

// ---------------------------------------------------------------- measurement

interface Figure {
  db: string;
  label: string;
  path: string;
  runs: number[];
  req_s: number;
  p50: number;
  p99: number;
  p99_max: number;
  statuses: Record<string, number>;
  errors: number;
  ratio_hello?: number;
  bytes_per_req?: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

interface Load {
  base: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** per-request body/headers (order creation) */
  setup?: () => { body?: string; headers?: Record<string, string> };
  /** called before each run (e.g. to refresh the ETag); returns headers for the run */
  before?: () => Promise<Record<string, string> | void>;
}

async function measure(db: string, label: string, load: Load, duration: number): Promise<Figure> {
  const once = async (d: number, extra: Record<string, string>) =>
    autocannon({
      url: load.base,
      connections: CONNECTIONS,
      duration: d,
      pipelining: 1,
      requests: [
        {
          method: load.method ?? 'GET',
          path: load.path,
          headers: { ...load.headers, ...extra },
          ...(load.setup
            ? {
                setupRequest: (req) => {
                  const s = load.setup!();
                  return { ...req, body: s.body ?? req.body, headers: { ...req.headers, ...s.headers } };
                },
              }
            : {}),
        },
      ],
    });
  const warmHeaders = (await load.before?.()) ?? {};
  await once(WARMUP, warmHeaders);
  const runs: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const h = (await load.before?.()) ?? {};
    runs.push(await once(duration, h));
  }
  const statuses: Record<string, number> = {};
  for (const r of runs)
    for (const k of ['1xx', '2xx', '3xx', '4xx', '5xx'] as const) if (r[k]) statuses[k] = (statuses[k] ?? 0) + r[k];
  const f: Figure = {
    db,
    label,
    path: `${load.method ?? 'GET'} ${load.path}`,
    runs: runs.map((r) => Math.round(r.requests.average)),
    req_s: Math.round(median(runs.map((r) => r.requests.average)) * 10) / 10,
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    p99_max: Math.max(...runs.map((r) => r.latency.p99)),
    statuses,
    errors: runs.reduce((a, r) => a + r.errors + r.timeouts, 0),
    bytes_per_req: Math.round(median(runs.map((r) => r.throughput.average / Math.max(1, r.requests.average)))),
  };
  log(
    `  ${db} ${label}: ${f.req_s} req/s (runs ${f.runs.join(' / ')}), p50 ${f.p50} ms, p99 ${f.p99} ms (max ${f.p99_max}), ${JSON.stringify(statuses)}${f.errors ? `, ${f.errors} errors` : ''}`,
  );
  return f;
}

// ---------------------------------------------------------------- server child

interface Ready {
  bench: 'ready';
  kind: string;
  api: number;
  hello: number;
  seed?: SeedResult;
}

async function startServer(args: string[]): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts'), ...args], {
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout! });
    rl.on('line', (line) => {
      if (line.startsWith('{"bench":"ready"')) resolve(JSON.parse(line) as Ready);
      else if (line.trim()) process.stdout.write(`  [server] ${line.slice(0, 300)}\n`);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

// ---------------------------------------------------------------- API helpers

async function login(base: string, empresa: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: `gerente${empresa}@bench.local`, senha: BENCH_SENHA }).toString(),
  });
  if (res.status !== 200) throw new Error(`login ${empresa}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function getJson(base: string, p: string, token: string) {
  const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${text.slice(0, 300)}`);
  return { etag: res.headers.get('etag') ?? '', bytes: Buffer.byteLength(text), json: JSON.parse(text) as unknown };
}

const BUCKET_MS = 5 * 60 * 1000; // pedidos/routes.ts: the board ETag changes every 5 minutes
/** Waits past the next 5-minute ETag bucket boundary if it would fall inside the coming run. */
async function clearOfBucket(seconds: number) {
  const left = BUCKET_MS - (Date.now() % BUCKET_MS);
  if (left < (seconds + 2) * 1000) {
    log(`  (waiting ${Math.ceil(left / 1000)} s for the board ETag's 5-minute bucket to turn)`);
    await new Promise((r) => setTimeout(r, left + 200));
  }
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;

function historyPaths(days: number) {
  const filtros = 'status=concluido&tipo=delivery';
  const ini = ymd(new Date(Date.now() - Math.min(300, days - 2) * DAY));
  const fim = ymd(new Date(Date.now() - DAY));
  return {
    p1: `/api/pedidos?page=1&per_page=50&${filtros}`,
    p200: `/api/pedidos?page=200&per_page=50&${filtros}`,
    p200data: `/api/pedidos?page=200&per_page=50&data_ini=${ini}&data_fim=${fim}&sort_field=total_pedido`,
    ini,
    fim,
  };
}

/** The read scenarios (hello, board full, board 304, history ×3), the same on PostgreSQL and PGlite. */
async function readScenarios(db: string, ready: Ready, plan: SeedPlan, empresa: number, duration: number) {
  const api = `http://127.0.0.1:${ready.api}`;
  const token = await login(api, empresa);
  const auth = { authorization: `Bearer ${token}` };
  const board = '/api/pedidos?last_hours=24';
  const first = await getJson(api, board, token);
  const boardCount = (first.json as unknown[]).length;
  log(
    `  ${db}: business ${empresa} (${plan.perBusiness[empresa - 1]} orders): board ${boardCount} orders, ${first.bytes} B, ETag ${first.etag}`,
  );
  const h = historyPaths(plan.days);
  const info: Record<string, unknown> = {
    empresa,
    orders: plan.perBusiness[empresa - 1],
    board_orders: boardCount,
    board_bytes: first.bytes,
  };
  for (const [k, p] of [
    ['p1', h.p1],
    ['p200', h.p200],
    ['p200data', h.p200data],
  ] as const) {
    const r = await getJson(api, p, token);
    const pg = r.json as { items: unknown[]; total: number };
    info[`history_${k}`] = { items: pg.items.length, total: pg.total, bytes: r.bytes };
    log(`  ${db}: ${p} → ${pg.items.length} items of ${pg.total}, ${r.bytes} B`);
    if (pg.items.length === 0) log(`  WARNING: ${p} is empty (the seed is too small for page 200)`);
  }
  const out: Figure[] = [];
  out.push(
    await measure(
      db,
      'hello-world (bare Fastify)',
      { base: `http://127.0.0.1:${ready.hello}`, path: '/hello' },
      duration,
    ),
  );
  if (runs('full'))
    out.push(await measure(db, 'board, full answer (200)', { base: api, path: board, headers: auth }, duration));
  if (runs('304'))
    out.push(
      await measure(
        db,
        'board, If-None-Match (304)',
        {
          base: api,
          path: board,
          headers: auth,
          before: async () => {
            await clearOfBucket(duration);
            return { 'if-none-match': (await getJson(api, board, token)).etag };
          },
        },
        duration,
      ),
    );
  if (runs('p1'))
    out.push(
      await measure(db, 'history page 1 (concluido, delivery)', { base: api, path: h.p1, headers: auth }, duration),
    );
  if (runs('p200'))
    out.push(
      await measure(db, 'history page 200 (concluido, delivery)', { base: api, path: h.p200, headers: auth }, duration),
    );
  if (runs('p200data'))
    out.push(
      await measure(
        db,
        `history page 200 (data_ini..data_fim, sort total_pedido)`,
        { base: api, path: h.p200data, headers: auth },
        duration,
      ),
    );
  const hello = out[0]!.req_s;
  for (const f of out) f.ratio_hello = Math.round((f.req_s / hello) * 1000) / 10;
  return { figures: out, info };
}

/** POST /api/pedidos: delivery orders for existing customers (pizza half-and-half + drinks), priced by /cotacao first. */
async function createScenario(
  db: string,
  ready: Ready,
  plan: SeedPlan,
  empresa: number,
  duration: number,
  hello: number,
): Promise<{ figure: Figure; info: Record<string, unknown> }> {
  const api = `http://127.0.0.1:${ready.api}`;
  const token = await login(api, empresa);
  const e = empresa - 1;
  const cliBase = plan.clientesPerBusiness.slice(0, e).reduce((a, b) => a + b, 0);
  const bodies: string[] = [];
  for (let i = 0; i < 20; i++) {
    const cliente = cliBase + 1 + ((i * 137) % plan.clientesPerBusiness[e]!);
    const sabor = 1 + (i % SABORES.length);
    const draft = {
      tipo: 'delivery',
      canal: 'telefone',
      cliente_id: cliente,
      endereco_id: cliente, // the seed gives address id = customer id
      itens: [
        {
          produto_id: e * 50 + sabor,
          quantidade: 1,
          tamanho: i % 3 ? 'Grande' : 'Média',
          opcoes: [
            { complemento_id: e * 2 + 1, opcao_id: e * 11 + sabor },
            { complemento_id: e * 2 + 1, opcao_id: e * 11 + 1 + (sabor % 10) },
            ...(i % 4 === 0 ? [{ complemento_id: e * 2 + 2, opcao_id: e * 11 + 11 }] : []),
          ],
        },
        { produto_id: e * 50 + 21 + (i % 10), quantidade: 2 },
        ...(i % 2 ? [{ produto_id: e * 50 + 11 + (i % 10), quantidade: 1, observacao: 'sem cebola' }] : []),
      ],
      observacao: 'Interfone 12',
    };
    const res = await fetch(`${api}/api/pedidos/cotacao`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(draft),
    });
    const cot = (await res.json()) as { total_pedido: number };
    if (res.status !== 200) throw new Error(`cotacao: ${res.status} ${JSON.stringify(cot)}`);
    // forma_pagamento_padrao_id 2 = Pix (second standard method inserted by migration 0002)
    bodies.push(JSON.stringify({ ...draft, pagamentos: [{ forma_pagamento_padrao_id: 2, valor: cot.total_pedido }] }));
  }
  const probe = await fetch(`${api}/api/pedidos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: bodies[0],
  });
  const created = (await probe.json()) as { numero_pedido: number; total_pedido: number };
  if (probe.status !== 201) throw new Error(`POST /api/pedidos: ${probe.status} ${JSON.stringify(created)}`);
  log(`  ${db}: order creation probe → 201, número ${created.numero_pedido}, total ${created.total_pedido}`);
  let n = 0;
  const figure = await measure(
    db,
    'order creation POST /api/pedidos',
    {
      base: api,
      path: '/api/pedidos',
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      setup: () => ({ body: bodies[n % bodies.length]!, headers: { 'idempotency-key': `bench-${STAMP}-${n++}` } }),
    },
    duration,
  );
  figure.ratio_hello = Math.round((figure.req_s / hello) * 1000) / 10;
  return { figure, info: { empresa, bodies: bodies.length, created_during_bench: n } };
}

// ---------------------------------------------------------------- PostgreSQL: database, seed, plans

function pgRunner(client: pg.Client): Runner {
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
  };
}

async function preparePg(): Promise<{ plan: SeedPlan; seed: SeedResult | null; reused: boolean }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (
    await admin.query("SELECT shobj_description(oid, 'pg_database') AS meta FROM pg_database WHERE datname = $1", [
      DB_NAME,
    ])
  ).rows[0] as { meta: string | null } | undefined;
  if (KEEP && exists?.meta) {
    const meta = JSON.parse(exists.meta) as { plan: SeedPlan; seed: SeedResult; seeded_at: string };
    if (meta.plan.orders === ORDERS) {
      await admin.end();
      log(
        `PostgreSQL: reusing ${DB_NAME} (seeded ${meta.seeded_at}, ${meta.plan.orders} orders; "last 24 h" drifts with time)`,
      );
      return { plan: meta.plan, seed: meta.seed, reused: true };
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const database = openPostgres(DB_URL, 2);
  await migrate(database);
  await database.close();
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const plan = planSeed(ORDERS);
  log(
    `PostgreSQL: seeding ${DB_NAME}: ${plan.empresas} businesses (${plan.busy} busy), ${plan.orders} orders over ${plan.days} days`,
  );
  const hashT = performance.now();
  const senhaHash = await hashPassword(BENCH_SENHA);
  const hashMs = Math.round(performance.now() - hashT);
  const seed = await seedPedidos(pgRunner(client), plan, senhaHash, log);
  seed.steps.unshift({ step: 'argon2 hash (once)', ms: hashMs });
  const [{ size }] = (await client.query(`SELECT pg_size_pretty(pg_database_size('${DB_NAME}')) AS size`)).rows as [
    { size: string },
  ];
  seed.counts = { ...seed.counts, db_size: size as unknown as number };
  await client.end();
  const meta = JSON.stringify({
    plan: { ...plan, perBusiness: plan.perBusiness, clientesPerBusiness: plan.clientesPerBusiness },
    seed,
    seeded_at: new Date().toISOString(),
  });
  await admin.query(`COMMENT ON DATABASE ${DB_NAME} IS ${pg.escapeLiteral(meta)}`);
  await admin.end();
  log(`PostgreSQL: seeded in ${(seed.totalMs / 1000).toFixed(1)} s: ${JSON.stringify(seed.counts)}`);
  return { plan, seed, reused: false };
}

/** The SQL the API sends, captured from the real query builders (queries/consulta.ts) with a recording transaction. */
async function capture(
  empresa: number,
  fn: (tx: TenantTx) => Promise<unknown>,
): Promise<{ sql: string; params: unknown[] }[]> {
  const seen: SQL[] = [];
  const tx = {
    empresaId: comoEmpresaId(empresa),
    execute: async (q: SQL) => {
      seen.push(q);
      return { rows: [{ total: 0, t: '[]' }] };
    },
  } as unknown as TenantTx;
  await fn(tx);
  const dialect = new PgDialect();
  return seen.map((q) => dialect.sqlToQuery(q));
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const BIG = ['pedidos', 'pedido_itens', 'pedido_pagamentos', 'clientes', 'enderecos', 'entregadores', 'empresas'];

function checkPlan(root: PlanNode, limit: number): { ok: boolean; problems: string[]; scans: string[] } {
  const problems: string[] = [];
  const scans: string[] = [];
  const walk = (n: PlanNode) => {
    if (n['Relation Name'] || n['Index Name']) {
      const rows = n['Actual Rows'] * n['Actual Loops'] + (n['Rows Removed by Filter'] ?? 0) * n['Actual Loops'];
      const cond = n['Index Cond'] ?? n['Recheck Cond'] ?? '';
      scans.push(
        `${n['Node Type']} ${n['Relation Name'] ?? ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''} rows=${rows}${cond ? ` cond=${cond}` : ''}`,
      );
      const rel = n['Relation Name'] ?? '';
      if (n['Node Type'] === 'Seq Scan' && BIG.includes(rel)) problems.push(`Seq Scan on ${rel}`);
      if (
        n['Node Type'] === 'Index Scan' ||
        n['Node Type'] === 'Index Only Scan' ||
        n['Node Type'] === 'Bitmap Index Scan'
      ) {
        const relOk = rel === 'empresas' || /\bid\b/.test(cond);
        if (!/empresa_id/.test(cond) && !relOk)
          problems.push(`${n['Node Type']} ${n['Index Name']} without empresa_id in its condition`);
      }
      if (rows > limit)
        problems.push(
          `${n['Node Type']} ${rel || n['Index Name']} touched ${rows} rows (> ${limit}, one business's rows)`,
        );
    }
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(root);
  return { ok: problems.length === 0, problems, scans };
}

async function explainAll(plan: SeedPlan, empresa: number) {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const h = historyPaths(plan.days);
  const q = (s: string) => Object.fromEntries(new URLSearchParams(s.split('?')[1]).entries()) as Record<string, string>;
  const asQuery = (s: string): PedidosQuery => {
    const o = q(s);
    return { ...o, page: Number(o.page), per_page: Number(o.per_page) } as unknown as PedidosQuery;
  };
  const queries: { name: string; sql: string; params: unknown[] }[] = [];
  const [board] = await capture(empresa, (tx) => quadroTexto(tx, 24));
  queries.push({ name: 'board', ...board! });
  for (const [name, p] of [
    ['history-p1', h.p1],
    ['history-p200', h.p200],
    ['history-p200-data-total', h.p200data],
  ] as const) {
    const [count] = await capture(empresa, (tx) => contar(tx, asQuery(p)));
    const [items] = await capture(empresa, (tx) => pagina(tx, asQuery(p), undefined));
    queries.push({ name: `${name}-count`, ...count! }, { name: `${name}-items`, ...items! });
  }
  const [{ itens }] = (
    await client.query('SELECT count(*)::int AS itens FROM pedido_itens WHERE empresa_id = $1', [empresa])
  ).rows as [{ itens: number }];
  const limit = Math.max(plan.perBusiness[empresa - 1]!, itens);
  const results: {
    name: string;
    ok: boolean;
    problems: string[];
    ms: number;
    planning_ms: number;
    shared_hit: number;
    shared_read: number;
    top: string;
    scans: string[];
  }[] = [];
  for (const qq of queries) {
    const run = async (fmt: string) => {
      await client.query('BEGIN');
      // exactly like withTenant(): tenant setting + the RLS role
      await client.query(`SELECT set_config('app.empresa_id', $1, true), set_config('role', 'app_tenant', true)`, [
        String(empresa),
      ]);
      const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS${fmt}) ${qq.sql}`, qq.params);
      await client.query('ROLLBACK');
      return r.rows;
    };
    await run(''); // warm
    const text = (await run('')).map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    const json = (await run(', FORMAT JSON'))[0]['QUERY PLAN'][0] as {
      Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      'Execution Time': number;
      'Planning Time': number;
    };
    const c = checkPlan(json.Plan, limit);
    fs.writeFileSync(
      path.join(OUT, `plan-pg-${qq.name}.txt`),
      `-- ${qq.name}, empresa ${empresa}\n-- params: ${JSON.stringify(qq.params)}\n${qq.sql}\n\n${text}\n\n-- check: ${c.ok ? 'OK' : c.problems.join('; ')}\n-- scans:\n${c.scans.map((s) => `--   ${s}`).join('\n')}\n`,
    );
    results.push({
      name: qq.name,
      ok: c.ok,
      problems: c.problems,
      ms: Math.round(json['Execution Time'] * 100) / 100,
      planning_ms: Math.round(json['Planning Time'] * 100) / 100,
      shared_hit: json.Plan['Shared Hit Blocks'],
      shared_read: json.Plan['Shared Read Blocks'],
      top: text.split('\n')[0]!,
      scans: c.scans,
    });
    log(
      `  plan ${qq.name}: ${c.ok ? 'OK' : `PROBLEM ${c.problems.join('; ')}`} — exec ${json['Execution Time'].toFixed(2)} ms, buffers hit ${json.Plan['Shared Hit Blocks']} read ${json.Plan['Shared Read Blocks']}`,
    );
  }
  await client.end();
  return results;
}

// ---------------------------------------------------------------- main

const started = performance.now();
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  host: os.hostname(),
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  mem_gb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadavg_start: os.loadavg().map((x) => Math.round(x * 100) / 100),
  args: argv,
  runs: RUNS,
  duration: DURATION,
  connections: CONNECTIONS,
};
const figures: Figure[] = [];
let children: ChildProcess[] = [];
const cleanup = async () => {
  for (const c of children) await stopServer(c);
  children = [];
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  if (!flag('no-pg')) {
    const { plan, seed, reused } = await preparePg();
    report.pg = {
      plan: { orders: plan.orders, empresas: plan.empresas, busy: plan.busy, days: plan.days },
      seed: seed && { totalMs: seed.totalMs, steps: seed.steps, counts: seed.counts },
      reused,
    };
    const versions = new pg.Client({ connectionString: DB_URL });
    await versions.connect();
    (report.pg as Record<string, unknown>).server = (await versions.query('SELECT version()')).rows[0].version;
    await versions.end();
    const { child, ready } = await startServer([`--db=${DB_URL}`]);
    children.push(child);
    const empresa = plan.busy; // the busiest business (50 orders/day)
    log(
      `PostgreSQL: API on :${ready.api}, hello on :${ready.hello}; measuring (${RUNS} × ${DURATION} s, ${CONNECTIONS} connections)`,
    );
    const reads = await readScenarios('PG', ready, plan, empresa, DURATION);
    figures.push(...reads.figures);
    (report.pg as Record<string, unknown>).reads = reads.info;
    if (!ONLY || ONLY.includes('plans')) {
      log('PostgreSQL: EXPLAIN (ANALYZE, BUFFERS) as the tenant role');
      (report.pg as Record<string, unknown>).plans = await explainAll(plan, empresa);
    }
    // creation last, on another busy business, so the measured board and history stay as seeded
    if (runs('create')) {
      const c = await createScenario('PG', ready, plan, Math.max(1, plan.busy - 1), DURATION, reads.figures[0]!.req_s);
      figures.push(c.figure);
      (report.pg as Record<string, unknown>).create = c.info;
    }
    await cleanup();
  }
  if (!flag('no-pglite')) {
    log(`PGlite: seeding ${PGLITE_ORDERS} orders in memory inside the server process`);
    const dir = PGLITE_DISK ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-')) : undefined;
    const { child, ready } = await startServer([
      '--pglite',
      `--orders=${PGLITE_ORDERS}`,
      ...(dir ? [`--pglite-dir=${dir}`, `--pglite-fsync=${PGLITE_FSYNC}`] : []),
    ]);
    children.push(child);
    if (dir) process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const plan = ready.seed!.plan;
    log(
      `PGlite: seeded in ${(ready.seed!.totalMs / 1000).toFixed(1)} s ${JSON.stringify(ready.seed!.counts)}; measuring (${RUNS} × ${PGLITE_DURATION} s)`,
    );
    report.pglite = {
      plan: { orders: plan.orders, empresas: plan.empresas, busy: plan.busy, days: plan.days },
      seed: { totalMs: ready.seed!.totalMs, steps: ready.seed!.steps, counts: ready.seed!.counts },
    };
    const reads = await readScenarios('PGlite', ready, plan, plan.busy, PGLITE_DURATION);
    figures.push(...reads.figures);
    (report.pglite as Record<string, unknown>).reads = reads.info;
    if (dir) {
      const db = `PGlite disk fsync ${PGLITE_FSYNC ? 'on' : 'off'}`;
      const c = await createScenario(
        db,
        ready,
        plan,
        Math.max(1, plan.busy - 1),
        PGLITE_DURATION,
        reads.figures[0]!.req_s,
      );
      figures.push(c.figure);
      (report.pglite as Record<string, unknown>).create = c.info;
    }
    await cleanup();
  }
} finally {
  await cleanup();
  if (!KEEP && !flag('no-pg')) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
    log(`PostgreSQL: dropped ${DB_NAME} (use --keep to keep it)`);
  }
}

report.figures = figures;
report.loadavg_end = os.loadavg().map((x) => Math.round(x * 100) / 100);
report.total_s = Math.round((performance.now() - started) / 1000);

// the goals the figures are compared with
const fig = (db: string, label: string) => figures.find((f) => f.db === db && f.label.startsWith(label));
const goals: string[] = [];
for (const db of ['PG', 'PGlite']) {
  const b304 = fig(db, 'board, If-None-Match');
  const full = fig(db, 'board, full');
  if (!b304 || !full) continue;
  goals.push(`${db}: 304 poll ≥ 25 % of hello: ${b304.ratio_hello} % → ${b304.ratio_hello! >= 25 ? 'met' : 'MISSED'}`);
  goals.push(
    `${db}: full board ≥ 1,500 req/s with p99 ≤ 50 ms: ${full.req_s} req/s, p99 ${full.p99} ms → ${full.req_s >= 1500 && full.p99 <= 50 ? 'met' : 'MISSED'}`,
  );
  const hist = figures.filter((f) => f.db === db && f.label.startsWith('history'));
  goals.push(
    `${db}: history p99 < 50 ms at any depth: ${hist.map((f) => `${f.p99} ms`).join(', ')} → ${hist.every((f) => f.p99 < 50) ? 'met' : 'MISSED'}`,
  );
}
const plans = (report.pg as { plans?: { ok: boolean }[] } | undefined)?.plans;
if (plans)
  goals.push(
    `PG: no plan scans more than one business's rows: ${plans.every((p) => p.ok) ? 'met' : 'MISSED'} (${plans.length} plans)`,
  );
report.goals = goals;

const table = [
  '| db | scenario | req/s (median of runs) | runs | p50 ms | p99 ms (max) | % of hello | statuses |',
  '|---|---|---:|---|---:|---:|---:|---|',
  ...figures.map(
    (f) =>
      `| ${f.db} | ${f.label} | ${f.req_s.toLocaleString('en')} | ${f.runs.join(' / ')} | ${f.p50} | ${f.p99} (${f.p99_max}) | ${f.ratio_hello} % | ${Object.entries(
        f.statuses,
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}${f.errors ? `, errors ${f.errors}` : ''} |`,
  ),
].join('\n');
const summary = `# bench/pedidos.ts — ${report.date}\n\n${table}\n\n${goals.map((g) => `- ${g}`).join('\n')}\n\nload average start ${JSON.stringify(report.loadavg_start)}, end ${JSON.stringify(report.loadavg_end)}; total ${report.total_s} s\n`;
fs.writeFileSync(path.join(OUT, `results-${STAMP}.json`), JSON.stringify(report, null, 2));
fs.writeFileSync(path.join(OUT, `summary-${STAMP}.md`), summary);
log(`\n${summary}`);
log(`written: bench/.out/results-${STAMP}.json, bench/.out/summary-${STAMP}.md, bench/.out/plan-pg-*.txt`);
