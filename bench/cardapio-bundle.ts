// What a customer's phone downloads on the first load of the public menu: the scripts, module preloads and styles
// that cardapio.html names, at their gzip and brotli sizes (the build writes both siblings; the server sends one),
// and a check that none of them is back-office code (MUI, i18next, axios, the board).
//
//   npm run build -w apps/web && npx tsx bench/cardapio-bundle.ts
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const ORCAMENTO_JS_GZIP = 120 * 1024;
/** Strings that only the back-office's libraries carry. */
const DO_PAINEL = ['MuiButton', 'i18next', 'axios', 'react-router', 'QueryClient'];

async function tamanho(arquivo: string, ext: '.gz' | '.br', comprimir: (b: Buffer) => Buffer) {
  try {
    return (await stat(arquivo + ext)).size;
  } catch {
    return comprimir(await readFile(arquivo)).length; // below the build's minimum: not pre-compressed
  }
}

const html = await readFile(path.join(dist, 'cardapio.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const linhas: string[] = [];
const js = { bruto: 0, gz: 0, br: 0 };
const css = { bruto: 0, gz: 0, br: 0 };
const intrusos: string[] = [];
for (const ref of refs) {
  const arquivo = path.join(dist, ref);
  const texto = await readFile(arquivo, 'utf8');
  const bruto = Buffer.byteLength(texto);
  const gz = await tamanho(arquivo, '.gz', (b) => zlib.gzipSync(b, { level: 9 }));
  const br = await tamanho(arquivo, '.br', (b) => zlib.brotliCompressSync(b));
  const alvo = ref.endsWith('.js') ? js : css;
  alvo.bruto += bruto;
  alvo.gz += gz;
  alvo.br += br;
  for (const s of DO_PAINEL) if (texto.includes(s)) intrusos.push(`${ref}: ${s}`);
  linhas.push(`| ${ref} | ${(bruto / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} | ${(br / 1024).toFixed(1)} |`);
}
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(
  [
    '| file | raw KiB | gzip KiB | brotli KiB |',
    '|---|---:|---:|---:|',
    ...linhas,
    `| **JS total** | ${kb(js.bruto)} | **${kb(js.gz)}** | ${kb(js.br)} |`,
    `| CSS total | ${kb(css.bruto)} | ${kb(css.gz)} | ${kb(css.br)} |`,
  ].join('\n'),
);
console.log(
  `\nbudget: initial JS ≤ ${ORCAMENTO_JS_GZIP / 1024} KiB gzip → ${js.gz <= ORCAMENTO_JS_GZIP ? 'OK' : 'OVER'}`,
);
console.log(intrusos.length ? `back-office code found:\n${intrusos.join('\n')}` : 'no back-office code in the menu');
if (js.gz > ORCAMENTO_JS_GZIP || intrusos.length) process.exitCode = 1;
