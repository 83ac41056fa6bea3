import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './helpers.ts';

// A built SPA as the web build leaves it: hashed assets with brotli and gzip siblings, index.html without.
const JS = `export const x = ${JSON.stringify('pedido '.repeat(400))};\n`;
let f: Fixture;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = path.join(dist, 'assets', 'index-AbC123.js');
  await writeFile(js, JS);
  await writeFile(`${js}.br`, zlib.brotliCompressSync(JS));
  await writeFile(`${js}.gz`, zlib.gzipSync(JS));
  f = await createFixture({ webDist: dist });
});
afterAll(async () => {
  await f?.close();
  await rm(dist, { recursive: true, force: true });
});

const asset = (acceptEncoding?: string) =>
  f.app.inject({
    url: '/assets/index-AbC123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('SPA assets: pre-compressed and cached', () => {
  it('sends the brotli file to a browser that accepts br, with its encoding, type, Vary and a year of cache', async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
    expect(res.rawPayload.length).toBeLessThan(JS.length / 5);
  });

  it('sends gzip when br is not accepted, and the plain file when nothing is', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(JS);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.body).toBe(JS);
  });

  it('serves index.html for client routes with no-cache, so a deploy is picked up on the next load', async () => {
    const res = await f.app.inject({ url: '/login', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
