// Delivery (spec §7 Geography and delivery): served cities, areas, couriers. Reads of cities/areas are shared with
// the customers feature through src/api/entrega.ts (same keys).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entregador } from '@app/shared/schemas/entrega.ts';
import { http } from '@/api/http.ts';
import { entregaKeys } from '@/api/entrega.ts';

export const keys = { ...entregaKeys, entregadores: ['entregadores'] as const };

export const entregadoresQuery = () =>
  queryOptions({
    queryKey: keys.entregadores,
    queryFn: async () => (await http.get<{ items: Entregador[]; total: number }>('/entregadores', { params: { per_page: 100 } })).data,
  });

type Recurso = 'cidades-atendidas' | 'areas-entrega' | 'entregadores';
const chave: Record<Recurso, readonly string[]> = { 'cidades-atendidas': keys.cidades, 'areas-entrega': keys.areas, entregadores: keys.entregadores };

/** Create (no id) or patch (id) one resource of this feature; refreshes its list. */
export function useSalvar<T>(recurso: Recurso) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, dados }: { id?: number; dados: object }) =>
      id ? (await http.patch<T>(`/${recurso}/${id}`, dados)).data : (await http.post<T>(`/${recurso}`, dados)).data,
    meta: { silent: true }, // forms show the errors on their fields
    onSuccess: () => qc.invalidateQueries({ queryKey: chave[recurso] }),
  });
}

export function useExcluir(recurso: Recurso) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete(`/${recurso}/${id}`)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: chave[recurso] }),
  });
}
