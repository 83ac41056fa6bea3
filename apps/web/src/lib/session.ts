// The browser session of spec §3 (Session). One JSON value under one key so a write from another tab is seen
// whole, never half-updated; `subscribe` lets React (useSyncExternalStore) and other tabs follow changes.
import type { LoginResponse } from '@app/shared/schemas/auth.ts';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';

export const SESSION_STORAGE_KEY = 'sessao';

/** Spec §3/§9: a business id is hardcoded as fallback when none is stored. */
export const DEFAULT_EMPRESA_ID = 1;
/** Spec §3: the session's menu colour defaults to black. */
export const DEFAULT_COR_MENU = '#000000';

export interface Session {
  token: string;
  empresa_id: number;
  timezone: string;
  cor_menu: string;
  nome_empresa: string;
  usuario_id: number;
  usuario_nome: string;
  role: string;
  superadmin: boolean;
  permissoes: string[];
  email: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): behave as logged out
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || !value.token) return null;
    return {
      token: value.token,
      empresa_id: typeof value.empresa_id === 'number' ? value.empresa_id : DEFAULT_EMPRESA_ID,
      timezone: value.timezone || DEFAULT_TIMEZONE,
      cor_menu: value.cor_menu || DEFAULT_COR_MENU,
      nome_empresa: value.nome_empresa ?? '',
      usuario_id: value.usuario_id ?? 0,
      usuario_nome: value.usuario_nome ?? '',
      role: value.role ?? '',
      superadmin: value.superadmin === true,
      permissoes: Array.isArray(value.permissoes) ? value.permissoes : [],
      email: value.email ?? '',
    };
  } catch {
    return null;
  }
}

/** The stored session, or null when logged out. Stable identity while the stored value is unchanged. */
export function getSession(): Session | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/** The business id of the session, or the spec's hardcoded fallback. */
export function getEmpresaId(): number {
  return getSession()?.empresa_id ?? DEFAULT_EMPRESA_ID;
}

export function setSession(session: Session): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Stores what POST /auth/login and /auth/refresh answer. */
export function sessionFromAuth(resp: LoginResponse): Session {
  return {
    token: resp.access_token,
    empresa_id: resp.user.empresa_id,
    timezone: resp.empresa.timezone || DEFAULT_TIMEZONE,
    cor_menu: resp.empresa.cor_menu || DEFAULT_COR_MENU,
    nome_empresa: resp.empresa.nome,
    usuario_id: resp.user.id,
    usuario_nome: resp.user.nome,
    role: resp.user.role,
    superadmin: resp.user.superadmin,
    permissoes: resp.user.permissoes,
    email: resp.user.email,
  };
}

export function setSessionFromAuth(resp: LoginResponse): Session {
  const session = sessionFromAuth(resp);
  setSession(session);
  return session;
}

export function clearSession(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  notify();
}

function notify(): void {
  for (const l of listeners) l();
}

/** Calls `listener` after every change, in this tab or (through the storage event) in another. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SESSION_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
