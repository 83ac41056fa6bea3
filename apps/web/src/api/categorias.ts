// Catalogue categories (spec §7 Catalogue /categorias). Writes refresh products too (they show their category).
import { queryOptions } from '@tanstack/react-query';
import type { Categoria, CategoriaBody, CategoriasLista } from '@app/shared/schemas/catalogo.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export const categoriasQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.categorias.lista(f),
    queryFn: async () =>
      (await http.get<CategoriasLista>('/categorias', { params: semVazios({ per_page: 100, ...f }) })).data,
  });

const invalida = [keys.categorias.all, keys.produtos.all];

export const useSalvarCategoria = () =>
  useMutacao(
    async ({ id, body }: { id?: number; body: CategoriaBody }) =>
      (id ? await http.put<Categoria>(`/categorias/${id}`, body) : await http.post<Categoria>('/categorias', body))
        .data,
    invalida,
    { silent: true },
  );
export const useToggleCategoria = () =>
  useMutacao(async (id: number) => (await http.patch<Categoria>(`/categorias/${id}/toggle`)).data, invalida);
export const useDuplicarCategoria = () =>
  useMutacao(async (id: number) => (await http.post<Categoria>(`/categorias/${id}/duplicar`)).data, invalida);
export const useExcluirCategoria = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/categorias/${id}`);
  }, invalida);
export const useReordenarCategorias = () =>
  useMutacao(async (ids: number[]) => {
    await http.patch('/categorias/reordenar', { ids });
  }, invalida);
