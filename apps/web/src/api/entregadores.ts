// Couriers (spec §7 /entregadores): delivery/personnel, and the courier pickers of orders (active ones only).
import { queryOptions } from '@tanstack/react-query';
import type {
  Entregador,
  EntregadorCriarEntrada,
  EntregadorPatchEntrada,
  EntregadoresPagina,
} from '@app/shared/schemas/entrega.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export type EntregadoresFiltros = { ativo?: boolean };

export const entregadoresQuery = (filtros: EntregadoresFiltros = {}) =>
  queryOptions({
    queryKey: keys.entregadores.lista(filtros),
    queryFn: async ({ signal }) =>
      (
        await http.get<EntregadoresPagina>('/entregadores', {
          params: { ...semVazios(filtros), per_page: 100 },
          signal,
        })
      ).data,
  });

/** Create (no id) or patch (id); the form shows the errors on its fields. */
export const useSalvarEntregador = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: EntregadorCriarEntrada | EntregadorPatchEntrada }) =>
      (id
        ? await http.patch<Entregador>(`/entregadores/${id}`, dados)
        : await http.post<Entregador>('/entregadores', dados)
      ).data,
    [keys.entregadores.all],
    { silent: true },
  );

export const useExcluirEntregador = () =>
  useMutacao(
    async (id: number) => {
      await http.delete(`/entregadores/${id}`);
    },
    [keys.entregadores.all],
  );
