// Where to send a user after login (spec §2: the redirect query holds the wanted path). Only internal
// back-office paths are accepted, so a crafted link cannot send a freshly logged-in user to another site.
export const HOME_PATH = '/admin/orders';
export const LOGIN_PATH = '/login';

const SAFE = /^\/(admin|dashboard)(?:[/?#]|$)/;

export function safeRedirect(target: string | null | undefined): string {
  if (!target || !SAFE.test(target) || target.includes('\\') || target.includes('//')) return HOME_PATH;
  return target;
}

/** "/login?redirect=%2Fadmin%2Fcustomers"; plain /login when there is nothing worth coming back to. */
export function loginUrl(wanted?: string | null): string {
  if (!wanted || wanted === '/' || wanted.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}
