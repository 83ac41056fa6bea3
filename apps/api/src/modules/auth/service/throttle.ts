import type { PlataformaDb } from '../../../db/tenant.ts';
import * as q from '../queries/throttle.ts';

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
export async function retryAfterSeconds(p: PlataformaDb, email: string, now = new Date()): Promise<number> {
  const { n, ultima } = await q.falhasDesde(p, email, new Date(now.getTime() - FAILURE_WINDOW_MS));
  const wait = lockSeconds(n);
  if (!wait || !ultima) return 0;
  const until = new Date(ultima).getTime() + wait * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

export function recordFailure(p: PlataformaDb, email: string, ip: string | undefined): Promise<void> {
  return q.registrarFalha(p, email, ip ?? null);
}

export function clearFailures(p: PlataformaDb, email: string): Promise<void> {
  return q.limparFalhas(p, email);
}

/** Housekeeping: drop failures older than the window (called now and then at login). */
export function pruneFailures(p: PlataformaDb, now = new Date()): Promise<void> {
  return q.apagarFalhasAntesDe(p, new Date(now.getTime() - FAILURE_WINDOW_MS));
}
