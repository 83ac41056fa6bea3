// Start-up reads fetched by a route's loader, before the first render. The router renders a landing screen only
// once its loaders are done (and main.tsx keeps the server's static first paint until then), so a screen whose
// reads are already in the cache renders once, with its data: not a skeleton, then one synchronous re-render per
// answer as each of its start-up requests comes back (TanStack Query notifies React as an external store, and React
// renders those updates in one uninterrupted task each, what a phone's first load spent its blocking time on), nor
// a banner pushing the board down when its answer arrives late.
import type { Leitura } from '../components/layout/pre-carga-shell.ts';
import { isTokenExpired } from '@app/shared/domain/token.ts';
import { getToken } from '../lib/session.ts';
import { queryClient } from './query-client.ts';

/** A slow or hung read stops holding the screen after this long: the screen renders and shows it loading. */
export const PRE_CARGA_MAX_MS = 3000;

/**
 * Fetches the reads the cache does not hold yet and waits for them, at most PRE_CARGA_MAX_MS. Never throws: a
 * failed read stays in the cache as an error and the component's own query shows it or retries on mount, as it
 * would have without this. Nothing is read without a valid token: the route's guard refreshes or redirects first.
 */
export async function preCarregar(leituras: readonly Leitura[]): Promise<void> {
  if (isTokenExpired(getToken())) return;
  const faltam = leituras.filter((l) => queryClient.getQueryData(l.queryKey) === undefined);
  if (faltam.length === 0) return;
  let limite: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(faltam.map((l) => queryClient.prefetchQuery(l))),
    new Promise<void>((r) => (limite = setTimeout(r, PRE_CARGA_MAX_MS))),
  ]);
  clearTimeout(limite);
}
