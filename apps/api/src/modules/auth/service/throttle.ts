import type { PlataformaDb } from '../../../db/tenant.ts';
import * as q from '../queries/throttle.ts';

// Login throttling per account AND source, so guessing stays slow while a stranger can never lock the owner out:
// - a source is a device the account already logged in from (its signed device cookie, see dispositivo.ts), or
//   else the client's IP;
// - after 5 failures of one account from one source within 15 minutes, that source waits 30 s, doubling with each
//   further failure, capped at 15 minutes — the owner on another device or network is not affected;
// - all sources that are not a known device together get 50 failures per 15 minutes, then wait the same way
//   (guessing spread over many IPs stays throttled); a known device is exempt, so the owner's usual browser
//   always gets through to the password check, even during such an attack (the superadmin's included);
// - a success clears only its own source's count. The per-IP request limit (rate-limit plugin) sits in front.
// Everything is in the database, so every API process sees the same counts.
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FREE_FAILURES = 5;
export const FREE_UNKNOWN_FAILURES = 50;
const BASE_DELAY_S = 30;
const MAX_DELAY_S = 15 * 60;

export interface Origem {
  /** `dispositivo:<id>` or `ip:<address>` */
  chave: string;
  /** a device the account logged in from before */
  conhecida: boolean;
}

export function lockSeconds(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(BASE_DELAY_S * 2 ** (failures - free), MAX_DELAY_S);
}

function restante(f: q.Falhas, free: number, now: Date): number {
  const wait = lockSeconds(f.n, free);
  if (!wait || !f.ultima) return 0;
  const until = new Date(f.ultima).getTime() + wait * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** Seconds this source must still wait before trying this account again, or 0. */
export async function retryAfterSeconds(
  p: PlataformaDb,
  email: string,
  origem: Origem,
  now = new Date(),
): Promise<number> {
  const desde = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const propria = restante(await q.falhasDaOrigem(p, email, origem.chave, desde), FREE_FAILURES, now);
  if (origem.conhecida) return propria;
  const todas = restante(await q.falhasDeDesconhecidos(p, email, desde), FREE_UNKNOWN_FAILURES, now);
  return Math.max(propria, todas);
}

export function recordFailure(p: PlataformaDb, email: string, ip: string | undefined, origem: Origem): Promise<void> {
  return q.registrarFalha(p, { email, ip: ip ?? null, origem: origem.chave });
}

export function clearFailures(p: PlataformaDb, email: string, origem: Origem): Promise<void> {
  return q.limparFalhas(p, email, origem.chave);
}

/** Housekeeping: drop failures older than the window (called now and then at login). */
export function pruneFailures(p: PlataformaDb, now = new Date()): Promise<void> {
  return q.apagarFalhasAntesDe(p, new Date(now.getTime() - FAILURE_WINDOW_MS));
}
