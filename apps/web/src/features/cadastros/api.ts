import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Empresa } from '@app/shared/schemas/empresas.ts';
import { http } from '@/api/http.ts';
import { keys } from '@/api/keys.ts';

export interface ListaParams { page: number; per_page: number; search: string }

export const empresasListaQuery = (p: ListaParams) =>
  queryOptions({
    queryKey: keys.empresas.lista(p),
    queryFn: async () => (await http.get<{ items: Empresa[]; total: number }>('/empresas', { params: { ...p, search: p.search || undefined } })).data,
    placeholderData: keepPreviousData,
  });

export const criarEmpresa = async (body: Record<string, unknown>) => (await http.post<Empresa>('/empresas', body)).data;
export const excluirEmpresa = async (id: number) => {
  await http.delete(`/empresas/${id}`);
};
