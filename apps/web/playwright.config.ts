import { defineConfig } from '@playwright/test';

// Journeys against the production build (scripts/e2e.mjs starts the server and sets E2E_BASE_URL).
// Debian's Chromium, never a downloaded browser build.
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1, // one server, one login throttle: keep journeys from racing each other
  // CI shares 2 cores with the server, PostgreSQL and Chromium: one retry absorbs a scheduling hiccup, and Playwright
  // still reports such a test as "flaky" in the output, so it is seen, not hidden
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
