import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginaDaRota, rotaDe, type PrimeiraCarga } from '../src/plugins/spa-primeira-carga.ts';
import { createFixture, type Fixture } from './helpers.ts';

// A built SPA with the web build's primeira-carga.json: what each landing path preloads and paints first.
const HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const DADOS: PrimeiraCarga = {
  rotas: {
    '/login': {
      preload: ['/assets/login-page-B.js', '/assets/TextField-C.js'],
      pintura: '<div class="pp">Login</div>',
    },
    '/admin/orders': { preload: ['/assets/admin-layout-D.js', '/assets/orders-page-E.js'] },
    '/admin/*': { preload: ['/assets/admin-layout-D.js'] },
  },
  fontes: ['/assets/rubik-latin-500-normal-F.woff2'],
};

const modulepreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('first load: the page per path', () => {
  it('matches the exact path first, then the longest /* prefix, ignoring the query and a trailing slash', () => {
    expect(rotaDe(DADOS.rotas, '/login?redirect=%2Fadmin%2Fhistory')).toBe('/login');
    expect(rotaDe(DADOS.rotas, '/admin/orders/')).toBe('/admin/orders');
    expect(rotaDe(DADOS.rotas, '/admin/history')).toBe('/admin/*');
    expect(rotaDe(DADOS.rotas, '/admin')).toBeUndefined();
    expect(rotaDe(DADOS.rotas, '/definir-senha')).toBeUndefined();
  });

  it("puts the route's chunks and the fonts in the head and the static paint in #root; other paths get the fonts", () => {
    const pagina = paginaDaRota(HTML, DADOS);
    const login = pagina('/login');
    expect(modulepreloads(login)).toEqual(['/assets/login-page-B.js', '/assets/TextField-C.js']);
    expect(login).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/rubik-latin-500-normal-F.woff2">',
    );
    expect(login.indexOf('modulepreload')).toBeLessThan(login.indexOf('</head>'));
    expect(login).toContain('<div id="root"><div class="pp">Login</div></div>');

    const quadro = pagina('/admin/orders');
    expect(modulepreloads(quadro)).toEqual(['/assets/admin-layout-D.js', '/assets/orders-page-E.js']);
    expect(quadro).toContain('<div id="root"></div>');
    expect(modulepreloads(pagina('/admin/customers'))).toEqual(['/assets/admin-layout-D.js']);

    const outra = pagina('/definir-senha');
    expect(modulepreloads(outra)).toEqual([]);
    expect(outra).toContain('rubik-latin-500-normal-F.woff2');
    expect(outra).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
  });
});

describe('first load: served by the API', () => {
  let f: Fixture;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'spa-pc-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), HTML);
    await writeFile(path.join(dist, 'primeira-carga.json'), JSON.stringify(DADOS));
    f = await createFixture({ webDist: dist });
  });
  afterAll(async () => {
    await f?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends /login with its preloads and static paint, as HTML, never cached, under the strict CSP', async () => {
    const res = await f.app.inject({ url: '/login?redirect=%2Fadmin%2Forders' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(modulepreloads(res.body)).toEqual(['/assets/login-page-B.js', '/assets/TextField-C.js']);
    expect(res.body).toContain('<div class="pp">Login</div>');
    // links and markup only: scripts stay 'self'
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('sends the board its own chunks, and unknown API paths never get the page', async () => {
    const res = await f.app.inject({ url: '/admin/orders' });
    expect(modulepreloads(res.body)).toEqual(['/assets/admin-layout-D.js', '/assets/orders-page-E.js']);
    const api = await f.app.inject({ url: '/api/nada' });
    expect(api.statusCode).toBeGreaterThanOrEqual(400);
    expect(api.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});
