// GET /pedidos/preferencias: the counter's most used channel and payment method, what order entry starts with.
import { queryOptions } from '@tanstack/react-query';
import type { PreferenciasLancamento } from '@app/shared/schemas/pedidos-preferencias.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

export const preferenciasQuery = () =>
  queryOptions({
    queryKey: keys.pedidos.preferencias(),
    queryFn: async ({ signal }) => (await http.get<PreferenciasLancamento>('/pedidos/preferencias', { signal })).data,
    staleTime: 5 * 60_000,
    // a default is a convenience: without it the screen starts as before, with no message
    meta: { silent: true },
  });
