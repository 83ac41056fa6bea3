// Spec §6 permission check, applied to the browser session.
import { hasPermission } from '@app/shared/domain/permissions.ts';
import type { Session } from './session.ts';

export function sessionHasPermission(session: Session | null, permissao: string): boolean {
  return hasPermission(session, permissao);
}

export function isSuperadmin(session: Session | null): boolean {
  return session?.superadmin === true;
}
