// Build step: the back-office's stylesheet (only the Rubik @font-face rules: MUI's styles are written by emotion at
// run time) goes into index.html as a <style>, first in <head>. A <link rel="stylesheet"> is render-blocking: on a
// first load it queues behind the entry's and the route's scripts on the same connections, so the static first paint
// (apps/web/vite/primeira-pintura/) waited for them and the page painted only after the scripts had arrived. Inline,
// the page paints as soon as its HTML is parsed. The CSP allows inline styles (emotion needs them), not scripts.
import type { Plugin, Rolldown } from 'vite';

const LINK = /[ \t]*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>\n?/g;

/** The HTML with each stylesheet link of the bundle replaced by a <style> right after <title>. */
export function embutirEstilos(html: string, bundle: Rolldown.OutputBundle, base: string): string {
  const estilos: string[] = [];
  const semLinks = html.replace(LINK, (link, href: string) => {
    const arquivo = bundle[href.slice(base.length)];
    if (arquivo?.type !== 'asset') return link; // not ours (another origin, or not built here): keep the link
    estilos.push(String(arquivo.source).trim());
    return '';
  });
  if (!estilos.length) return html;
  if (!semLinks.includes('</title>')) throw new Error('estilo-inline: index.html sem <title>');
  return semLinks.replace('</title>', `</title>\n    <style>${estilos.join('\n')}</style>`);
}

/** Vite plugin: inlines the stylesheets of the listed HTML pages (production builds only). */
export function estiloInlinePlugin(paginas: readonly string[] = ['index.html']): Plugin {
  let base = '/';
  return {
    name: 'estilo-inline',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !paginas.some((p) => ctx.filename.endsWith(`/${p}`))) return html;
        return embutirEstilos(html, ctx.bundle, base);
      },
    },
  };
}
