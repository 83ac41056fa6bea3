import pg from 'pg';
import { vi } from 'vitest';

// The PostgreSQL tests that count round trips (the scope sent with BEGIN, the one-message read, the last statement
// sent with COMMIT) read the text of every message node-postgres sends.

/** The messages every pg client sends while `fn` runs. */
export async function mensagens<T>(fn: () => Promise<T>): Promise<{ r: T; textos: string[] }> {
  const textos: string[] = [];
  const original = pg.Client.prototype.query;
  const espia = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
    const q = args[0] as string | { text: string };
    textos.push(typeof q === 'string' ? q : q.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    return { r: await fn(), textos };
  } finally {
    espia.mockRestore();
  }
}
