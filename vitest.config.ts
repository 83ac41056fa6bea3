import { defineConfig } from 'vitest/config';

// Unit, integration and component tests, one project per workspace. E2E runs separately (scripts/e2e.mjs).
// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const api = (name: string, kind: 'pglite' | 'pg') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.pg.test.ts need a PostgreSQL server (several API processes on one database): api-pg only
    exclude: kind === 'pg' ? [] : ['**/*.pg.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB_KIND: kind },
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});

export default defineConfig({
  test: {
    // two cores: each API test file opens its own database
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      api('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'pg')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
