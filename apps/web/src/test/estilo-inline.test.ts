import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { embutirEstilos } from '../../vite/estilo-inline.ts';

// The build step that puts the back-office's stylesheet (the Rubik @font-face rules) into index.html, so the static
// first paint waits for no request but the HTML's own.
const CSS = '@font-face{font-family:Rubik;font-display:swap;src:url(/assets/rubik-latin-400-normal-H.woff2)}';
const BUNDLE = {
  'assets/main-A.css': { type: 'asset', fileName: 'assets/main-A.css', source: `${CSS}\n` },
} as unknown as Rolldown.OutputBundle;
const HTML = `<head>
    <title>Painel do Restaurante</title>
    <script type="module" crossorigin src="/assets/main-B.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-C.js">
    <link rel="stylesheet" crossorigin href="/assets/main-A.css">
  </head>`;

describe('estilo-inline: the stylesheet inside the page', () => {
  it('replaces the link with a <style> right after the title, before any script or preload', () => {
    const html = embutirEstilos(HTML, BUNDLE, '/');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<title>Painel do Restaurante</title>\n    <style>${CSS}</style>`);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('modulepreload'));
  });

  it('keeps a link to a stylesheet the build did not write (nothing to inline)', () => {
    const alheio = HTML.replace('/assets/main-A.css', 'https://cdn.example/x.css');
    expect(embutirEstilos(alheio, BUNDLE, '/')).toBe(alheio);
  });

  it('honours the base path', () => {
    const html = embutirEstilos(HTML.replaceAll('/assets/', '/painel/assets/'), BUNDLE, '/painel/');
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });
});
