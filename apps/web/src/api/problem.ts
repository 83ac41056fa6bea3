// API errors are RFC 9457 Problem Details with a Portuguese `detail`.
import axios from 'axios';
import type { Problem } from '@app/shared/schemas/common.ts';

export function problemOf(error: unknown): Partial<Problem> | null {
  if (!axios.isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? (data as Partial<Problem>) : null;
}

export function statusOf(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The server's Portuguese explanation, or `fallback` (already translated) when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  const detail = problemOf(error)?.detail;
  return typeof detail === 'string' && detail.trim() ? detail : fallback;
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date); null when absent. */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | null {
  if (!axios.isAxiosError(error)) return null;
  const raw: unknown = error.response?.headers?.['retry-after'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const n = Number(raw);
  if (Number.isFinite(n)) return Math.max(1, Math.ceil(n));
  const date = Date.parse(String(raw));
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - now) / 1000));
}
