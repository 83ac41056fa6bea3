// The superadmin's all-businesses summary at full size, for bench/relatorios.ts: a fast rebuild of every business's
// rollups for the seed, and `--only=plataforma`, which measures the summary at the database (the statement alone
// and the whole service), over HTTP (10 connections) and the cost of refreshing many businesses' pending days.
// Figures and method: docs/PERFORMANCE.md, section "The superadmin's summary at 1,000 businesses".
//
//   npx tsx bench/relatorios.ts --only=plataforma --orders=1000000        seed, rebuild, measure, drop
//   ... --keep                 keep the seeded database (its URL is printed) for another run
//   ... --reuse=<url>          measure an already seeded database (migrated first); it is left in place
import { sql } from 'drizzle-orm';
import { plataformaQuerySchema } from '@app/shared/schemas/relatorios-desempenho.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { comoEmpresaId, plataformaDe, queryRows, tenantDe, type EmpresaId } from '../apps/api/src/db/tenant.ts';
import { reconstruirRollup } from '../apps/api/src/modules/relatorios/index.ts';
import { fusoEHoje } from '../apps/api/src/modules/relatorios/queries/base.ts';
import { hoje as hojeDaPlataforma, porEmpresa } from '../apps/api/src/modules/relatorios/queries/plataforma.ts';
import { extremos, reescreverDias } from '../apps/api/src/modules/relatorios/queries/rollup.ts';
import * as plataforma from '../apps/api/src/modules/relatorios/service/plataforma.ts';
import { http } from './relatorios-http.ts';

/** Every rollup table a day's rewrite writes (reescreverDias and its months). */
const TABELAS = [
  'relatorio_vendas_diarias',
  'relatorio_vendas_mensais',
  'relatorio_produtos_diarios',
  'relatorio_produtos_mensais',
  'relatorio_opcoes_diarias',
  'relatorio_opcoes_mensais',
  'relatorio_produtos_mensais_totais',
  'relatorio_opcoes_mensais_totais',
  'relatorio_formas_diarias',
  'relatorio_formas_mensais',
  'relatorio_bairros_diarios',
  'relatorio_bairros_mensais',
  'relatorio_cancelados_diarios',
  'relatorio_cancelados_mensais',
];

/** A business's rollup rows, table by table, as one digest each (the rows' text, sorted). */
async function digestos(database: Database, empresa: number): Promise<string[]> {
  const r: string[] = [];
  for (const t of TABELAS) {
    const [d] = await queryRows<{ d: string }>(
      database.db,
      sql.raw(`SELECT count(*) || ':' || COALESCE(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS d
               FROM ${t} x WHERE x.empresa_id = ${empresa}`),
    );
    r.push(`${t} ${d!.d}`);
  }
  return r;
}

/**
 * Every business's rollups for the seed: each business's whole history in one `reescreverDias` (the app's day
 * rewrite, over one range instead of the app's month-sized chunks: a twelfth of the statements), `conexoes`
 * businesses at a time. Then, for a few businesses, the app's own rebuild (`reconstruirRollup`, month by month)
 * runs again over the same rows: every rollup table must come out identical, or the bench stops.
 */
export async function reconstruirTodas(
  database: Database,
  empresas: number,
  busy: number,
  log: (s: string) => void,
  conexoes = 2,
): Promise<void> {
  const t0 = performance.now();
  let proxima = 1;
  const trabalhador = async () => {
    for (let e = proxima++; e <= empresas; e = proxima++) {
      await tenantDe(database.db, e as EmpresaId).transacao(async (tx) => {
        const { tz } = await fusoEHoje(tx);
        const { min, max } = await extremos(tx, tz);
        if (min && max) await reescreverDias(tx, min, max, tz);
      });
    }
  };
  await Promise.all(Array.from({ length: conexoes }, trabalhador));
  const ms = Math.round(performance.now() - t0);
  const [n] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM relatorio_vendas_diarias`);
  log(`  rollup rebuild of every business (one range each, ${conexoes} connections): ${ms} ms, ${n!.n} sales rows`);
  const t1 = performance.now();
  const amostra = [...new Set([busy, 1, empresas, Math.max(1, Math.ceil(empresas / 2) + 7)])];
  for (const e of amostra) {
    const antes = await digestos(database, e);
    await reconstruirRollup(tenantDe(database.db, e as EmpresaId));
    const depois = await digestos(database, e);
    const diferentes = antes.filter((d, i) => d !== depois[i]);
    if (diferentes.length > 0)
      throw new Error(
        `bench: the bulk rebuild differs from reconstruirRollup for business ${e}: ${diferentes.join('; ')}`,
      );
  }
  log(
    `  checked: businesses ${amostra.join(', ')} rebuilt month by month equal the bulk rebuild (${TABELAS.length} tables, ${Math.round(performance.now() - t1)} ms)`,
  );
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 100) / 100;
};

async function medir(n: number, aquecer: number, fn: () => Promise<unknown>) {
  const tempos: number[] = [];
  for (let i = 0; i < n + aquecer; i++) {
    const t0 = performance.now();
    await fn();
    if (i >= aquecer) tempos.push(performance.now() - t0);
  }
  return { p50: pct(tempos, 50), p99: pct(tempos, 99), max: pct(tempos, 100) };
}

export interface OpcoesPlataforma {
  iter: number;
  connections: number;
  duration: number;
  http: boolean;
  log: (s: string) => void;
}

/** The summary's figures on a seeded, rebuilt database (`url`: its address, for the HTTP server). */
export async function benchPlataforma(
  database: Database,
  url: string | undefined,
  busy: number,
  o: OpcoesPlataforma,
): Promise<void> {
  const { log } = o;
  const db = plataformaDe(database.db);
  const paraEmpresa = (id: number) => tenantDe(database.db, comoEmpresaId(id));
  const hoje = await hojeDaPlataforma(db);
  const menos = (n: number) => new Date(Date.parse(`${hoje}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const [c] = await queryRows<{ empresas: number; diarias: number; mensais: number }>(
    database.db,
    sql`SELECT (SELECT count(*) FROM empresas)::int AS empresas,
               (SELECT count(*) FROM relatorio_vendas_diarias)::int AS diarias,
               (SELECT count(*) FROM relatorio_vendas_mensais)::int AS mensais`,
  );
  log(`  ${c!.empresas} businesses, ${c!.diarias} daily and ${c!.mensais} monthly sales-rollup rows; today ${hoje}`);
  log('| período | pergunta | p50 ms | p99 ms | max ms |');
  const linha = (periodo: string, nome: string, r: { p50: number; p99: number; max: number }) =>
    log(`| ${periodo} | ${nome} | ${r.p50} | ${r.p99} | ${r.max} |`);
  for (const dias of [30, 365]) {
    const inicio = menos(dias - 1);
    const pg = { limite: 50, offset: 0 };
    linha(
      `${dias} d`,
      'statement (only daily rows, reference)',
      await medir(o.iter, 3, () => porEmpresa(db, inicio, hoje, pg, true)),
    );
    linha(`${dias} d`, 'statement (monthly + daily)', await medir(o.iter, 3, () => porEmpresa(db, inicio, hoje, pg)));
    const qs = plataformaQuerySchema.parse({ inicio, fim: hoje });
    // a fresh set of answers each time: the summary read again (every business's sums, then the page's names)
    linha(
      `${dias} d`,
      'service, sums read again (no answer kept)',
      await medir(o.iter, 3, () =>
        plataforma.resumo(db, qs, false, paraEmpresa, new plataforma.RespostasDaPlataforma()),
      ),
    );
    const respostas = new plataforma.RespostasDaPlataforma();
    linha(
      `${dias} d`,
      'service, answer kept (D-331)',
      await medir(o.iter, 3, () => plataforma.resumo(db, qs, false, paraEmpresa, respostas)),
    );
  }

  // Many businesses with a pending day: each order marks its business's day, so between two summaries on a busy
  // evening nearly every business has today pending. The first summary rewrites them all (one business at a time,
  // then two, D-332) and reads those businesses' sums again (D-331); the next ones have nothing pending.
  const respostas = new plataforma.RespostasDaPlataforma();
  const qs = plataformaQuerySchema.parse({ preset: '30d' });
  await plataforma.resumo(db, qs, false, paraEmpresa, respostas);
  for (const n of [c!.empresas, 100, 10])
    for (const conexoes of [1, 2]) {
      await database.exec(`INSERT INTO relatorio_dias_pendentes (empresa_id, dia)
        SELECT id, (now() AT TIME ZONE 'America/Sao_Paulo')::date FROM empresas ORDER BY id LIMIT ${n}
        ON CONFLICT DO NOTHING`);
      const lidas = respostas.empresasLidas;
      const t0 = performance.now();
      await plataforma.resumo(db, qs, false, paraEmpresa, respostas, conexoes);
      const primeiro = Math.round((performance.now() - t0) * 10) / 10;
      const relidas = respostas.empresasLidas - lidas;
      const seguintes = await medir(10, 0, () => plataforma.resumo(db, qs, false, paraEmpresa, respostas, conexoes));
      log(
        `| 30 d | first summary, ${n} businesses with today pending, ${conexoes} connection(s); ${relidas} businesses' sums read again | ${primeiro} | – | – |`,
      );
      linha('30 d', `the 10 following summaries (none pending)`, seguintes);
    }

  if (o.http) {
    if (!url) log('  (HTTP skipped: the database URL is not known to this process)');
    else await http(url, busy, { connections: o.connections, duration: o.duration, log, so: ['plataforma'] });
  }
}

/** `--only=plataforma --reuse=<url>`: a database seeded and rebuilt by an earlier `--keep` run. */
export async function reusar(url: string): Promise<Database> {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error('bench: only 127.0.0.1');
  const database = openPostgres(url, 10);
  await migrate(database);
  return database;
}
