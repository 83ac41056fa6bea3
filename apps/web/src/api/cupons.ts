// Coupons (spec §7 Coupons).
import { queryOptions } from '@tanstack/react-query';
import type { Cupom, CupomCriarEntrada, CuponsPagina } from '@app/shared/schemas/cupons.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

export const cuponsQuery = () =>
  queryOptions({
    queryKey: keys.cupons.all,
    queryFn: async () => (await http.get<CuponsPagina>('/cupons', { params: { per_page: 100 } })).data,
  });

/** Create (no id) or patch (id); the form shows the errors on its fields. */
export const useSalvarCupom = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: CupomCriarEntrada }) =>
      (id ? await http.patch<Cupom>(`/cupons/${id}`, dados) : await http.post<Cupom>('/cupons', dados)).data,
    [keys.cupons.all],
    { silent: true },
  );

export const useExcluirCupom = () =>
  useMutacao(
    async (id: number) => {
      await http.delete(`/cupons/${id}`);
    },
    [keys.cupons.all],
  );
