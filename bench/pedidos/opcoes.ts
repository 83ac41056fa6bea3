// bench/pedidos.ts's command line and the paths it writes to (every option is read here, once).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench folder (this file sits one level below it). */
export const here = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = path.join(here, '.out');
fs.mkdirSync(OUT, { recursive: true });

export const argv = process.argv.slice(2);
export const flag = (name: string) => argv.includes(`--${name}`);
export const num = (name: string, def: number) => {
  const v = argv.find((a) => a.startsWith(`--${name}=`));
  return v ? Number(v.slice(name.length + 3)) : def;
};
export const QUICK = flag('quick');
export const KEEP = flag('keep');
export const ORDERS = num('orders', 1_000_000);
export const RUNS = num('runs', 3);
export const DURATION = num('duration', QUICK ? 3 : 10);
export const WARMUP = QUICK ? 1 : 3;
export const CONNECTIONS = num('connections', 10);
export const PGLITE_ORDERS = num('pglite-orders', 50_000);
export const PGLITE_DURATION = num('pglite-duration', QUICK ? 3 : 5);
export const PGLITE_DISK = flag('pglite-disk');
export const PGLITE_FSYNC = num('pglite-fsync', 1);
export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DB_NAME = argv.find((a) => a.startsWith('--db-name='))?.slice(10) ?? 'bench_pedidos';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error('--db-name: lower-case letters, digits and _ only');
export const ONLY = argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
/** Whether a scenario runs (all of them without --only). */
export const runs = (scenario: string) => !ONLY || scenario === 'hello' || ONLY.includes(scenario);
export const DB_URL = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
export const STAMP = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

export const log = (m: string) => console.log(m);
