// Spec §7: the bearer token goes on every call except public client, public order and public address paths.
// The spec names the client ones; order and address paths of the customer side are assumed to live under
// /publico (the unauthenticated `publico` module), /pedidos/publico and /enderecos/publico, plus the public catalogue
// reads (/produtos/publicos, /categorias/publicas).
const PUBLIC_EXACT = new Set([
  '/clientes/login',
  '/clientes/definir-senha',
  '/clientes/auth-check',
  '/produtos/publicos',
  '/categorias/publicas',
  // a staff user's one-time set-password link (users-management): the link's token is the credential
  '/usuarios/definir-senha',
]);
const PUBLIC_PREFIXES = ['/clientes/redefinir-senha/', '/publico/', '/pedidos/publico/', '/enderecos/publico/'];

/** Login and refresh authenticate with the form or the cookie; a bearer there is meaningless. */
const AUTH_OPEN = new Set(['/auth/login', '/auth/refresh']);

/** The path relative to the API root, without query: "/api/clientes/login?x=1" → "/clientes/login". */
export function apiPath(url: string | undefined): string {
  if (!url) return '/';
  let path = url;
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.split(/[?#]/)[0] ?? '/';
  if (!path.startsWith('/')) path = `/${path}`;
  if (path === '/api' || path.startsWith('/api/')) path = path.slice(4) || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isPublicPath(url: string | undefined): boolean {
  const path = apiPath(url);
  if (PUBLIC_EXACT.has(path)) return true;
  return PUBLIC_PREFIXES.some((p) => path.startsWith(p) || path === p.slice(0, -1));
}

export function isAuthOpenPath(url: string | undefined): boolean {
  return AUTH_OPEN.has(apiPath(url));
}

/** Calls that never carry the bearer token. */
export function skipsBearer(url: string | undefined): boolean {
  return isPublicPath(url) || isAuthOpenPath(url);
}
