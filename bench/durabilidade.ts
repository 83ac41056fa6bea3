// Cost of a durable commit on the embedded database: sequential one-row INSERT transactions on a PGlite folder with
// fsync on (the default) and off (PGLITE_FSYNC=0), in one process, alternating, so both see the same machine load.
// Figures: docs/PERFORMANCE.md, section "Durable commits on the embedded database".
//
//   npx tsx bench/durabilidade.ts [--commits=300] [--rounds=3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/api/src/db/client.ts';

const arg = (n: string, d: number) => Number(process.argv.find((a) => a.startsWith(`--${n}=`))?.split('=')[1] ?? d);
const COMMITS = arg('commits', 300);
const ROUNDS = arg('rounds', 3);

async function medir(fsync: boolean): Promise<number[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-duravel-'));
  const database = await openPglite(dir, { fsync });
  try {
    await database.exec('CREATE TABLE t (id int PRIMARY KEY, v text)');
    const tempos: number[] = [];
    for (let i = 0; i < COMMITS; i++) {
      const t0 = performance.now();
      await database.exec(`INSERT INTO t VALUES (${i}, 'pedido ${i}')`);
      tempos.push(performance.now() - t0);
    }
    return tempos;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const linhas: string[] = [];
for (let r = 1; r <= ROUNDS; r++) {
  for (const fsync of [true, false]) {
    const t = await medir(fsync);
    const media = t.reduce((a, b) => a + b, 0) / t.length;
    linhas.push(
      `| ${r} | ${fsync ? 'on' : 'off'} | ${media.toFixed(2)} | ${pct(t, 0.5).toFixed(2)} | ${pct(t, 0.99).toFixed(2)} | ${Math.round(1000 / media)} |`,
    );
  }
}
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}; ${COMMITS} commits per run`,
);
console.log('| round | fsync | mean ms | p50 ms | p99 ms | commits/s |\n|---|---|---:|---:|---:|---:|');
console.log(linhas.join('\n'));
