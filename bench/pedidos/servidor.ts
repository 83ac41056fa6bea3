// The API child process (bench/server.ts) and the HTTP calls the scenarios prepare with.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { BENCH_SENHA, type SeedResult } from '../seed-pedidos.ts';
import { here, log } from './opcoes.ts';

export interface Ready {
  bench: 'ready';
  kind: string;
  api: number;
  hello: number;
  seed?: SeedResult;
}

export async function startServer(args: string[]): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_NODE_ARGS: extra flags for the API's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it)
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', path.join(here, 'server.ts'), ...args], {
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

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

// ---------------------------------------------------------------- API helpers

export async function login(base: string, empresa: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: `gerente${empresa}@bench.local`, senha: BENCH_SENHA }).toString(),
  });
  if (res.status !== 200) throw new Error(`login ${empresa}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function getJson(base: string, p: string, token: string) {
  const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${text.slice(0, 300)}`);
  return { etag: res.headers.get('etag') ?? '', bytes: Buffer.byteLength(text), json: JSON.parse(text) as unknown };
}

const BUCKET_MS = 5 * 60 * 1000; // pedidos/routes.ts: the board ETag changes every 5 minutes
/** Waits past the next 5-minute ETag bucket boundary if it would fall inside the coming run. */
export async function clearOfBucket(seconds: number) {
  const left = BUCKET_MS - (Date.now() % BUCKET_MS);
  if (left < (seconds + 2) * 1000) {
    log(`  (waiting ${Math.ceil(left / 1000)} s for the board ETag's 5-minute bucket to turn)`);
    await new Promise((r) => setTimeout(r, left + 200));
  }
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;

/** The history's paths; `last`: the last page of the filter (50 a page), which bounds the deep page. */
export function historyPaths(days: number, last: number) {
  const filtros = 'status=concluido&tipo=delivery';
  const ini = ymd(new Date(Date.now() - Math.min(300, days - 2) * DAY));
  const fim = ymd(new Date(Date.now() - DAY));
  const deep = Math.min(200, last);
  const alem = Math.max(200, last + 1);
  return {
    deep,
    alem,
    p1: `/api/pedidos?page=1&per_page=50&${filtros}`,
    p200: `/api/pedidos?page=${deep}&per_page=50&${filtros}`,
    palem: `/api/pedidos?page=${alem}&per_page=50&${filtros}`,
    p200data: `/api/pedidos?page=200&per_page=50&data_ini=${ini}&data_fim=${fim}&sort_field=total_pedido`,
    ini,
    fim,
  };
}
