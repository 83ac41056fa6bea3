import { fileURLToPath } from 'node:url';

/** The module aliases of the build, the dev server and the web tests alike. */
export const aliases = [
  // `@/` is apps/web/src: features import shared code absolutely (relative climbs out of a feature are linted as
  // feature-to-feature imports).
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  // emotion inserts each style while its component renders, not in the commit (src/app/emotion-insercao.ts)
  {
    find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
    replacement: fileURLToPath(new URL('../src/app/emotion-insercao.ts', import.meta.url)),
  },
];
