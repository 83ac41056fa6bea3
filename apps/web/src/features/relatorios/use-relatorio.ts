import { useQuery } from '@tanstack/react-query';
import { relatorioQuery, type Params, type RotaRelatorio } from '@/api/relatorios.ts';

/** One report call; `enabled` false while its tab is closed. */
export function useRelatorio<R extends RotaRelatorio>(rota: R, params: Params, enabled = true) {
  return useQuery(relatorioQuery(rota, params, enabled));
}
