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
//   --only=hello,304,p1        run only these scenarios (hello, full, 304, p1, p200, palem, p200data, plans, create); hello always runs
//                             p200 is page 200 of "concluido, delivery", or its last page when the seed has fewer;
//                             palem is the empty page just past the end (page 200 when that is past it)
//
// Needs a local PostgreSQL at postgres://postgres@127.0.0.1:5432 (trust auth); it creates and drops bench_pedidos.
// Results: stdout, and bench/.out/ (results-*.json, summary-*.md, plan-*.txt; gitignored).
//
// The parts: pedidos/opcoes.ts (options), pedidos/medida.ts (autocannon), pedidos/servidor.ts (the API child),
// pedidos/cenarios.ts (the scenarios), pedidos/postgres.ts (seeded database and plans).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import type { Figure } from './pedidos/medida.ts';
import {
  argv,
  CONNECTIONS,
  DB_NAME,
  DB_URL,
  DURATION,
  flag,
  KEEP,
  log,
  ONLY,
  OUT,
  PGLITE_DISK,
  PGLITE_DURATION,
  PGLITE_FSYNC,
  PGLITE_ORDERS,
  RUNS,
  runs,
  STAMP,
  ADMIN_URL,
} from './pedidos/opcoes.ts';
import { startServer, stopServer } from './pedidos/servidor.ts';
import { createScenario, readScenarios } from './pedidos/cenarios.ts';
import { explainAll, preparePg } from './pedidos/postgres.ts';

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
