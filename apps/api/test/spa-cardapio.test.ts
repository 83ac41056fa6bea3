import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './helpers.ts';

// A built web app with its two pages: the back-office (index.html) and the customers' public menu (cardapio.html).
let f: Fixture;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'spa-cardapio-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'cardapio.html'), '<!doctype html><div id="cardapio"></div>');
  f = await createFixture({ webDist: dist });
});
afterAll(async () => {
  await f?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => f.app.inject({ url });

describe('the public menu is its own page', () => {
  it.each(['/cardapio/pizzaria-demo', '/cardapio/pizzaria-demo?mesa=1', '/cardapio/x/pedido/AbC123xyzAbC123xyz'])(
    '%s gets cardapio.html (no back-office code), never cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="cardapio">');
      expect(res.body).not.toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/login', '/admin/orders', '/cardapios', '/acompanhar/x', '/admin/settings/site', '/'])(
    '%s still gets the back-office',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('an unknown API path under the menu name is still a JSON problem, not a page', async () => {
    const res = await get('/api/cardapio/nada-aqui');
    expect([401, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
