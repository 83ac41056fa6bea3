import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { carregarDotEnv, raizDoProjeto } from './ambiente.ts';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ambiente-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('.env and the data folder', () => {
  it('the project root is the same from the sources (npm run dev:api) and from the build (npm start)', () => {
    expect(raizDoProjeto(path.join(raiz, 'apps/api/src/server.ts'))).toBe(raiz);
    expect(raizDoProjeto(path.join(raiz, 'apps/api/dist/server.js'))).toBe(raiz);
    expect(fs.existsSync(path.join(raiz, '.env.example'))).toBe(true);
  });

  it('a relative DATA_DIR is taken from the project root, not from the folder the process started in', () => {
    const c = loadConfig({ DATA_DIR: './data' }, raiz);
    expect(c.dataDir).toBe(path.join(raiz, 'data'));
    expect(loadConfig({ DATA_DIR: '/srv/dados' }, raiz).dataDir).toBe('/srv/dados');
  });

  it('.env is read, and the real environment wins over it', () => {
    fs.writeFileSync(
      path.join(tmp, '.env'),
      '# comentário\nDATA_DIR=./dados-do-env\nPORT=4321\nAPP_ORIGINS="https://a.example, https://b.example"\n',
    );
    const env: NodeJS.ProcessEnv = { PORT: '5000' };
    expect(carregarDotEnv(tmp, env)).toBe(true);
    const c = loadConfig(env, tmp);
    expect(c.port).toBe(5000);
    expect(c.dataDir).toBe(path.join(tmp, 'dados-do-env'));
    expect(c.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('no .env is fine', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(carregarDotEnv(path.join(tmp, 'nada'), env)).toBe(false);
    expect(env).toEqual({});
  });

  it('the embedded database flushes commits unless PGLITE_FSYNC=0', () => {
    expect(loadConfig({}).pgliteFsync).toBe(true);
    expect(loadConfig({ PGLITE_FSYNC: '0' }).pgliteFsync).toBe(false);
  });
});
