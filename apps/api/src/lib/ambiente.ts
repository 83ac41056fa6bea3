import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

// Where the server finds its `.env` and its relative paths. Both are the project's root folder, whatever folder
// the process started in: `npm start` runs at the root and `npm run dev:api` inside apps/api, and a relative
// DATA_DIR must name the same folder for both (two folders meant two different databases).

/** The project root, from the server module's own location (apps/api/src/server.ts or apps/api/dist/server.js). */
export function raizDoProjeto(moduloDoServidor: string): string {
  return path.resolve(path.dirname(moduloDoServidor), '../../..');
}

/**
 * Reads `<raiz>/.env` into `env` without overriding what is already set (the real environment wins, as with
 * `process.loadEnvFile`). Node's own parser: no dependency. Returns whether a file was read.
 */
export function carregarDotEnv(raiz: string, env: NodeJS.ProcessEnv = process.env): boolean {
  let texto: string;
  try {
    texto = fs.readFileSync(path.join(raiz, '.env'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  for (const [k, v] of Object.entries(parseEnv(texto))) if (env[k] === undefined) env[k] = v;
  return true;
}
