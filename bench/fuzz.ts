// The long fuzz run: the generator of the API's fuzz test (apps/api/test/fuzz/), over every operation of the
// OpenAPI document the app serves, until at least --requests requests (default 50,000): first every hostile value
// on every query parameter and body field, then seeded random rounds. API on PGlite in this process, no network.
// Figures: docs/PERFORMANCE.md, section "Fuzz".
//
//   npx tsx bench/fuzz.ts                     50,000 requests, seed 1
//   npx tsx bench/fuzz.ts --requests=200000 --seed=7
//
// Exits 1 if any answer was a 5xx (other than a Portuguese 503 of an absent third party) or an error answer was
// not Portuguese Problem Details; the first failures are printed with the request that caused them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { createFixture } from '../apps/api/test/helpers.ts';
import { novoRelatorio, prepararAlvo, rodada } from '../apps/api/test/fuzz/alvo.ts';
import { HOSTIS } from '../apps/api/test/fuzz/mutacoes.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const ALVO_REQUISICOES = Number(args.requests ?? 50_000);
const SEMENTE = Number(args.seed ?? 1);

const f = await createFixture();
try {
  const alvo = await prepararAlvo(f);
  // Fastify's hello-world through the same inject, in this process, right now: the machine's floor for the ratio
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  for (let i = 0; i < 1000; i++) await hello.inject({ url: '/' }); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < 5000; i++) await hello.inject({ url: '/' });
  const helloRps = 5000 / ((performance.now() - t0) / 1000);
  await hello.close();
  const rel = novoRelatorio();
  const inicio = performance.now();
  let rodadas = 0;
  // one exhaustive round (every hostile value everywhere), then random rounds until the target
  await rodada(f, alvo, SEMENTE, HOSTIS.length, rel);
  rodadas++;
  for (let s = SEMENTE + 1; rel.enviadas < ALVO_REQUISICOES; s++, rodadas++) await rodada(f, alvo, s, 4, rel);
  const ms = performance.now() - inicio;
  const resumo = {
    data: new Date().toISOString(),
    operacoes: alvo.ops.length,
    rodadas,
    semente: SEMENTE,
    requisicoes: rel.enviadas,
    segundos: Math.round(ms / 100) / 10,
    req_por_s: Math.round(rel.enviadas / (ms / 1000)),
    hello_req_por_s: Math.round(helloRps),
    pct_do_hello: Math.round((rel.enviadas / (ms / 1000) / helloRps) * 1000) / 10,
    por_status: rel.porStatus,
    respostas_5xx_exceto_503: Object.entries(rel.porStatus)
      .filter(([s]) => Number(s) >= 500 && Number(s) !== 503)
      .reduce((a, [, n]) => a + n, 0),
    falhas: rel.falhas.length,
  };
  console.log(JSON.stringify(resumo, null, 2));
  for (const x of rel.falhas.slice(0, 20)) console.log(`FALHA ${x.operacao} [${x.caso}] ${x.url}\n  ${x.motivo}`);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.out');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `fuzz-${resumo.data.replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ ...resumo, primeiras_falhas: rel.falhas.slice(0, 200) }, null, 2),
  );
  process.exitCode = rel.falhas.length ? 1 : 0;
} finally {
  await f.close();
}
