import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// `@/` is apps/web/src: features import shared code absolutely (relative climbs out of a feature are linted as
// feature-to-feature imports).
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// The web project of the root vitest workspace: component and hook tests in jsdom.
export default defineProject({
  plugins: [react()],
  resolve: { alias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders of MUI pages take ~1 s alone and several times that when the 2 cores also run the API suites
    testTimeout: 15000,
  },
});
