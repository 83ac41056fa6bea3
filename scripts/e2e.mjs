#!/usr/bin/env node
// End-to-end run: build, start the production server on a throwaway embedded database
// (PGlite + demo seed) and a free port, run the Playwright journeys against it with Debian's Chromium, clean up.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), SKIP_BUILD=1 to reuse the last build, E2E_ARGS extra
// playwright arguments (e.g. "e2e/login-manager.spec.ts").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// E2E_HEALTH_TIMEOUT_MS: a loaded machine may need longer to migrate and seed the embedded database
const HEALTH_TIMEOUT_MS = Number(process.env.E2E_HEALTH_TIMEOUT_MS) || 60_000;

if (!existsSync(chromium)) {
  console.error(`E2E: Chromium não encontrado em ${chromium} — instale com: apt-get install -y chromium`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(url, server, output) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou com código ${server.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`o servidor não respondeu em ${HEALTH_TIMEOUT_MS / 1000} s (${url})\n${output.join('')}`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // the WhatsApp gateway is a stand-in the WhatsApp journey starts on this port (e2e/whatsapp.spec.ts)
  const evolutionPort = await freePort();
  const evolution = {
    EVOLUTION_API_URL: `http://127.0.0.1:${evolutionPort}`,
    EVOLUTION_API_KEY: 'chave-do-gateway-e2e',
    EVOLUTION_ALLOW_LOOPBACK: '1',
  };
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...evolution,
    WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${port}`,
    // every journey's browser logs in from 127.0.0.1: the per-address login limit guards against the Internet, not
    // one machine running fifty journeys in a few minutes (the per-account lockout stays, tested in the API suite)
    LOGIN_IP_LIMIT: process.env.LOGIN_IP_LIMIT || '600',
  };
  delete env.DATABASE_URL; // always the embedded database with its demo seed, never a real server's data

  const output = [];
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => output.push(d.toString()));
  server.stderr.on('data', (d) => output.push(d.toString()));

  const cleanup = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      void cleanup().then(() => process.exit(130));
    });
  }

  try {
    try {
      await waitForHealth(`${baseURL}/api/health`, server, output);
    } catch (error) {
      console.error(`E2E: ${error.message}`);
      console.error(output.join(''));
      return 1;
    }
    console.log(`E2E: servidor pronto em ${baseURL}`);
    const extra = (process.env.E2E_ARGS ?? '').split(' ').filter(Boolean);
    const pw = spawn('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extra], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...evolution, E2E_BASE_URL: baseURL, CHROMIUM_PATH: chromium },
    });
    const code = await new Promise((resolve) => pw.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
    if (code !== 0 && process.env.E2E_SERVER_LOG !== '0') {
      console.error('--- saída do servidor ---');
      console.error(output.join('').slice(-20_000));
    }
    return code;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
