// Served cities and delivery areas are read by two features (customers: address form; delivery: its screens),
// so their queries live here, once.
import { queryOptions } from '@tanstack/react-query';
import type { AreaEntrega, CidadeAtendida } from '@app/shared/schemas/entrega.ts';
import type { AreaParaResolver } from '@app/shared/domain/entrega.ts';
import { reaisToCentavos } from '@app/shared/domain/money.ts';
import { http } from './http.ts';

export const entregaKeys = {
  cidades: ['cidades-atendidas'] as const,
  areas: ['areas-entrega'] as const,
};

interface Pagina<T> { items: T[]; total: number }

export const cidadesAtendidasQuery = () =>
  queryOptions({
    queryKey: entregaKeys.cidades,
    queryFn: async () => (await http.get<Pagina<CidadeAtendida>>('/cidades-atendidas', { params: { per_page: 100 } })).data,
  });

export const areasEntregaQuery = () =>
  queryOptions({
    queryKey: entregaKeys.areas,
    queryFn: async () => (await http.get<Pagina<AreaEntrega>>('/areas-entrega', { params: { per_page: 100 } })).data,
  });

/** An area from the API (reais) in the shape the shared resolver takes (cents). */
export function areaParaResolver(a: AreaEntrega): AreaParaResolver {
  return { ...a, taxa_entrega_centavos: reaisToCentavos(a.taxa_entrega), pedido_minimo_centavos: reaisToCentavos(a.pedido_minimo) };
}
