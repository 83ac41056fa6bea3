// Catalogue products (spec §7 Catalogue /produtos), with their photo.
import { queryOptions } from '@tanstack/react-query';
import type { Produto, ProdutoBody, ProdutosLista } from '@app/shared/schemas/catalogo.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export const produtosQuery = (f: Filtros) =>
  queryOptions({
    queryKey: keys.produtos.lista(f),
    queryFn: async () =>
      (await http.get<ProdutosLista>('/produtos', { params: semVazios({ per_page: 100, ...f }) })).data,
  });

// categories count their products
const invalida = [keys.categorias.all, keys.produtos.all];

export const useSalvarProduto = () =>
  useMutacao(
    async ({ id, body }: { id?: number; body: ProdutoBody }) =>
      (id ? await http.put<Produto>(`/produtos/${id}`, body) : await http.post<Produto>('/produtos', body)).data,
    invalida,
    { silent: true },
  );
export const useStatusProduto = () =>
  useMutacao(
    async ({ id, ativo }: { id: number; ativo: boolean }) =>
      (await http.patch<Produto>(`/produtos/${id}/status`, { ativo })).data,
    invalida,
  );
export const useDuplicarProduto = () =>
  useMutacao(async (id: number) => (await http.post<Produto>(`/produtos/${id}/duplicar`)).data, invalida);
export const useExcluirProduto = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/produtos/${id}`);
  }, invalida);
export const useReordenarProdutos = () =>
  useMutacao(async (v: { categoria_id: number; ids: number[] }) => {
    await http.patch('/produtos/reordenar', v);
  }, invalida);

/** Sends the photo as form data, or removes it (`arquivo` null). */
export const useImagemProduto = () =>
  useMutacao(async ({ id, arquivo }: { id: number; arquivo: File | null }) => {
    if (!arquivo) {
      await http.delete(`/produtos/${id}/imagem`);
      return;
    }
    const form = new FormData();
    form.append('imagem', arquivo);
    await http.post(`/produtos/${id}/imagem`, form);
  }, invalida);
