// Couriers' advances benchmark: what deducting the advances (D-241) costs the couriers' report and one courier's
// statement, on the busiest business of the orders seed. The same queries are timed before and after a year of
// advances is written (every courier of every business: one advance a day), in one run, so the ratio holds on a
// loaded machine. Figures and method: docs/PERFORMANCE.md, section "Couriers' advances (vales)".
//
//   npx tsx bench/vales.ts --orders=100000 --iter=60      PostgreSQL (BENCH_DATABASE_URL, default the local one)
//   add --pglite to run on PGlite instead
import { sql } from 'drizzle-orm';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../apps/api/src/db/tenant.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';
import { fusoEHoje, type Periodo } from '../apps/api/src/modules/relatorios/queries/base.ts';
import * as q from '../apps/api/src/modules/relatorios/queries/entregadores.ts';
import * as entrega from '../apps/api/src/modules/entrega/index.ts';
import { abrirBanco } from './banco.ts';
import { BENCH_SENHA, planSeed, seedPedidos } from './seed-pedidos.ts';

const arg = (n: string, d: string) => process.argv.find((a) => a.startsWith(`--${n}=`))?.slice(n.length + 3) ?? d;
const ORDERS = Number(arg('orders', '100000'));
const ITER = Number(arg('iter', '60'));
const PG = !process.argv.includes('--pglite');
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 100) / 100;
};

async function main() {
  const { database, drop } = await abrirBanco('vales', PG);
  try {
    await migrate(database);
    const plan = planSeed(ORDERS);
    await seedPedidos(
      { exec: (t) => database.exec(t), rows: <T>(t: string) => queryRows<T>(database.db, sql.raw(t)) },
      plan,
      await hashPassword(BENCH_SENHA),
    );
    await database.exec('VACUUM ANALYZE');
    const t = tenantDe(database.db, plan.busy as EmpresaId);
    const { tz, hoje } = await t.transacao(fusoEHoje);
    const antes = (d: string, n: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const [{ id }] = (await queryRows<{ id: number }>(
      database.db,
      sql`SELECT min(id)::int AS id FROM entregadores WHERE empresa_id = ${plan.busy}`,
    )) as [{ id: number }];
    const perguntas: [string, (tx: TenantTx, p: Periodo) => Promise<unknown>][] = [
      ['relatório de entregadores', (tx, p) => q.porEntregador(tx, p)],
      ['extrato: totais de um entregador', (tx, p) => q.porEntregador(tx, p, id)],
      ['extrato: vales de um entregador', (tx, p) => entrega.valesDoPeriodo(tx, id, p.inicio, p.fim)],
    ];
    const medir = async (rotulo: string) => {
      for (const dias of [30, 365]) {
        const p: Periodo = { inicio: antes(hoje, dias - 1), fim: hoje, tz };
        for (const [nome, fn] of perguntas) {
          const tempos: number[] = [];
          for (let i = 0; i < ITER + 3; i++)
            await t.transacao(async (tx) => {
              const t0 = performance.now();
              await fn(tx, p);
              if (i >= 3) tempos.push(performance.now() - t0);
            });
          console.log(
            `| ${PG ? 'PostgreSQL' : 'PGlite'} | ${rotulo} | ${dias} d | ${nome} | ${pct(tempos, 50)} | ${pct(tempos, 99)} |`,
          );
        }
      }
    };
    console.log(`# ${ORDERS} orders, ${plan.empresas} businesses, busiest business ${plan.busy}, ${ITER} repetitions`);
    console.log('| base | vales | período | pergunta | p50 ms | p99 ms |');
    await medir('sem vales');
    await database.exec(`INSERT INTO entregador_vales (empresa_id, entregador_id, data, valor_centavos)
      SELECT e.empresa_id, e.id, d::date, 2000 FROM entregadores e,
        generate_series(current_date - 365, current_date, interval '1 day') d`);
    await database.exec('VACUUM ANALYZE entregador_vales');
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM entregador_vales`,
    )) as [{ n: number }];
    console.log(`  ${n} advances written`);
    await medir('1 vale/dia/entregador');
    if (process.argv.includes('--explain')) {
      const p: Periodo = { inicio: antes(hoje, 364), fim: hoje, tz };
      await t.transacao(async (tx) => {
        const [linha] = await q.porEntregador(tx, p, id);
        const plano = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM ${entrega.sqlValesPorEntregador(tx, p.inicio, p.fim)} v`,
        );
        console.log(linha, plano.map((r) => r['QUERY PLAN']).join('\n'));
      });
    }
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
