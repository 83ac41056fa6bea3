// PostgreSQL: the seeded database (created, or reused with --keep) and EXPLAIN (ANALYZE, BUFFERS) of the board and
// history queries as the tenant role.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { comoEmpresaId, type TenantTx } from '../../apps/api/src/db/tenant.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/service/passwords.ts';
import { quadroTexto } from '../../apps/api/src/modules/pedidos/queries/consulta.ts';
import { contar, pagina } from '../../apps/api/src/modules/pedidos/queries/historico.ts';
import type { PedidosQuery } from '@app/shared/schemas/pedidos-consulta.ts';
import { BENCH_SENHA, planSeed, seedPedidos, type Runner, type SeedPlan, type SeedResult } from '../seed-pedidos.ts';
import { ADMIN_URL, DB_NAME, DB_URL, KEEP, log, ORDERS, OUT } from './opcoes.ts';
import { historyPaths } from './servidor.ts';

function pgRunner(client: pg.Client): Runner {
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
  };
}

export async function preparePg(): Promise<{ plan: SeedPlan; seed: SeedResult | null; reused: boolean }> {
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

export async function explainAll(plan: SeedPlan, empresa: number) {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const h = historyPaths(plan.days, 200); // the plan of page 200 by OFFSET, whether or not the seed fills it
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
