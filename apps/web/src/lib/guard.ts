// The route guard of spec §2 as a pure decision, so every rule is unit-tested without a router.
import { SUPERADMIN_PATHS } from '@app/shared/domain/paths.ts';
import { isTokenExpired } from '@app/shared/domain/token.ts';
import type { Session } from './session.ts';
import { HOME_PATH, loginUrl } from './redirect.ts';

export type GuardDecision = 'allow' | 'refresh' | { redirect: string };

export interface GuardInput {
  /** pathname plus search, e.g. "/admin/customers?page=2". */
  path: string;
  session: Pick<Session, 'token' | 'superadmin'> | null;
  now: number;
}

const PROTECTED = /^\/(admin|dashboard)(?:\/|$)/;

/** "/admin/cadastro-empresas/7?x" → "cadastro-empresas/7"; null outside /admin. */
function adminRelative(pathname: string): string | null {
  const m = /^\/admin(?:\/(.*))?$/.exec(pathname);
  if (!m) return null;
  return (m[1] ?? '').replace(/\/+$/, '');
}

export function isSuperadminPath(pathname: string): boolean {
  const rel = adminRelative(pathname);
  if (!rel) return false;
  for (const p of SUPERADMIN_PATHS) if (rel === p || rel.startsWith(`${p}/`)) return true;
  return false;
}

export function decideGuard({ path, session, now }: GuardInput): GuardDecision {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!PROTECTED.test(pathname)) return 'allow'; // public routes pass (spec §2)
  if (!session?.token) return { redirect: loginUrl(path) };
  // Spec §5/§9: expired, or within 5 s of expiry, counts as expired and triggers a refresh.
  if (isTokenExpired(session.token, now)) return 'refresh';
  if (isSuperadminPath(pathname) && !session.superadmin) return { redirect: HOME_PATH };
  return 'allow';
}
