import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFalhas } from '../../db/schema/index.ts';

// Per-account login throttling: after 5 failures within 15 minutes the account waits
// 30 s, doubling with each further failure, capped at 15 minutes. Counted per e-mail (not per IP), so
// rotating IPs does not help; a success clears the count. Per-IP limits sit in front (rate-limit plugin).
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FREE_FAILURES = 5;
const BASE_DELAY_S = 30;
const MAX_DELAY_S = 15 * 60;

export function lockSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(BASE_DELAY_S * 2 ** (failures - FREE_FAILURES), MAX_DELAY_S);
}

/** Seconds the account must still wait, or 0. */
export async function retryAfterSeconds(db: Db, email: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const rows = await db
    .select({ n: sql<number>`count(*)::int`, ultima: sql<Date | null>`max(${loginFalhas.em})` })
    .from(loginFalhas)
    .where(and(eq(loginFalhas.email, email), gt(loginFalhas.em, since)));
  const { n = 0, ultima = null } = rows[0] ?? {};
  const wait = lockSeconds(n);
  if (!wait || !ultima) return 0;
  const until = new Date(ultima).getTime() + wait * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

export async function recordFailure(db: Db, email: string, ip: string | undefined): Promise<void> {
  await db.insert(loginFalhas).values({ email, ip: ip ?? null });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFalhas).where(eq(loginFalhas.email, email));
}

/** Housekeeping: drop failures older than the window (called now and then at login). */
export async function pruneFailures(db: Db, now = new Date()): Promise<void> {
  await db.delete(loginFalhas).where(sql`${loginFalhas.em} < ${new Date(now.getTime() - FAILURE_WINDOW_MS)}`);
}

