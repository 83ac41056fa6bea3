// Build step: every text asset gets a brotli (.br) and a gzip (.gz) sibling, compressed once at the highest level,
// so the server sends them as they are (no compression work per request, and a smaller first load).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses well; images and fonts (woff2) are compressed already. */
const TEXTO = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MINIMO_BYTES = 1024;

async function arquivos(dir: string): Promise<string[]> {
  const entradas = await readdir(dir, { withFileTypes: true });
  const filhos = await Promise.all(
    entradas.map((e) => (e.isDirectory() ? arquivos(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return filhos.flat();
}

/** Writes file.br and file.gz next to every text file of `dir` worth compressing; returns how many files. */
export async function precomprimir(dir: string): Promise<number> {
  const alvos = (await arquivos(dir)).filter((f) => TEXTO.test(f));
  let n = 0;
  for (const f of alvos) {
    if ((await stat(f)).size < MINIMO_BYTES) continue;
    const conteudo = await readFile(f);
    const [br, gz] = await Promise.all([
      brotli(conteudo, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length,
        },
      }),
      gzip(conteudo, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // a sibling that is not smaller would only cost a header
    if (br.length < conteudo.length) await writeFile(`${f}.br`, br);
    if (gz.length < conteudo.length) await writeFile(`${f}.gz`, gz);
    n++;
  }
  return n;
}

/** Vite plugin: compresses the output directory after the bundle is written (production builds only). */
export function precomprimirPlugin(): Plugin {
  let saida = '';
  return {
    name: 'precomprimir',
    apply: 'build',
    configResolved(config) {
      saida = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const n = await precomprimir(saida);
      this.info(`${n} arquivos pré-comprimidos (br, gz)`);
    },
  };
}
