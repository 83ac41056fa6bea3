// index.html per path, from what the web build lists for the pages a first load lands on (apps/web/vite/
// primeira-carga.ts writes dist/primeira-carga.json): the route's chunks as modulepreload links (they download with
// the entry instead of after it runs), the fonts as preload links, and a static first paint inside #root (the app
// replaces it when it renders). Links and markup only: the CSP allows no inline script.

export interface PrimeiraCarga {
  /** Exact paths, or prefixes ending in `/*`. */
  rotas: Record<string, { preload: string[]; pintura?: string }>;
  fontes: string[];
}

const ESCAPE: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attr = (s: string) => s.replace(/[&"<>]/g, (c) => ESCAPE[c]!);

/** The route entry for a path: the exact one, else the longest `/*` prefix that covers it. */
export function rotaDe(rotas: PrimeiraCarga['rotas'], url: string): string | undefined {
  const caminho = (url.split(/[?#]/)[0] ?? '/').replace(/(.)\/+$/, '$1');
  if (rotas[caminho]) return caminho;
  return Object.keys(rotas)
    .filter((k) => k.endsWith('/*') && caminho.startsWith(k.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
}

/** Builds index.html for each route once; returns the page for a request's URL. */
export function paginaDaRota(html: string, dados: PrimeiraCarga): (url: string) => string {
  const fontes = dados.fontes.map(
    (f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${attr(f)}">`,
  );
  const montar = (rota?: { preload: string[]; pintura?: string }) => {
    const links = [
      ...fontes,
      ...(rota?.preload ?? []).map((f) => `<link rel="modulepreload" crossorigin href="${attr(f)}">`),
    ];
    let pagina = html.replace('</head>', `${links.map((l) => `    ${l}\n`).join('')}  </head>`);
    if (rota?.pintura) pagina = pagina.replace('<div id="root"></div>', `<div id="root">${rota.pintura}</div>`);
    return pagina;
  };
  const semRota = montar();
  const prontas = new Map(Object.entries(dados.rotas).map(([k, r]) => [k, montar(r)]));
  return (url) => {
    const k = rotaDe(dados.rotas, url);
    return (k && prontas.get(k)) || semRota;
  };
}
