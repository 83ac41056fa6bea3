import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../test/helpers.ts';
import { cabecalhosDoHelmet } from './cabecalhos.ts';

// Security headers worked out once: every one on a document (the SPA's page, the API's docs), only the ones a
// non-HTML answer uses on JSON.
let f: Fixture;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cabecalhos-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  f = await createFixture({ webDist: dist });
});
afterAll(async () => {
  await f?.close();
  await rm(dist, { recursive: true, force: true });
});

const HTML_APENAS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', () => {
  it("a page of the SPA carries helmet's full policy, CSP included", async () => {
    const res = await f.app.inject({ url: '/admin/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('wss://localhost:8181');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const h of HTML_APENAS) expect(res.headers[h], h).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('the API docs page (HTML under /api) keeps the full policy too', async () => {
    const res = await f.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('a JSON answer, a 401 and a 304 skip the document-only headers and keep nosniff, resource and referrer policy', async () => {
    const token = await f.token('gerente.a@teste.com');
    const ok = await f.app.inject({ url: '/api/pedidos?last_hours=24', headers: bearer(token) });
    const etag = String(ok.headers.etag);
    const naoMudou = await f.app.inject({
      url: '/api/pedidos?last_hours=24',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
    expect(naoMudou.statusCode).toBe(304);
    const semToken = await f.app.inject({ url: '/api/pedidos' });
    expect(semToken.statusCode).toBe(401);
    for (const res of [ok, naoMudou, semToken]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      for (const h of HTML_APENAS) expect(res.headers[h], h).toBeUndefined();
    }
  });

  it("reads helmet's headers once, HSTS only when asked", () => {
    const semHsts = new Map(cabecalhosDoHelmet({ hsts: false }));
    expect(semHsts.get('strict-transport-security')).toBeUndefined();
    expect(semHsts.get('x-content-type-options')).toBe('nosniff');
    const comHsts = new Map(cabecalhosDoHelmet({ hsts: { maxAge: 31536000, includeSubDomains: true } }));
    expect(comHsts.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
