// Single-flight token refresh (spec §4, §7). Any number of callers — 401'd requests, the route guard — share one
// POST /auth/refresh; while it runs they wait on the same promise (the queue), then all get the new token.
// Across tabs the Web Locks API serialises refreshes: refresh tokens rotate and presenting a
// rotated one revokes the whole family, so two tabs must never refresh with the same cookie at once.
import { isTokenExpired } from '@app/shared/domain/token.ts';

export const REFRESH_LOCK_NAME = 'auth-refresh';

export interface RefresherDeps {
  /** Performs POST /auth/refresh, stores the new session and returns the new access token. */
  refresh: () => Promise<string>;
  /** The token currently stored (possibly written by another tab). */
  readToken: () => string | null;
  /**
   * Called once per failed refresh: log out and, unless the caller that started the refresh navigates by itself
   * (the route guard answers with a redirect), go to login.
   */
  onFailure: (error: unknown, options: { navigate: boolean }) => void;
  locks?: Pick<LockManager, 'request'> | null;
  now?: () => number;
}

export interface Refresher {
  /**
   * A valid access token. `staleToken` is the token the caller found wanting; when the stored token differs
   * from it and is still valid, someone else already refreshed and that token is returned without a call.
   */
  getFreshToken: (staleToken?: string | null, options?: RefreshOptions) => Promise<string>;
}

export interface RefreshOptions {
  /** false: on failure only clear the session; the caller redirects. Default true. */
  navigate?: boolean;
}

export function createRefresher(deps: RefresherDeps): Refresher {
  const now = deps.now ?? Date.now;
  let inFlight: Promise<string> | null = null;

  const reuseIfRefreshed = (staleToken: string | null | undefined): string | null => {
    const current = deps.readToken();
    if (current && current !== staleToken && !isTokenExpired(current, now())) return current;
    return null;
  };

  const run = async (staleToken: string | null | undefined, navigate: boolean): Promise<string> => {
    const attempt = async () => reuseIfRefreshed(staleToken) ?? (await deps.refresh());
    try {
      if (deps.locks) return await deps.locks.request(REFRESH_LOCK_NAME, attempt);
      return await attempt();
    } catch (error) {
      deps.onFailure(error, { navigate });
      throw error;
    }
  };

  return {
    getFreshToken(staleToken, options = {}) {
      if (inFlight) return inFlight;
      const ready = reuseIfRefreshed(staleToken);
      if (ready) return Promise.resolve(ready);
      inFlight = run(staleToken, options.navigate ?? true).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

/** navigator.locks where the browser has it (secure contexts); null elsewhere (jsdom, plain http hosts). */
export function browserLocks(): LockManager | null {
  if (typeof navigator === 'undefined') return null;
  return 'locks' in navigator && navigator.locks ? navigator.locks : null;
}
