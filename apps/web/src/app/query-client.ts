// TanStack Query owns server state. Errors reach the global snackbar (spec §8) unless the
// query declares `meta.silent` because its screen shows a fallback instead.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, statusOf } from '../api/problem.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { i18n } from './i18n/index.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function announce(error: unknown): void {
  // 401 is handled by the HTTP client (refresh or logout); announcing it would only add noise.
  if (statusOf(error) === 401) return;
  console.error(error);
  showSnackbar(errorMessage(error, i18n.t('comum.erroInesperado')), 'error');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) console.warn(error);
        else announce(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) console.warn(error);
        else announce(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // client errors will not change on retry; network hiccups might
        retry: (count, error) => {
          const status = statusOf(error);
          return count < 1 && (status === null || status >= 500);
        },
      },
    },
  });
}

/** The app's one client: the routes' loaders fill it before the first render (app/pre-carga.ts), App provides it. */
export const queryClient = createQueryClient();
