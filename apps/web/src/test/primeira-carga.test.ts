import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { calcularPrimeiraCarga, ROTAS_PRIMEIRA_CARGA } from '../../vite/primeira-carga.ts';

// The build step that lists, per landing path, the chunks to preload and the static first paint (checked on a small
// bundle shaped like the real one: an entry, lazy pages with their imports, the font files).
const ROOT = '/app/web';
const chunk = (fileName: string, imports: string[], modulo?: string) => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId: modulo ? `${ROOT}/${modulo}` : null,
  moduleIds: modulo ? [`${ROOT}/${modulo}`] : [],
});
const asset = (fileName: string) => ({ type: 'asset', fileName });
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-A.js', ['assets/runtime-R.js']),
    chunk('assets/runtime-R.js', []),
    chunk(
      'assets/login-page-B.js',
      ['assets/TextField-C.js', 'assets/runtime-R.js'],
      'src/features/auth/pages/login-page.tsx',
    ),
    chunk('assets/TextField-C.js', ['assets/runtime-R.js']),
    chunk('assets/admin-layout-D.js', ['assets/Menu-G.js'], 'src/components/layout/admin-layout.tsx'),
    chunk(
      'assets/orders-page-E.js',
      ['assets/Menu-G.js', 'assets/index-A.js'],
      'src/features/pedidos/pages/orders-page.tsx',
    ),
    chunk('assets/Menu-G.js', []),
    // main.tsx's start-up stages (dynamic imports of the entry)
    chunk('assets/i18n-S.js', [], 'src/app/i18n/index.ts'),
    chunk('assets/router-T.js', ['assets/runtime-R.js'], 'src/app/router.ts'),
    chunk('assets/app-U.js', ['assets/Menu-G.js'], 'src/app/app.tsx'),
    chunk('assets/raiz-V.js', [], 'src/app/raiz.ts'),
    asset('assets/rubik-latin-500-normal-F.woff2'),
    asset('assets/rubik-latin-400-normal-H.woff2'),
    asset('assets/rubik-cyrillic-500-normal-X.woff2'),
  ].map((c) => [c.fileName, c]),
) as unknown as Rolldown.OutputBundle;
const HTML = '<head><script type="module" crossorigin src="/assets/index-A.js"></script></head>';
const PINTURAS = { 'login.html': '<b>Login</b>', 'quadro.html': '<b>Quadro</b>' };

describe('primeira-carga: what each landing path gets', () => {
  const dados = calcularPrimeiraCarga(BUNDLE, HTML, ROOT, '/', ROTAS_PRIMEIRA_CARGA, PINTURAS);

  const INICIO = [
    '/assets/raiz-V.js',
    '/assets/app-U.js',
    '/assets/Menu-G.js',
    '/assets/router-T.js',
    '/assets/i18n-S.js',
  ];

  it("preloads the route's chunk first, then what it imports, then the start-up's stages, minus what the HTML's entry loads already", () => {
    expect(dados.rotas['/login']!.preload).toEqual(['/assets/login-page-B.js', '/assets/TextField-C.js', ...INICIO]);
    const quadro = dados.rotas['/admin/orders']!.preload;
    expect([...quadro].sort()).toEqual([...INICIO, '/assets/admin-layout-D.js', '/assets/orders-page-E.js'].sort());
    expect(quadro).not.toContain('/assets/index-A.js');
    expect(quadro).not.toContain('/assets/runtime-R.js');
    expect(dados.rotas['/admin/*']!.preload.sort()).toEqual([...INICIO, '/assets/admin-layout-D.js'].sort());
  });

  it('gives every other page the start-up stages main.tsx imports (react-dom, the router, the app, i18n)', () => {
    expect([...dados.rotas['/*']!.preload].sort()).toEqual([...INICIO].sort());
    expect(dados.rotas['/*']!.pintura).toBeUndefined();
  });

  it('preloads the latin Rubik files, and gives the login and the board their static paint', () => {
    expect(dados.fontes).toEqual(['/assets/rubik-latin-400-normal-H.woff2', '/assets/rubik-latin-500-normal-F.woff2']);
    expect(dados.rotas['/login']!.pintura).toBe('<b>Login</b>');
    expect(dados.rotas['/admin/orders']!.pintura).toBe('<b>Quadro</b>');
    expect(dados.rotas['/admin/*']!.pintura).toBeUndefined();
  });

  it('fails the build when a listed page has no chunk (a renamed file must not silently drop its preload)', () => {
    expect(() =>
      calcularPrimeiraCarga(BUNDLE, HTML, ROOT, '/', { '/x': { modulos: ['src/sumiu.tsx'] } }, PINTURAS),
    ).toThrow(/src\/sumiu\.tsx/);
  });
});
