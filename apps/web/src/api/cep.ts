// CEP lookup (spec §7 GET /cep/{cep}).
import { queryOptions } from '@tanstack/react-query';
import type { CepResposta } from '@app/shared/schemas/entrega.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

/**
 * 503 (no provider configured, or provider down) and 404 are expected answers, shown inline as "fill it by hand" —
 * silent (no snackbar) and never retried, so typing never causes an error storm.
 */
export const cepQuery = (cep: string) =>
  queryOptions({
    queryKey: keys.cep(cep),
    queryFn: async () => (await http.get<CepResposta>(`/cep/${cep}`)).data,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
