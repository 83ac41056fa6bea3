// First-load figures with Lighthouse: /login (logged out) and /admin/orders (logged in), mobile preset (simulated
// slow 4G and 4× CPU slowdown, Lighthouse's default) and desktop preset, against the production build served by the
// real server (demo seed on a throwaway embedded database), plus a hello-world page in the same run as the
// machine's floor. Debian's Chromium; Lighthouse itself comes pinned through npx (a measuring tool, not a
// dependency of the product or its tests).
//
//   npm run build && npx tsx bench/lighthouse.ts            # one run of each page × preset
//   npx tsx bench/lighthouse.ts --runs=3                     # median of 3
//   npx tsx bench/lighthouse.ts --so-cardapio                # only the floor and the public menu (/cardapio/{slug})
//   npx tsx bench/lighthouse.ts --build=bench/.out/main      # another build (its api/server.js and web/), e.g. main's
//   npx tsx bench/lighthouse.ts --pages=/login --presets=mobile   # only some pages (hello-world always runs)
//   npx tsx bench/lighthouse.ts --trace                      # also keep each run's trace (bench/.out/lh-*.trace.json)
//
// Output: a table on stdout, the reports' figures in bench/.out/lighthouse.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { esperar, livre } from './lighthouse-servidor.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'bench', '.out');
const chrome = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const soCardapio = process.argv.includes('--so-cardapio');
const comTrace = process.argv.includes('--trace');
const opcao = (nome: string) => process.argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3);
const runs = Number(opcao('runs') ?? 1);
// a copy of another build to compare in the same conditions: <dir>/api/server.js serving <dir>/web (kept inside the
// repository so the server's packages resolve)
const build = opcao('build') && path.resolve(opcao('build')!);
const paginas = opcao('pages')?.split(',');
const presets = (opcao('presets')?.split(',') ?? ['mobile', 'desktop']) as Figura['preset'][];

interface Figura {
  pagina: string;
  preset: 'mobile' | 'desktop';
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
}

async function medir(pagina: string, url: string, preset: Figura['preset'], porta: number): Promise<Figura> {
  const arquivo = path.join(out, `lh-${pagina.replace(/\W+/g, '_')}-${preset}.json`);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--port=${porta}`,
    '--only-categories=performance',
    '--disable-storage-reset', // keeps the login (localStorage); the cache is emptied before each run instead
    '--output=json',
    `--output-path=${arquivo}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    // the trace and the DevTools log beside the report (lh-*-0.trace.json), to see what a first paint waited for
    ...(comTrace ? ['--save-assets'] : []),
  ];
  // asynchronous: Playwright holds the browser's connection in this process and must keep answering it (a new
  // tab waits for its debugger), so blocking here would hang Lighthouse
  process.stderr.write(`lighthouse ${preset} ${url}\n`);
  const lh = spawn('npx', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  // kept to say why when Lighthouse fails (--quiet leaves only its fatal error on stderr)
  let saida = '';
  lh.stdout.on('data', (d: Buffer) => (saida += d.toString()));
  lh.stderr.on('data', (d: Buffer) => (saida += d.toString()));
  const codigo = await new Promise<number | null>((r) => lh.on('close', r));
  if (codigo !== 0)
    throw new Error(`lighthouse falhou em ${url} (${preset}), código ${codigo}:\n${saida.trim().slice(-4000)}`);
  const lhr = JSON.parse(await readFile(arquivo, 'utf8')) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number; errorMessage?: string }>;
    runtimeError?: { code: string; message: string };
  };
  // a run Lighthouse could not measure still writes a report, with the reason and no score
  if (lhr.runtimeError || lhr.categories.performance.score === null)
    throw new Error(
      `lighthouse não mediu ${url} (${preset}): ${lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'sem nota'}`,
    );
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} terminou em ${lhr.finalDisplayedUrl}`);
  const a = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (v === undefined)
      throw new Error(`${url} (${preset}): sem ${id}: ${lhr.audits[id]?.errorMessage ?? 'auditoria ausente'}`);
    return v;
  };
  return {
    pagina,
    preset,
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a('first-contentful-paint'),
    lcp: a('largest-contentful-paint'),
    tbt: a('total-blocking-time'),
    cls: a('cumulative-layout-shift'),
    si: a('speed-index'),
    bytes: a('total-byte-weight'),
  };
}

/** Lighthouse's own trace-recording failures (NO_NAVSTART, NO_FCP…: "Please run Lighthouse again") come and go
 * with the machine's load: such a run is repeated, up to twice, with its error printed; any other failure stops. */
async function medirDeNovo(rodada: () => Promise<Figura>, antes: () => Promise<unknown>): Promise<Figura> {
  for (let tentativa = 1; ; tentativa++) {
    await antes();
    try {
      return await rodada();
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      if (tentativa >= 3 || !/run Lighthouse again/i.test(msg)) throw e;
      process.stderr.write(`${msg}\n(tentativa ${tentativa} de 3, medindo de novo)\n`);
    }
  }
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const web = build ? path.join(build, 'web') : path.join(root, 'apps/web/dist');
  const serverJs = build ? path.join(build, 'api/server.js') : path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(path.join(web, 'index.html')) || !existsSync(serverJs))
    throw new Error('faça o build antes: npm run build');
  await mkdir(out, { recursive: true });
  const dados = await mkdtemp(path.join(tmpdir(), 'lh-data-'));
  const perfil = await mkdtemp(path.join(tmpdir(), 'lh-chrome-'));
  const porta = await livre();
  const base = `http://127.0.0.1:${porta}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(porta),
    DATA_DIR: dados,
    NODE_ENV: 'production',
    WEB_DIST: web,
  };
  delete env.DATABASE_URL;
  const servidor = spawn(process.execPath, [serverJs], { cwd: root, env, stdio: 'ignore' });
  // the floor: the same browser and throttling on a page that is only text
  const hello = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="pt-BR"><meta name="viewport" content="width=device-width"><title>Olá</title><h1>Olá, mundo</h1>',
    );
  });
  await new Promise<void>((r) => hello.listen(0, '127.0.0.1', r));
  const helloUrl = `http://127.0.0.1:${(hello.address() as AddressInfo).port}/`;
  const cdp = await livre();
  let contexto: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | undefined;
  try {
    await esperar(`${base}/api/health`, servidor);
    contexto = await chromium.launchPersistentContext(perfil, {
      executablePath: chrome,
      headless: true,
      args: [`--remote-debugging-port=${cdp}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const pagina = contexto.pages()[0] ?? (await contexto.newPage());
    const sessao = await contexto.newCDPSession(pagina);
    const limparCache = () => sessao.send('Network.clearBrowserCache');

    const figuras: Figura[] = [];
    const rodar = async (nome: string, url: string) => {
      if (soCardapio && nome !== 'hello-world' && !nome.startsWith('/cardapio/')) return;
      if (paginas && nome !== 'hello-world' && !paginas.includes(nome)) return;
      for (const preset of presets) {
        const vezes: Figura[] = [];
        for (let i = 0; i < runs; i++) {
          const v = await medirDeNovo(() => medir(nome, url, preset, cdp), limparCache);
          vezes.push(v);
          // each run with the time it ended and the machine's load, for the record beside the median
          process.stderr.write(
            `run ${i + 1} ${nome} ${preset} (${new Date().toISOString().slice(11, 19)} UTC, load ${loadavg()[0]!.toFixed(2)}): perf ${v.score}, FCP ${(v.fcp / 1000).toFixed(2)} s, LCP ${(v.lcp / 1000).toFixed(2)} s, TBT ${Math.round(v.tbt)} ms, SI ${(v.si / 1000).toFixed(2)} s\n`,
          );
        }
        const m = (k: keyof Omit<Figura, 'pagina' | 'preset'>) => mediana(vezes.map((v) => v[k]));
        figuras.push({
          pagina: nome,
          preset,
          score: m('score'),
          fcp: m('fcp'),
          lcp: m('lcp'),
          tbt: m('tbt'),
          cls: m('cls'),
          si: m('si'),
          bytes: m('bytes'),
        });
      }
    };
    await rodar('hello-world', helloUrl);
    // the customers' public menu (its own bundle), logged out like any customer
    await rodar('/cardapio/pizzaria-demo', `${base}/cardapio/pizzaria-demo`);
    await rodar('/login', `${base}/login`);
    // log in once in this profile: the session (localStorage) and the refresh cookie serve the next runs
    await pagina.goto(`${base}/login`);
    await pagina.getByLabel('E-mail').fill('gerente@demo.com.br');
    await pagina.getByLabel('Senha', { exact: true }).fill('demo1234');
    await pagina.getByRole('button', { name: 'ENTRAR' }).click();
    await pagina.waitForURL(/\/admin\/orders$/);
    await pagina.goto('about:blank');
    await rodar('/admin/orders', `${base}/admin/orders`);

    const linhas = figuras.map(
      (f) =>
        `| ${f.pagina} | ${f.preset} | ${f.score} | ${(f.fcp / 1000).toFixed(2)} s | ${(f.lcp / 1000).toFixed(2)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${(f.si / 1000).toFixed(2)} s | ${Math.round(f.bytes / 1024)} KiB |`,
    );
    console.log(
      [
        `Lighthouse ${LIGHTHOUSE.split('@')[1]}, ${runs} run(s) each (median)${build ? `, build ${path.relative(root, build)}` : ''}`,
        '| page | preset | perf | FCP | LCP | TBT | CLS | SI | transfer |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|',
        ...linhas,
      ].join('\n'),
    );
    await writeFile(path.join(out, 'lighthouse.json'), JSON.stringify({ runs, figuras }, null, 2));
  } finally {
    await contexto?.close().catch(() => undefined);
    hello.close();
    servidor.kill('SIGTERM');
    await new Promise((r) => servidor.once('exit', r));
    await rm(dados, { recursive: true, force: true });
    await rm(perfil, { recursive: true, force: true });
  }
}

await main();
