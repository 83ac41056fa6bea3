// The reports over HTTP for bench/relatorios.ts: every per-business report of the busiest business for 30 and
// 365 days, and the superadmin's all-businesses summary, with autocannon (10 connections) against bench/server.ts,
// beside Fastify's hello-world in the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { BENCH_SENHA } from './seed-pedidos.ts';

export interface OpcoesHttp {
  connections: number;
  duration: number;
  log: (s: string) => void;
  /** Only the paths containing one of these (empty: all). */
  so: string[];
  /** Run the API of another checkout (its bench/server.ts) against the same database: A/B in the same minutes. */
  cwd?: string | undefined;
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

/**
 * CPU time (ms) used so far by a process, or by the PostgreSQL backends serving database `banco` (their process
 * title names it): other databases' work on the same server is left out.
 */
function cpuMs(pid: number | { banco: string }): number {
  const ler = (p: string) => {
    try {
      if (typeof pid !== 'number' && !fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(` ${pid.banco} `))
        return 0;
      const t = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const campos = t.slice(t.lastIndexOf(')') + 2).split(' ');
      return (Number(campos[11]) + Number(campos[12])) * TICK_MS; // utime, stime
    } catch {
      return 0; // a backend that ended between the listing and the read
    }
  };
  if (typeof pid === 'number') return ler(String(pid));
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .reduce((a, d) => a + ler(d), 0);
}

/** The report paths, `%P` standing for the period's query string. */
export function rotas(empresa: number): string[] {
  const entregador = (empresa - 1) * 3 + 1;
  const produto = (empresa - 1) * 50 + 1;
  const V = '/api/relatorios/vendas';
  const C = '/api/relatorios/catalogo';
  const K = '/api/relatorios/clientes';
  return [
    `${V}/resumo?%P`,
    `${V}/serie-temporal?%P&agrupar=dia`,
    `${V}/serie-temporal?%P&agrupar=mes`,
    `${V}/comparativo?%P`,
    `${V}/canais?%P`,
    `${V}/tipos-pedido?%P`,
    `${V}/formas-pagamento?%P`,
    `${V}/bairros?%P`,
    `${V}/detalhes?%P`,
    `${V}/cancelados?%P`,
    `${V}/entregadores?%P`,
    `${V}/entregadores/${entregador}/taxa?%P`,
    `${V}/entregadores/${entregador}/total?%P`,
    `${C}/categorias?%P`,
    `${C}/produtos?%P`,
    `${C}/abc?%P`,
    `${C}/opcoes?%P`,
    `${C}/opcoes/produto?%P&produto_id=${produto}`,
    `${K}/visao-geral?%P`,
    `${K}/tipos?%P`,
    `${K}/historico-visitantes?%P`,
    `${K}/tabela?%P`,
    `${K}/abandonos?%P`,
  ];
}

async function login(base: string, email: string) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: BENCH_SENHA }),
  });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status}`);
  return ((await r.json()) as { access_token: string }).access_token;
}

export async function http(url: string, empresa: number, o: OpcoesHttp): Promise<void> {
  // node itself (not npx): the signal reaches the server, which closes its pool before the database is dropped
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts', `--db=${url}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(o.cwd ? { cwd: o.cwd } : {}),
  });
  const ready = await new Promise<{ api: number; hello: number }>((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout! });
    rl.on('line', (line) => {
      if (line.startsWith('{"bench":"ready"')) resolve(JSON.parse(line) as { api: number; hello: number });
    });
    child.on('exit', (c) => reject(new Error(`server exited ${c}`)));
  });
  try {
    const base = `http://127.0.0.1:${ready.api}`;
    const run = async (u: string, headers: Record<string, string> = {}) => {
      await autocannon({ url: u, connections: o.connections, duration: 1, headers });
      // CPU of the API process and of the database's processes over the measured run, per request answered
      const pg = { banco: new URL(url).pathname.slice(1) };
      const [api0, pg0] = [cpuMs(child.pid!), cpuMs(pg)];
      const r = await autocannon({ url: u, connections: o.connections, duration: o.duration, headers });
      const n = Math.max(1, r.requests.total);
      const cpu = (d: number) => Math.round((d / n) * 100) / 100;
      return {
        req_s: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        cpu: `${cpu(cpuMs(child.pid!) - api0)} / ${cpu(cpuMs(pg) - pg0)}`,
      };
    };
    const hello = await run(`http://127.0.0.1:${ready.hello}/hello`);
    o.log(`| HTTP | hello-world | – | ${hello.req_s} | 100 | ${hello.p50} | ${hello.p99} | ${hello.non2xx} |`);
    const linha = async (rotulo: string, periodo: string, u: string, token: string) => {
      const r = await run(`${base}${u}`, { authorization: `Bearer ${token}` });
      const rel = Math.round((r.req_s / hello.req_s) * 1000) / 10;
      o.log(`| HTTP | ${rotulo} | ${periodo} | ${r.req_s} | ${rel} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.cpu} |`);
    };
    const hoje = new Date().toISOString().slice(0, 10);
    const inicio365 = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const periodos = [
      ['30 d', 'preset=30d'],
      ['365 d', `inicio=${inicio365}&fim=${hoje}`],
    ] as const;
    const token = await login(base, `gerente${empresa}@bench.local`);
    const escolhidas = rotas(empresa).filter((r) => o.so.length === 0 || o.so.some((s) => r.includes(s)));
    for (const r of escolhidas)
      for (const [rotulo, q] of periodos)
        await linha(r.replace('?%P', '').replace(/&/g, ' '), rotulo, r.replace('%P', q), token);
    if (o.so.length === 0 || o.so.includes('desempenho'))
      await linha('/api/relatorios/desempenho/vendas', 'hoje', '/api/relatorios/desempenho/vendas', token);
    if (o.so.length === 0 || o.so.includes('plataforma')) {
      const sup = await login(base, 'super@bench.local');
      for (const [rotulo, q] of periodos)
        await linha('/api/relatorios/plataforma/resumo', rotulo, `/api/relatorios/plataforma/resumo?${q}`, sup);
    }
  } finally {
    const fim = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await fim;
  }
}
