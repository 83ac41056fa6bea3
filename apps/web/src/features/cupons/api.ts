// Coupons (spec §7 Coupons).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cupom } from '@app/shared/schemas/cupons.ts';
import { http } from '@/api/http.ts';

export const keys = { all: ['cupons'] as const };

export const cuponsQuery = () =>
  queryOptions({
    queryKey: keys.all,
    queryFn: async () => (await http.get<{ items: Cupom[]; total: number }>('/cupons', { params: { per_page: 100 } })).data,
  });

export function useSalvarCupom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, dados }: { id?: number; dados: object }) =>
      id ? (await http.patch<Cupom>(`/cupons/${id}`, dados)).data : (await http.post<Cupom>('/cupons', dados)).data,
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useExcluirCupom() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: async (id: number) => (await http.delete(`/cupons/${id}`)).data, onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }) });
}
