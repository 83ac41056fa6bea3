// Delivery areas (spec §7 /areas-entrega): read by delivery/areas and by the customers' address form (fee suggestion).
import { queryOptions } from '@tanstack/react-query';
import type {
  AreaEntrega,
  AreaEntregaCriarEntrada,
  AreaEntregaPatchEntrada,
  AreasEntregaPagina,
} from '@app/shared/schemas/entrega.ts';
import type { AreaParaResolver } from '@app/shared/domain/entrega.ts';
import { reaisToCentavos } from '@app/shared/domain/money.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

export const areasEntregaQuery = () =>
  queryOptions({
    queryKey: keys.areasEntrega.all,
    queryFn: async () => (await http.get<AreasEntregaPagina>('/areas-entrega', { params: { per_page: 100 } })).data,
  });

/** An area from the API (reais) in the shape the shared resolver takes (cents). */
export function areaParaResolver(a: AreaEntrega): AreaParaResolver {
  return {
    ...a,
    taxa_entrega_centavos: reaisToCentavos(a.taxa_entrega),
    pedido_minimo_centavos: reaisToCentavos(a.pedido_minimo),
  };
}

/** Create (no id) or patch (id); the form shows the errors on its fields. */
export const useSalvarAreaEntrega = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: AreaEntregaCriarEntrada | AreaEntregaPatchEntrada }) =>
      (id
        ? await http.patch<AreaEntrega>(`/areas-entrega/${id}`, dados)
        : await http.post<AreaEntrega>('/areas-entrega', dados)
      ).data,
    [keys.areasEntrega.all],
    { silent: true },
  );

export const useExcluirAreaEntrega = () =>
  useMutacao(
    async (id: number) => {
      await http.delete(`/areas-entrega/${id}`);
    },
    [keys.areasEntrega.all],
  );
