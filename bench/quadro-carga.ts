// The board's first load on a phone, counted rather than scored: what Lighthouse's mobile figures vary with machine
// load, this counts in the page itself. A real Chromium at a phone's viewport with the CPU slowed 4× (as
// Lighthouse's mobile preset simulates) opens /admin/orders logged in, against the production build served by the
// real server (demo seed, embedded database), and reports per run:
// - React commits and components (fibers) mounted until the page settles, read through React's DevTools hook;
// - emotion's style insertions (`insertRule`, its production mode) and `<style>` elements added;
// - the long tasks the page saw (PerformanceObserver, ≥ 50 ms at the 4× slowdown) and their sum over 50 ms, a
//   blocking time measured rather than simulated; the first paint and the first card's appearance;
// - Chrome's own totals (Performance.getMetrics): script, task, style and layout time, layouts and style recalcs.
//
//   npm run build && npx tsx bench/quadro-carga.ts [--build=bench/.out/main] [--runs=3] [--trace]
//
// `--trace` keeps a Chrome trace with CPU samples per run (bench/.out/quadro-<build>-<n>.trace.json), for
// `npx tsx bench/tarefas-longas.ts <file> --min=50` (the tasks here are already slowed down).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { esperar, livre } from './lighthouse-servidor.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'bench', '.out');
const opcao = (nome: string) => process.argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3);
const runs = Number(opcao('runs') ?? 3);
const build = opcao('build') && path.resolve(opcao('build')!);
const comTrace = process.argv.includes('--trace');
const nomeBuild = build ? path.basename(build) : 'dist';

// Injected before any script of the page: a DevTools hook React reports each commit to, and counters around
// emotion's two ways of inserting styles. Walking the tree on each commit costs a little, equally in every build.
// Plain JavaScript in a string: tsx would add its own helpers to a function's source, undefined in the page.
const ESPIAO = `(() => {
  const vistos = new WeakSet();
  const c = { commits: 0, montados: 0, regras: 0, estilos: 0, longas: [] };
  window.__quadro = c;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, raiz) => {
      c.commits++;
      const pilha = [raiz.current];
      while (pilha.length) {
        const f = pilha.pop();
        if (!vistos.has(f) && !(f.alternate && vistos.has(f.alternate))) c.montados++;
        vistos.add(f);
        if (f.child) pilha.push(f.child);
        if (f.sibling) pilha.push(f.sibling);
      }
    },
  };
  const inserir = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (...a) {
    c.regras++;
    return inserir.apply(this, a);
  };
  new MutationObserver((ms) => {
    for (const m of ms) for (const n of m.addedNodes) if (n.nodeName === 'STYLE') c.estilos++;
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) c.longas.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface Medida {
  commits: number;
  montados: number;
  regras: number;
  estilos: number;
  longas: number;
  bloqueio: number;
  maior: number;
  fp: number;
  card: number;
  script: number;
  tarefas: number;
  estilo: number;
  layout: number;
  layouts: number;
  recalcs: number;
}

async function medir(url: string, abrir: () => Promise<{ page: Page; cdp: CDPSession }>, n: number): Promise<Medida> {
  const { page, cdp } = await abrir();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const trace: unknown[] = [];
  if (comTrace) {
    cdp.on('Tracing.dataCollected', (d: { value: unknown[] }) => trace.push(...d.value));
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
        '__metadata',
      ].join(','),
    });
  }
  if (comTrace) {
    // a CPU profile beside the trace (…cpuprofile, for Chrome DevTools' Performance panel or any profile reader)
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const t0 = Date.now();
  await page.goto(url);
  await page.locator('[data-testid^="pedido-card-"]').first().waitFor({ timeout: 60_000 });
  const card = Date.now() - t0;
  // the page settles: the live stream connects, its first refetch answers, no more renders for a while
  await page.waitForFunction(() => (globalThis as unknown as { __quadro: { commits: number } }).__quadro.commits > 0);
  let antes = -1;
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(1000);
    const agora = await page.evaluate(
      () => (globalThis as unknown as { __quadro: { commits: number } }).__quadro.commits,
    );
    if (agora === antes && i >= 3) break;
    antes = agora;
  }
  if (comTrace) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
    await writeFile(path.join(out, `quadro-${nomeBuild}-${n}.cpuprofile`), JSON.stringify(profile));
    const fim = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await fim;
    await writeFile(path.join(out, `quadro-${nomeBuild}-${n}.trace.json`), JSON.stringify({ traceEvents: trace }));
  }
  const c = await page.evaluate(() => {
    const q = (globalThis as unknown as { __quadro: Record<string, unknown> }).__quadro;
    const fp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    return { ...q, fp } as {
      commits: number;
      montados: number;
      regras: number;
      estilos: number;
      longas: number[];
      fp: number;
    };
  });
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const m = (k: string) => metrics.find((x) => x.name === k)?.value ?? 0;
  await page.close();
  return {
    commits: c.commits,
    montados: c.montados,
    regras: c.regras,
    estilos: c.estilos,
    longas: c.longas.length,
    bloqueio: c.longas.reduce((s, d) => s + Math.max(0, d - 50), 0),
    maior: Math.max(0, ...c.longas),
    fp: c.fp,
    card,
    script: m('ScriptDuration') * 1000,
    tarefas: m('TaskDuration') * 1000,
    estilo: m('RecalcStyleDuration') * 1000,
    layout: m('LayoutDuration') * 1000,
    layouts: m('LayoutCount'),
    recalcs: m('RecalcStyleCount'),
  };
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const web = build ? path.join(build, 'web') : path.join(root, 'apps/web/dist');
  const serverJs = build ? path.join(build, 'api/server.js') : path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(path.join(web, 'index.html')) || !existsSync(serverJs)) throw new Error('faça o build antes');
  await mkdir(out, { recursive: true });
  const dados = await mkdtemp(path.join(tmpdir(), 'quadro-data-'));
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
  const navegador = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    await esperar(`${base}/api/health`, servidor);
    // a phone: Lighthouse's mobile preset emulates a 412 px wide screen
    const contexto = await navegador.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const login = await contexto.newPage();
    await login.goto(`${base}/login`);
    await login.getByLabel('E-mail').fill('gerente@demo.com.br');
    await login.getByLabel('Senha', { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: 'ENTRAR' }).click();
    await login.waitForURL(/\/admin\/orders$/);
    await login.close();
    await contexto.addInitScript({ content: ESPIAO });
    const abrir = async () => {
      const page = await contexto.newPage();
      return { page, cdp: await contexto.newCDPSession(page) };
    };
    const medidas: Medida[] = [];
    for (let i = 0; i < runs; i++) {
      const m = await medir(`${base}/admin/orders`, abrir, i);
      medidas.push(m);
      console.log(`run ${i + 1}: ${JSON.stringify(m, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}`);
    }
    const chaves = Object.keys(medidas[0]!) as (keyof Medida)[];
    console.log(`\n${nomeBuild}, mediana de ${runs}:`);
    console.log(`| ${chaves.join(' | ')} |`);
    console.log(`| ${chaves.map((k) => Math.round(mediana(medidas.map((m) => m[k])))).join(' | ')} |`);
  } finally {
    await navegador.close();
    servidor.kill('SIGTERM');
    await new Promise((r) => servidor.once('exit', r));
    await rm(dados, { recursive: true, force: true });
  }
}

await main();
