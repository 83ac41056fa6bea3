// Event fan-out benchmark: many open event streams (GET /api/eventos) spread over many businesses, then new orders
// of some of those businesses; how long each stream of the order's business waits for its `pedido.criado`.
// Figures and method: docs/PERFORMANCE.md, section "Hot paths".
//
//   npx tsx bench/eventos.ts                      1,000 businesses × 10 streams, 300 orders at 30/s (PostgreSQL)
//   options: --empresas=1000 --streams=10000 --pedidos=300 --ritmo=30 --por-usuario=10 --db-name=bench_eventos --keep
//
// --por-usuario: streams one user opens (if the server caps streams per user, more managers per business are made).
// Latency is measured from the moment the order's POST is sent (so it includes the order's own creation) to the
// moment each stream of that business has read the event. The streams live in this process, the API in a child.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/modules/auth/service/passwords.ts';
import { BENCH_SENHA, planSeed, seedPedidos, type Runner } from './seed-pedidos.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const num = (n: string, d: number) => Number(argv.find((a) => a.startsWith(`--${n}=`))?.slice(n.length + 3) ?? d);
const EMPRESAS = num('empresas', 1000);
const STREAMS = num('streams', 10_000);
const PEDIDOS = num('pedidos', 300);
const RITMO = num('ritmo', 30);
const POR_USUARIO = num('por-usuario', 10);
const DB_NAME = argv.find((a) => a.startsWith('--db-name='))?.slice(10) ?? 'bench_eventos';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error('--db-name: lower-case letters, digits and _ only');
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_URL = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
const porEmpresa = Math.ceil(STREAMS / EMPRESAS);
const usuariosPorEmpresa = Math.ceil(porEmpresa / POR_USUARIO);
const log = (m: string) => console.log(m);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10 : NaN;
};
async function pool<T>(items: T[], n: number, fn: (t: T) => Promise<void>) {
  let i = 0;
  const trabalhador = async () => {
    while (i < items.length) await fn(items[i++]!);
  };
  await Promise.all(Array.from({ length: n }, trabalhador));
}

// ---------------------------------------------------------------- database and server
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB_NAME}`);
{
  const database = openPostgres(DB_URL, 2);
  await migrate(database);
  await database.close();
  const c = new pg.Client({ connectionString: DB_URL });
  await c.connect();
  const runner: Runner = {
    exec: async (t) => void (await c.query(t)),
    rows: async <T>(t: string) => (await c.query(t)).rows as T[],
  };
  const t0 = performance.now();
  await seedPedidos(runner, planSeed(5000, EMPRESAS), await hashPassword(BENCH_SENHA));
  // more managers per business when one user may not open all of its business's streams
  await c.query(`INSERT INTO usuarios (empresa_id, nome, email, senha_hash, role)
    SELECT u.empresa_id, u.nome || ' ' || k, 'gerente' || u.empresa_id || '.' || k || '@bench.local', u.senha_hash, 'gerente'
    FROM usuarios u, generate_series(2, ${usuariosPorEmpresa}) k WHERE u.email LIKE 'gerente%@bench.local' AND u.id = u.empresa_id`);
  await c.end();
  log(`seeded ${EMPRESAS} businesses in ${Math.round(performance.now() - t0)} ms`);
}
const child: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'server.ts'), `--db=${DB_URL}`, '--login-limit=1000000'],
  { cwd: path.join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
);
const api = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: child.stdout! }).on('line', (l) => {
    if (l.startsWith('{"bench":"ready"')) resolve(`http://127.0.0.1:${(JSON.parse(l) as { api: number }).api}`);
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

// ---------------------------------------------------------------- logins and streams
const tokens = new Map<string, string>(); // "empresa.k" → access token
const contas = Array.from({ length: EMPRESAS }, (_, e) =>
  Array.from({ length: usuariosPorEmpresa }, (_, k) => [e + 1, k + 1] as const),
).flat();
let t = performance.now();
await pool(contas, 4, async ([e, k]) => {
  const email = k === 1 ? `gerente${e}@bench.local` : `gerente${e}.${k}@bench.local`;
  const res = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: BENCH_SENHA }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  tokens.set(`${e}.${k}`, ((await res.json()) as { access_token: string }).access_token);
});
log(`${contas.length} logins in ${Math.round(performance.now() - t)} ms`);

const recebidos = new Map<string, number[]>(); // "empresa:numero" → receive times
const abertos: http.ClientRequest[] = [];
let recusados = 0;
const abrir = (e: number, token: string) =>
  new Promise<void>((resolve) => {
    const req = http.get(
      `${api}/api/eventos`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          recusados++;
          res.resume();
          return resolve();
        }
        res.setEncoding('utf8');
        let buf = '';
        res.on('data', (chunk: string) => {
          buf += chunk;
          let i: number;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const msg = buf.slice(0, i);
            buf = buf.slice(i + 2);
            if (msg.includes('conectado')) resolve();
            const data = /^event: pedido\.criado\ndata: (.*)$/m.exec(msg)?.[1];
            if (!data) continue;
            const ev = JSON.parse(data) as { empresa_id: number; numero_pedido: number };
            const k = `${ev.empresa_id}:${ev.numero_pedido}`;
            recebidos.set(k, [...(recebidos.get(k) ?? []), performance.now()]);
          }
        });
      },
    );
    req.on('error', () => resolve());
    abertos.push(req);
  });
t = performance.now();
const fluxos = Array.from({ length: STREAMS }, (_, i) => {
  const e = (i % EMPRESAS) + 1;
  const s = Math.floor(i / EMPRESAS); // this business's s-th stream
  return [e, tokens.get(`${e}.${1 + Math.floor(s / POR_USUARIO)}`)!] as const;
});
await pool(fluxos, 200, ([e, token]) => abrir(e, token));
log(`${STREAMS - recusados} streams open (${recusados} refused) in ${Math.round(performance.now() - t)} ms`);

// ---------------------------------------------------------------- orders
const alvo = Array.from(
  { length: Math.min(PEDIDOS, EMPRESAS) },
  (_, i) => 1 + Math.floor((i * EMPRESAS) / Math.min(PEDIDOS, EMPRESAS)),
);
const corpos = new Map<number, string>();
await pool(alvo, 4, async (e) => {
  const draft = { tipo: 'retirada', canal: 'telefone', itens: [{ produto_id: (e - 1) * 50 + 21, quantidade: 1 }] };
  const h = { authorization: `Bearer ${tokens.get(`${e}.1`)}`, 'content-type': 'application/json' };
  const cot = (await (
    await fetch(`${api}/api/pedidos/cotacao`, { method: 'POST', headers: h, body: JSON.stringify(draft) })
  ).json()) as {
    total_pedido: number;
  };
  corpos.set(e, JSON.stringify({ ...draft, pagamentos: [{ forma_pagamento_padrao_id: 2, valor: cot.total_pedido }] }));
});
const enviados: { e: number; numero: number; t0: number; ms: number }[] = [];
const envios: Promise<void>[] = [];
for (const [i, e] of alvo.entries()) {
  await new Promise((r) => setTimeout(r, 1000 / RITMO));
  envios.push(
    (async () => {
      const t0 = performance.now();
      const res = await fetch(`${api}/api/pedidos`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.get(`${e}.1`)}`,
          'content-type': 'application/json',
          'idempotency-key': `fanout-${Date.now()}-${i}`,
        },
        body: corpos.get(e)!,
      });
      const p = (await res.json()) as { numero_pedido: number };
      if (res.status !== 201) throw new Error(`POST /pedidos ${e}: ${res.status} ${JSON.stringify(p)}`);
      enviados.push({ e, numero: p.numero_pedido, t0, ms: performance.now() - t0 });
    })(),
  );
}
await Promise.all(envios);
await new Promise((r) => setTimeout(r, 2000));

// ---------------------------------------------------------------- results
const atrasos: number[] = [];
const espalhamento: number[] = []; // first to last stream of the business: the fan-out itself
const aposResposta: number[] = []; // after the POST's answer arrived (commit is before it): 0 when the event came first
let faltando = 0;
for (const o of enviados) {
  const r = recebidos.get(`${o.e}:${o.numero}`) ?? [];
  faltando += porEmpresa - r.length;
  for (const at of r) {
    atrasos.push(at - o.t0);
    aposResposta.push(Math.max(0, at - (o.t0 + o.ms)));
  }
  if (r.length) espalhamento.push(Math.max(...r) - Math.min(...r));
}
const post = enviados.map((o) => o.ms);
log(
  `\n| streams | businesses | orders | deliveries | missing | p50 ms | p99 ms | max ms | POST p50 / p99 ms | spread p99 ms | after answer p99 ms |`,
);
log(`|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
log(
  `| ${STREAMS - recusados} | ${EMPRESAS} | ${enviados.length} | ${atrasos.length} | ${faltando} | ${pct(atrasos, 50)} | ${pct(atrasos, 99)} | ${pct(atrasos, 100)} | ${pct(post, 50)} / ${pct(post, 99)} | ${pct(espalhamento, 99)} | ${pct(aposResposta, 99)} |`,
);
log(
  `(latency from the POST being sent to each stream of that business reading the event; spread: first to last stream;\n after answer: how long after the POST's answer arrived, 0 when the event came first)`,
);
log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);

for (const r of abertos) r.destroy();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
if (!argv.includes('--keep')) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin.end();
