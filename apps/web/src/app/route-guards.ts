// Loaders that apply the spec §2 guard before a protected screen renders (no flash of a page the user may not see).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isTokenExpired } from '@app/shared/domain/token.ts';
import { refresher } from '../api/http.ts';
import { decideGuard } from '../lib/guard.ts';
import { getSession, getToken } from '../lib/session.ts';
import { HOME_PATH, loginUrl } from '../lib/redirect.ts';

function wantedPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export async function protectedLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const path = wantedPath(request);
  let decision = decideGuard({ path, session: getSession(), now: Date.now() });
  if (decision === 'refresh') {
    try {
      // The same single flight as the HTTP client: a guard and a 401 never refresh twice.
      await refresher.getFreshToken(getToken(), { navigate: false });
    } catch {
      throw redirect(loginUrl(path)); // the refresher cleared the session (spec §2: logout + login with redirect)
    }
    decision = decideGuard({ path, session: getSession(), now: Date.now() });
    if (decision === 'refresh') throw redirect(loginUrl(path));
  }
  if (decision !== 'allow') throw redirect(decision.redirect);
  return null;
}

/** /admin itself redirects to orders (spec §2), once the guard has let the user in. */
export async function adminIndexLoader(args: LoaderFunctionArgs): Promise<never> {
  await protectedLoader(args);
  throw redirect(HOME_PATH);
}

/** Spec §2: a logged-in user with an unexpired token who opens /login goes to orders. */
export function loginLoader(): Response | null {
  const token = getToken();
  return token && !isTokenExpired(token) ? redirect(HOME_PATH) : null;
}
