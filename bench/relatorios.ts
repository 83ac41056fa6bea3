// Reports benchmark: the busiest business's 30- and 365-day questions at the database (raw rows vs the daily
// rollup, p50/p99 over repeated runs in one tenant transaction each) and over HTTP (10 connections, beside
// Fastify's hello-world in the same run); the superadmin's all-businesses summary; the same database questions on
// PGlite. Figures and method: docs/PERFORMANCE.md, section "Relatórios".
//
//   npx tsx bench/relatorios.ts --orders=1000000          the full size (PostgreSQL, then PGlite unless --no-pglite)
//   npx tsx bench/relatorios.ts --orders=100000 --quick   a loaded machine: smaller seed, 3 s HTTP runs
//   other options: --iter=60 (database repetitions) --duration=10 --connections=10 --no-pglite --pglite-orders=50000
//   --no-http, --no-pg, --so=abc,opcoes (only the HTTP paths containing one of these)
//   --perguntas=detalhes,taxa (only the database questions whose name contains one of these), --no-banco (none)
//   --keep (keep the seeded PostgreSQL database, its URL printed), --reuse=<url> (measure it again: no seed, no
//   rebuild, not dropped), --db-prefix=<name> (the throwaway database's name: bench_<name>_<random>),
//   --servidor=<dir> (the HTTP part runs that checkout's bench/server.ts: A/B against another branch)
//   --only=plataforma: the superadmin's summary alone (bench/relatorios-plataforma.ts; --keep, --reuse=<url>)
//
// Needs a local PostgreSQL at postgres://postgres@127.0.0.1:5432 (trust auth; BENCH_DATABASE_URL to change it);
// it creates and drops a throwaway database.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { queryRows, tenantDe, plataformaDe, type EmpresaId, type TenantTx } from '../apps/api/src/db/tenant.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';
import { fusoEHoje, type Periodo } from '../apps/api/src/modules/relatorios/queries/base.ts';
import { bairros, bairrosBrutos } from '../apps/api/src/modules/relatorios/queries/bairros.ts';
import * as cat from '../apps/api/src/modules/relatorios/queries/catalogo.ts';
import { opcoesBrutas } from '../apps/api/src/modules/relatorios/queries/catalogo-bruto.ts';
import { formasPagamento, formasPagamentoBrutas } from '../apps/api/src/modules/relatorios/queries/formas.ts';
import { porEmpresa } from '../apps/api/src/modules/relatorios/queries/plataforma.ts';
import { somar, somarBruto } from '../apps/api/src/modules/relatorios/queries/somas.ts';
import { abrirBanco } from './banco.ts';
import { PERGUNTAS_CLIENTES } from './relatorios-clientes.ts';
import { PERGUNTAS_BRUTO } from './relatorios-bruto.ts';
import { http } from './relatorios-http.ts';
import { benchPlataforma, reconstruirTodas, reusar } from './relatorios-plataforma.ts';
import { BENCH_SENHA, planSeed, seedPedidos, type Runner } from './seed-pedidos.ts';

const arg = (n: string, d: string) => process.argv.find((a) => a.startsWith(`--${n}=`))?.slice(n.length + 3) ?? d;
const flag = (n: string) => process.argv.includes(`--${n}`);
const ORDERS = Number(arg('orders', '1000000'));
const ITER = Number(arg('iter', '60'));
const QUICK = flag('quick');
const DURATION = Number(arg('duration', QUICK ? '3' : '10'));
const CONNECTIONS = Number(arg('connections', '10'));
const log = (s: string) => console.log(s);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 100) / 100;
};

const runner = (database: Database): Runner => ({
  exec: (text) => database.exec(text),
  rows: <T>(text: string) => queryRows<T>(database.db, sql.raw(text)),
});

async function seed(database: Database, orders: number) {
  await migrate(database);
  const plan = planSeed(orders);
  const t0 = performance.now();
  await seedPedidos(runner(database), plan, await hashPassword(BENCH_SENHA));
  // the superadmin of the all-businesses summary (a user of business 1, as the app's own superadmins are)
  await database.exec(`INSERT INTO usuarios (id, empresa_id, nome, email, senha_hash, role, superadmin) OVERRIDING SYSTEM VALUE
    SELECT max(id) + 1, 1, 'Super', 'super@bench.local', min(senha_hash), 'gerente', true FROM usuarios`);
  log(`  seed: ${orders} orders, ${plan.empresas} businesses, ${Math.round(performance.now() - t0)} ms`);
  // every business's rollups, checked against the app's month-by-month rebuild (bench/relatorios-plataforma.ts)
  await reconstruirTodas(database, plan.empresas, plan.busy, log, database.kind === 'pglite' ? 1 : 2);
  // what autovacuum does on a live server: statistics, and the visibility map the index-only scans need
  await database.exec('VACUUM ANALYZE');
  return plan;
}

type Pergunta = { nome: string; fn: (tx: TenantTx, p: Periodo) => Promise<unknown> };

/** Products / ABC as they were read before the monthly rollup (D-230): every daily row, joined before summing. */
function produtosSoDiarios(tx: TenantTx, p: Periodo) {
  return queryRows(
    tx,
    sql`SELECT pr.id::int AS produto_id, COALESCE(pr.nome, min(r.nome)) AS produto, ca.id::int AS categoria_id,
               COALESCE(ca.nome, 'Sem categoria') AS categoria, sum(r.quantidade)::float8 AS quantidade,
               sum(r.faturamento_centavos)::float8 AS faturamento
        FROM relatorio_produtos_diarios r
        LEFT JOIN produtos pr ON pr.empresa_id = ${tx.empresaId} AND pr.id = r.produto_id
        LEFT JOIN categorias ca ON ca.empresa_id = ${tx.empresaId} AND ca.id = pr.categoria_id
        WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${p.inicio}::date AND ${p.fim}::date
        GROUP BY pr.id, pr.nome, ca.id, ca.nome, CASE WHEN pr.id IS NULL THEN r.nome END
        ORDER BY 6 DESC, 2`,
  );
}

const PERGUNTAS: Pergunta[] = [
  { nome: 'resumo (rollup)', fn: (tx, p) => somar(tx, p, {}, 'total') },
  { nome: 'resumo (raw)', fn: (tx, p) => somarBruto(tx, p, {}, 'total') },
  { nome: 'série por dia (rollup)', fn: (tx, p) => somar(tx, p, {}, 'dia') },
  { nome: 'canais (rollup)', fn: (tx, p) => somar(tx, p, {}, 'canal') },
  { nome: 'resumo, filtro pix (raw)', fn: (tx, p) => somar(tx, p, { pagto: 'pix' }, 'total') },
  { nome: 'produtos / ABC (só diário, antes)', fn: produtosSoDiarios },
  { nome: 'produtos / ABC (mensal + diário)', fn: (tx, p) => cat.produtos(tx, p, {}) },
  { nome: 'opções (raw, antes)', fn: (tx, p) => opcoesBrutas(tx, p, {}) },
  { nome: 'opções (mensal + diário)', fn: (tx, p) => cat.opcoes(tx, p, {}) },
  { nome: 'formas de pagamento (raw, antes)', fn: (tx, p) => formasPagamentoBrutas(tx, p, {}) },
  { nome: 'formas de pagamento (mensal + diário)', fn: (tx, p) => formasPagamento(tx, p, {}) },
  { nome: 'bairros (raw, antes)', fn: (tx, p) => bairrosBrutos(tx, p, {}) },
  { nome: 'bairros (mensal + diário)', fn: (tx, p) => bairros(tx, p, {}) },
  { nome: 'opções de um produto (mensal + diário)', fn: (tx, p) => cat.opcoes(tx, p, {}, (tx.empresaId - 1) * 50 + 1) },
  ...PERGUNTAS_CLIENTES,
];

async function banco(database: Database, empresa: number, rotulo: string) {
  const t = tenantDe(database.db, empresa as EmpresaId);
  const { tz, hoje } = await t.transacao(fusoEHoje);
  const ms = (d: string, n: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const linhas: string[] = [];
  for (const dias of [30, 365]) {
    const p: Periodo = { inicio: ms(hoje, dias - 1), fim: hoje, tz };
    const so = arg('perguntas', '').split(',').filter(Boolean);
    for (const q of [...PERGUNTAS, ...PERGUNTAS_BRUTO].filter(
      (x) => !so.length || so.some((s) => x.nome.includes(s)),
    )) {
      // the query alone (inside the tenant transaction) and the whole transaction (BEGIN, scope, query, COMMIT)
      const tempos: number[] = [];
      const inteiros: number[] = [];
      for (let i = 0; i < ITER + 3; i++) {
        const t0 = performance.now();
        let q0 = 0;
        await t.transacao(async (tx) => {
          q0 = performance.now();
          await q.fn(tx, p);
          if (i >= 3) tempos.push(performance.now() - q0);
        });
        if (i >= 3) inteiros.push(performance.now() - t0);
      }
      const l = `| ${rotulo} | ${dias} d | ${q.nome} | ${pct(tempos, 50)} | ${pct(tempos, 99)} | ${pct(inteiros, 50)} | ${pct(inteiros, 99)} |`;
      linhas.push(l);
      log(l);
    }
  }
  const p = plataformaDe(database.db);
  // the all-businesses summary: daily rows only (before D-270) and monthly + edge days, in turns
  for (const dias of [30, 365])
    for (const [nome, porDia] of [
      ['plataforma: todas as empresas (só diário, antes)', true],
      ['plataforma: todas as empresas (mensal + diário)', false],
    ] as const) {
      const tempos: number[] = [];
      for (let i = 0; i < Math.min(ITER, 20) + 2; i++) {
        const t0 = performance.now();
        await porEmpresa(p, ms(hoje, dias - 1), hoje, { limite: 50, offset: 0 }, porDia);
        if (i >= 2) tempos.push(performance.now() - t0);
      }
      const l = `| ${rotulo} | ${dias} d | ${nome} | ${pct(tempos, 50)} | ${pct(tempos, 99)} | – | – |`;
      linhas.push(l);
      log(l);
    }
  return linhas;
}

async function main() {
  log(
    `# Reports bench: ${ORDERS} orders, ${ITER} database repetitions, HTTP ${CONNECTIONS} connections × ${DURATION} s`,
  );
  log('| base | período | pergunta | consulta p50 ms | consulta p99 ms | transação p50 ms | transação p99 ms |');
  log('(HTTP rows: | HTTP | route | period | req/s | % of hello | p50 ms | p99 ms | non-2xx | CPU ms/req API / PG |)');
  if (arg('only', '') === 'plataforma') return plataformaSo();
  if (!flag('no-pg')) {
    // --reuse=<url>: a database an earlier --keep run seeded and rebuilt (no seed, nothing dropped)
    const reuse = arg('reuse', '');
    const { database, drop, url } = reuse
      ? { database: await reusar(reuse), drop: async () => {}, url: reuse }
      : await abrirBanco(arg('db-prefix', 'relatorios'), true);
    try {
      const plan = reuse ? planSeed(ORDERS) : await seed(database, ORDERS);
      if (!flag('no-banco')) await banco(database, plan.busy, `PostgreSQL ${ORDERS}`);
      if (!flag('no-http')) {
        const so = arg('so', '').split(',').filter(Boolean);
        const cwd = arg('servidor', '') || undefined;
        if (url) await http(url, plan.busy, { connections: CONNECTIONS, duration: DURATION, log, so, cwd });
        else log('  (HTTP skipped: the database URL is not known to this process)');
      }
    } finally {
      await database.close();
      if (flag('keep') && !reuse) log(`  kept: ${url}`);
      else await drop();
    }
  }
  if (!flag('no-pglite')) {
    const orders = Number(arg('pglite-orders', String(Math.min(ORDERS, 50_000))));
    const { database } = await abrirBanco('relatorios', false);
    const plan = await seed(database, orders);
    await banco(database, plan.busy, `PGlite ${orders}`);
    await database.close();
  }
}

/** `--only=plataforma`: the superadmin's summary on PostgreSQL (a fresh seed, or `--reuse=<url>`). */
async function plataformaSo() {
  const o = { iter: ITER, connections: CONNECTIONS, duration: DURATION, http: !flag('no-http'), log };
  const reuse = arg('reuse', '');
  if (reuse) {
    const database = await reusar(reuse);
    try {
      await benchPlataforma(database, reuse, planSeed(ORDERS).busy, o);
    } finally {
      await database.close();
    }
    return;
  }
  const { database, drop, url } = await abrirBanco('h_plat_plataforma', true);
  try {
    const plan = await seed(database, ORDERS);
    await benchPlataforma(database, url, plan.busy, o);
  } finally {
    await database.close();
    if (flag('keep')) log(`  kept: ${url}`);
    else await drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
