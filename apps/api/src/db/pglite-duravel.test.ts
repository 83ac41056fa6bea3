import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './client.ts';
import { queryRows } from './tenant.ts';

// An acknowledged write on the embedded database is on disk: PostgreSQL runs with fsync on and its fsync reaches
// the disk. (A power cut cannot be staged in a test; what can be checked is that COMMIT waits for fsync.)

const pastas: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const p of pastas.splice(0)) fs.rmSync(p, { recursive: true, force: true });
});

async function fsyncsNoCommit(opts?: { fsync?: boolean }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-duravel-'));
  pastas.push(dir);
  const database = await openPglite(dir, opts);
  try {
    const [setting] = await queryRows<{ fsync: string }>(database.db, sql`SHOW fsync`);
    await database.exec('CREATE TABLE t (id int)');
    const spy = vi.spyOn(fs, 'fsyncSync');
    await database.exec('INSERT INTO t VALUES (1)');
    const n = spy.mock.calls.length;
    spy.mockRestore();
    return { setting: setting!.fsync, n };
  } finally {
    await database.close();
  }
}

// Each case creates a fresh embedded cluster (initdb), which takes seconds and far more on a loaded machine: the
// bound is generous because what is checked is the flush, not the time.
const NOVO_CLUSTER_MS = 120_000;

describe('embedded database durability', () => {
  it(
    'a committed write is flushed to disk before COMMIT returns (fsync on by default)',
    async () => {
      const { setting, n } = await fsyncsNoCommit();
      expect(setting).toBe('on');
      expect(n).toBeGreaterThan(0);
    },
    NOVO_CLUSTER_MS,
  );

  it(
    'PGLITE_FSYNC=0 turns it off, as a documented trade (no flush per commit)',
    async () => {
      const { setting, n } = await fsyncsNoCommit({ fsync: false });
      expect(setting).toBe('off');
      expect(n).toBe(0);
    },
    NOVO_CLUSTER_MS,
  );
});
