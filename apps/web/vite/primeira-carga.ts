// Build step for the first load of the pages people land on. The SPA has one index.html for every path, so what
// depends on the path is written to dist/primeira-carga.json and the server puts it in the HTML it sends:
// - `preload`: the route's chunks (its lazy module and what that imports, minus what index.html already loads), as
//   <link rel="modulepreload">, so they download with the entry instead of one round trip after it runs;
// - `pintura`: a static first paint (plain HTML and CSS, no JS) shown until the app renders the route;
// - `fontes`: the Rubik files the first screen uses, preloaded on every path.
// The CSP forbids inline scripts, so nothing here is a script: links and markup only.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

export interface RotaPrimeiraCarga {
  /** Lazy modules the route renders (relative to apps/web), outermost first. */
  modulos: string[];
  /** A file of vite/primeira-pintura/ with the static first paint, or none. */
  pintura?: string;
}

/** Keys are exact paths; a key ending in `/*` covers every path below it. */
export type RotasPrimeiraCarga = Record<string, RotaPrimeiraCarga>;

const LAYOUT = 'src/components/layout/admin-layout.tsx';
/** What main.tsx imports in stages at start-up, on every path: preloaded with the route's own chunks. */
export const INICIO = ['src/app/i18n/index.ts', 'src/app/router.ts', 'src/app/app.tsx', 'src/app/raiz.ts'];

/** Where a first load lands: the login and the orders board (the home after login); any other admin screen gets
 * at least the shell. */
export const ROTAS_PRIMEIRA_CARGA: RotasPrimeiraCarga = {
  '/login': { modulos: [...INICIO, 'src/features/auth/pages/login-page.tsx'], pintura: 'login.html' },
  '/admin/orders': {
    modulos: [...INICIO, LAYOUT, 'src/features/pedidos/pages/orders-page.tsx'],
    pintura: 'quadro.html',
  },
  '/admin/*': { modulos: [...INICIO, LAYOUT] },
  // any other page of the back-office: the start-up's stages alone
  '/*': { modulos: INICIO },
};

/** The font files preloaded everywhere (latin subset: Portuguese needs nothing beyond it). */
const FONTES = /^rubik-latin-(400|500)-normal-.*\.woff2$/;

export interface PrimeiraCarga {
  rotas: Record<string, { preload: string[]; pintura?: string }>;
  fontes: string[];
}

/** The static-import closure of `inicio` in the bundle (file names). */
function fecho(bundle: OutputBundle, inicio: string[]): Set<string> {
  const vistos = new Set<string>();
  const pilha = [...inicio];
  while (pilha.length) {
    const f = pilha.pop()!;
    if (vistos.has(f)) continue;
    vistos.add(f);
    const c = bundle[f];
    if (c?.type === 'chunk') pilha.push(...c.imports);
  }
  return vistos;
}

/** What each route needs, from the written bundle and the index.html that loads the entry. */
export function calcularPrimeiraCarga(
  bundle: OutputBundle,
  html: string,
  root: string,
  base: string,
  rotas: RotasPrimeiraCarga,
  pinturas: Record<string, string>,
): PrimeiraCarga {
  // what the HTML loads already (the entry and its modulepreloads) and everything those import
  const noHtml = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!.slice(base.length));
  const jaCarregado = fecho(bundle, noHtml);
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const chunkDe = (modulo: string) => {
    const id = path.resolve(root, modulo);
    const c = chunks.find((x) => x.facadeModuleId === id) ?? chunks.find((x) => x.moduleIds.includes(id));
    if (!c) throw new Error(`primeira-carga: nenhum chunk contém ${modulo}`);
    return c.fileName;
  };
  const saida: PrimeiraCarga = { rotas: {}, fontes: [] };
  for (const [rota, r] of Object.entries(rotas)) {
    const arquivos = [...fecho(bundle, r.modulos.map(chunkDe))].filter((f) => !jaCarregado.has(f));
    saida.rotas[rota] = {
      preload: arquivos.map((f) => base + f),
      ...(r.pintura ? { pintura: pinturas[r.pintura] } : {}),
    };
  }
  saida.fontes = Object.keys(bundle)
    .filter((f) => FONTES.test(path.basename(f)))
    .sort()
    .map((f) => base + f);
  return saida;
}

/** Vite plugin: writes dist/primeira-carga.json after the bundle (production builds only). */
export function primeiraCargaPlugin(rotas: RotasPrimeiraCarga = ROTAS_PRIMEIRA_CARGA): Plugin {
  let root = '';
  let saida = '';
  let base = '/';
  let pinturasDir = '';
  return {
    name: 'primeira-carga',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      pinturasDir = path.join(config.root, 'vite', 'primeira-pintura');
      saida = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const html = await readFile(path.join(saida, 'index.html'), 'utf8');
      const pinturas: Record<string, string> = {};
      for (const r of Object.values(rotas))
        if (r.pintura)
          // the file's comment is for whoever edits it, not for every page load
          pinturas[r.pintura] = (await readFile(path.join(pinturasDir, r.pintura), 'utf8'))
            .replace(/<!--[\s\S]*?-->/g, '')
            .trim();
      const dados = calcularPrimeiraCarga(bundle, html, root, base, rotas, pinturas);
      await writeFile(path.join(saida, 'primeira-carga.json'), JSON.stringify(dados, null, 2));
    },
  };
}
