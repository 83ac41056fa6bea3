import type { Database } from './client.ts';

// PGlite runs PostgreSQL as one standalone backend: no autovacuum worker ever runs there. Without VACUUM the
// visibility map of the pages that orders' changes touched is never set again, so index-only scans (the
// history's count and page ids, the board's range) go back to the table for every row, and dead row versions
// of changed orders pile up; without ANALYZE the planner keeps the row counts of the day the folder was created.
// So the API does on PGlite what autovacuum does on a server, for the tables that change all day. VACUUM of a
// table whose pages are mostly all-visible is short; each table is its own statement, so other requests run
// between them. A PostgreSQL server has autovacuum: nothing is scheduled there.

const TABELAS = [
  'pedidos',
  'pedido_itens',
  'pedido_pagamentos',
  'pedido_historico',
  'pedido_contadores',
  'idempotencia',
  'clientes',
  'enderecos',
];

export const INTERVALO_MANUTENCAO_MS = 10 * 60_000;
/** ANALYZE (a sample of every table: the costly part) every this many rounds: hourly. */
const ANALYZE_A_CADA = 6;

/** One round: VACUUM (and ANALYZE when asked) of the busy tables, one statement each. Answers how long it took. */
export async function manterPglite(database: Database, o: { analisar: boolean }): Promise<number> {
  const t0 = performance.now();
  for (const t of TABELAS) await database.exec(o.analisar ? `VACUUM (ANALYZE) ${t}` : `VACUUM ${t}`);
  return Math.round(performance.now() - t0);
}

/** Schedules the rounds on PGlite (the first, with ANALYZE, one interval after start); returns the function that stops them. */
export function agendarManutencao(
  database: Database,
  log: (msg: string, ms: number) => void,
  intervaloMs = INTERVALO_MANUTENCAO_MS,
): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  let rodada = 0;
  let rodando = false;
  const rodar = () => {
    if (rodando) return;
    rodando = true;
    const analisar = rodada++ % ANALYZE_A_CADA === 0;
    manterPglite(database, { analisar })
      .then((ms) => log(analisar ? 'manutenção do banco (VACUUM, ANALYZE)' : 'manutenção do banco (VACUUM)', ms))
      // a closed database (the app stopping) or a busy moment: the next round tries again
      .catch(() => undefined)
      .finally(() => (rodando = false));
  };
  // the first round after one interval too: a restart is not a moment to stall (and benchmarks stay clean)
  const primeira = setTimeout(rodar, intervaloMs);
  const timer = setInterval(rodar, intervaloMs);
  primeira.unref();
  timer.unref();
  return () => {
    clearTimeout(primeira);
    clearInterval(timer);
  };
}
