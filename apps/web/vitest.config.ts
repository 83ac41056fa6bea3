import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { aliases } from './vite/aliases.ts';

// The web project of the root vitest workspace: component and hook tests in jsdom.
export default defineProject({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Emotion as the build has it: its ES modules, through the bundler, so the build's alias reaches its own imports
    // (src/app/emotion-insercao.ts). Node's resolution would load its CommonJS build, whose requires no alias sees.
    // Only what imports emotion directly gets this copy (MUI is loaded by Node with its own).
    server: { deps: { inline: [/@emotion\//] } },
    alias: (['react', 'styled'] as const).map((p) => ({
      find: new RegExp(`^@emotion/${p}$`),
      replacement: fileURLToPath(
        new URL(`../../node_modules/@emotion/${p}/dist/emotion-${p}.browser.development.esm.js`, import.meta.url),
      ),
    })),
    // jsdom renders of MUI pages take ~1 s alone and several times that when the 2 cores also run the API suites
    testTimeout: 15000,
  },
});
