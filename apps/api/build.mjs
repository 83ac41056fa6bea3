// Bundles the API (with the shared package) into dist/server.js; node_modules stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  // @app/shared is a workspace link to TypeScript sources: bundle it instead of leaving it external
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@app\/shared\// }, (a) => ({
          path: new URL(`../../packages/shared/src/${a.path.slice('@app/shared/'.length)}`, import.meta.url).pathname,
        }));
      },
    },
  ],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api: dist/server.js');
