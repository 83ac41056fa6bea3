import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session.ts';

/** The current session; re-renders on login, refresh and logout (in any tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
