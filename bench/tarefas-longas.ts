// The long tasks of one page load, read from a Chrome trace (Lighthouse's `--save-assets`, which
// `bench/lighthouse.ts --trace` turns on): each task on the page's main thread longer than a threshold, what ran in
// it (scripts evaluated, timers, React's scheduler messages, style, layout) and the JavaScript functions that took
// its time (self time from the trace's CPU profile samples). Total Blocking Time counts each task's time over 50 ms;
// the mobile preset multiplies the observed tasks by its CPU slowdown (4), so the default threshold is 12.5 ms
// observed.
//
//   npx tsx bench/lighthouse.ts --pages=/admin/orders --presets=mobile --trace
//   npx tsx bench/tarefas-longas.ts bench/.out/lh-_admin_orders-mobile-0.trace.json [--min=12.5] [--top=8]
import { readFile } from 'node:fs/promises';

interface Evento {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

interface No {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const arquivo = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!arquivo) throw new Error('uso: npx tsx bench/tarefas-longas.ts <trace.json> [--min=12.5] [--top=8]');
const opcao = (nome: string) => process.argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3);
const minimo = Number(opcao('min') ?? 12.5);
const top = Number(opcao('top') ?? 8);

const bruto = JSON.parse(await readFile(arquivo, 'utf8')) as Evento[] | { traceEvents: Evento[] };
const eventos = Array.isArray(bruto) ? bruto : bruto.traceEvents;

// the page's main thread: the renderer main thread that ran the most top-level work (about:blank's is idle)
const principais = eventos.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const trabalho = new Map<string, number>();
for (const e of eventos)
  if (e.name === 'RunTask' && e.ph === 'X')
    trabalho.set(`${e.pid}:${e.tid}`, (trabalho.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
const [alvo] = principais
  .map((m) => `${m.pid}:${m.tid}`)
  .sort((a, b) => (trabalho.get(b) ?? 0) - (trabalho.get(a) ?? 0));
if (!alvo) throw new Error('nenhuma CrRendererMain no trace');
const [pid, tid] = alvo.split(':').map(Number) as [number, number];
const daThread = eventos.filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts);
const inicio =
  daThread.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame,
  )?.ts ??
  daThread.find((e) => e.name === 'navigationStart')?.ts ??
  daThread[0]!.ts;
const ms = (us: number) => (us / 1000).toFixed(1);

// CPU profile samples of the page's process (the Profile/ProfileChunk events carry the thread they sampled)
const nos = new Map<number, No>();
const amostras: { ts: number; no: number }[] = [];
const perfis = new Map<string, number>();
// (the Profile event is on the thread it samples; its chunks may come from V8's profiler thread, with the same id)
for (const e of eventos)
  if (e.pid === pid && e.tid === tid && e.name === 'Profile')
    perfis.set(e.id!, (e.args?.data as { startTime: number }).startTime);
for (const e of eventos) {
  if (e.pid !== pid || e.name !== 'ProfileChunk' || !perfis.has(e.id!)) continue;
  const d = e.args?.data as { cpuProfile?: { nodes?: No[]; samples?: number[] }; timeDeltas?: number[] };
  for (const n of d.cpuProfile?.nodes ?? []) nos.set(n.id, n);
  let t = perfis.get(e.id!) ?? 0;
  const deltas = d.timeDeltas ?? [];
  (d.cpuProfile?.samples ?? []).forEach((no, i) => {
    t += deltas[i] ?? 0;
    amostras.push({ ts: t, no });
  });
}
// the Profile event may come after its chunks in the file: chunks keep their own deltas, so sort once at the end
amostras.sort((a, b) => a.ts - b.ts);

const nomeDe = (n: No) => {
  const f = n.callFrame;
  const arq = f.url ? f.url.split('/').pop()!.replace(/\?.*$/, '') : '';
  return `${f.functionName || '(anônima)'}${arq ? ` ${arq}:${f.lineNumber + 1}` : ''}`;
};
// a sample's frame, skipping the profiler's own "(program)"/"(idle)"/"(garbage collector)" names into one bucket each
function funcoesDe(ini: number, fim: number) {
  const proprio = new Map<string, number>();
  const pilha = new Map<string, number>();
  let anterior = ini;
  for (const a of amostras) {
    if (a.ts < ini) continue;
    if (a.ts > fim) break;
    const dt = a.ts - anterior;
    anterior = a.ts;
    const n = nos.get(a.no);
    if (!n) continue;
    proprio.set(nomeDe(n), (proprio.get(nomeDe(n)) ?? 0) + dt);
    // inclusive time of React's and emotion's entry points, to see which phase a task spent its time in
    const vistos = new Set<string>();
    for (let p: No | undefined = n; p; p = p.parent === undefined ? undefined : nos.get(p.parent)) {
      const nome = p.callFrame.functionName;
      if (!nome || vistos.has(nome)) continue;
      vistos.add(nome);
      pilha.set(nome, (pilha.get(nome) ?? 0) + dt);
    }
  }
  return { proprio, pilha };
}

// parent links for "(anônima)" lookups: nodes may name their parent only in later chunks
for (const n of nos.values())
  for (const filho of (n as No & { children?: number[] }).children ?? []) {
    const c = nos.get(filho);
    if (c && c.parent === undefined) c.parent = n.id;
  }

const tarefas = daThread.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) / 1000 >= minimo);
let bloqueio = 0;
for (const t of tarefas) {
  const fim = t.ts + t.dur!;
  bloqueio += Math.max(0, (t.dur! / 1000) * 4 - 50);
  const dentro = daThread.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < fim && e !== t && e.name !== 'RunTask');
  const porNome = new Map<string, number>();
  for (const e of dentro) {
    const d = e.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
    const onde =
      e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule'
        ? ` ${(d?.url ?? '').split('/').pop()}`
        : e.name === 'FunctionCall'
          ? ` ${d?.functionName || '(anônima)'} ${(d?.url ?? '').split('/').pop()}`
          : e.name === 'EventDispatch'
            ? ` ${d?.type ?? ''}`
            : '';
    const k = `${e.name}${onde}`;
    porNome.set(k, (porNome.get(k) ?? 0) + (e.dur ?? 0));
  }
  console.log(`\n@${ms(t.ts - inicio)} ms: tarefa de ${ms(t.dur!)} ms (×4 = ${ms(t.dur! * 4)} ms)`);
  for (const [k, v] of [...porNome].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${ms(v).padStart(7)} ms  ${k}`);
  const { proprio, pilha } = funcoesDe(t.ts, fim);
  if (proprio.size) {
    console.log('  tempo próprio (amostras):');
    for (const [k, v] of [...proprio].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${ms(v).padStart(7)} ms  ${k}`);
    console.log('  inclusivo (amostras):');
    for (const [k, v] of [...pilha].sort((a, b) => b[1] - a[1]).slice(0, top * 2))
      console.log(`  ${ms(v).padStart(7)} ms  ${k}`);
  }
}
console.log(
  `\n${tarefas.length} tarefa(s) ≥ ${minimo} ms na thread principal; soma de (4 × duração − 50 ms): ${bloqueio.toFixed(0)} ms` +
    ' (uma estimativa: o TBT do Lighthouse mobile é simulado e conta só entre o FCP e o TTI)',
);
