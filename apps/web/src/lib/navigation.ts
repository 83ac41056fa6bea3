// Code outside React (the HTTP client's logout on a failed refresh) needs to navigate. The router registers
// itself here; before that, or in tests, a full page load is the fallback.
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

/** Path plus query of the page being shown, e.g. for a `redirect` query. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}
