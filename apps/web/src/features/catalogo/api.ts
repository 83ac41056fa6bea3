// Catalogue calls (spec §7 "Catalogue"): one queryOptions per read, mutations that refresh what they touch.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Categoria, CategoriaBody, CatalogoConfiguracao, Complemento, ComplementoBody, ComplementoDetalhe, ComplementoOpcao, Opcao, OpcaoBody,
  Produto, ProdutoBody, complementoOpcaoBodySchema, complementoOpcaoUpdateSchema,
} from '@app/shared/schemas/catalogo.ts';
import { http } from '@/api/http.ts';

export interface Page<T> { items: T[]; total: number }
type Filtros = Record<string, string | number | boolean | undefined>;

/** Query keys rooted at the spec's resource names. */
export const keys = {
  categorias: { all: ['categorias'] as const, list: (f: Filtros = {}) => ['categorias', 'list', f] as const },
  produtos: { all: ['produtos'] as const, list: (f: Filtros) => ['produtos', 'list', f] as const },
  complementos: { all: ['complementos'] as const, list: (f: Filtros = {}) => ['complementos', 'list', f] as const, detail: (id: number) => ['complementos', id] as const },
  opcoes: { all: ['opcoes'] as const, list: (f: Filtros = {}) => ['opcoes', 'list', f] as const, usos: (id: number) => ['opcoes', id, 'complementos'] as const },
  configuracao: ['catalogo', 'configuracao'] as const,
};

const clean = (f: Filtros) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

export const categoriasQuery = (f: Filtros = {}) => queryOptions({
  queryKey: keys.categorias.list(f),
  queryFn: async () => (await http.get<Page<Categoria>>('/categorias', { params: clean({ per_page: 100, ...f }) })).data,
});
export const produtosQuery = (f: Filtros) => queryOptions({
  queryKey: keys.produtos.list(f),
  queryFn: async () => (await http.get<Page<Produto>>('/produtos', { params: clean({ per_page: 100, ...f }) })).data,
});
export const complementosQuery = (f: Filtros = {}) => queryOptions({
  queryKey: keys.complementos.list(f),
  queryFn: async () => (await http.get<Page<Complemento>>('/complementos', { params: clean({ per_page: 100, ...f }) })).data,
});
export const complementoQuery = (id: number) => queryOptions({
  queryKey: keys.complementos.detail(id),
  queryFn: async () => (await http.get<ComplementoDetalhe>(`/complementos/${id}`)).data,
});
export const opcoesQuery = (f: Filtros = {}) => queryOptions({
  queryKey: keys.opcoes.list(f),
  queryFn: async () => (await http.get<Page<Opcao>>('/opcoes', { params: clean({ per_page: 100, ...f }) })).data,
});
export const opcaoUsosQuery = (id: number) => queryOptions({
  queryKey: keys.opcoes.usos(id),
  queryFn: async () => (await http.get<{ items: { complemento_id: number; nome: string; preco: number }[] }>(`/opcoes/${id}/complementos`)).data,
});
export const configuracaoQuery = () => queryOptions({
  queryKey: keys.configuracao,
  queryFn: async () => (await http.get<CatalogoConfiguracao>('/catalogo/configuracao')).data,
});

/** A mutation that refreshes the given roots when it succeeds (errors reach the global snackbar). */
function useMut<V, R>(fn: (v: V) => Promise<R>, roots: readonly (readonly unknown[])[], opts: { silent?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: opts.silent ? { silent: true } : undefined,
    onSuccess: () => Promise.all(roots.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
const cat = [keys.categorias.all, keys.produtos.all] as const;
const comp = [keys.complementos.all, keys.opcoes.all, keys.produtos.all] as const;

export const useSalvarCategoria = () => useMut(async ({ id, body }: { id?: number; body: CategoriaBody }) =>
  (id ? await http.put<Categoria>(`/categorias/${id}`, body) : await http.post<Categoria>('/categorias', body)).data, cat, { silent: true });
export const useToggleCategoria = () => useMut(async (id: number) => (await http.patch<Categoria>(`/categorias/${id}/toggle`)).data, cat);
export const useDuplicarCategoria = () => useMut(async (id: number) => (await http.post<Categoria>(`/categorias/${id}/duplicar`)).data, cat);
export const useExcluirCategoria = () => useMut(async (id: number) => { await http.delete(`/categorias/${id}`); }, cat);
export const useReordenarCategorias = () => useMut(async (ids: number[]) => { await http.patch('/categorias/reordenar', { ids }); }, cat);

export const useSalvarProduto = () => useMut(async ({ id, body }: { id?: number; body: ProdutoBody }) =>
  (id ? await http.put<Produto>(`/produtos/${id}`, body) : await http.post<Produto>('/produtos', body)).data, cat, { silent: true });
export const useStatusProduto = () => useMut(async ({ id, ativo }: { id: number; ativo: boolean }) => (await http.patch<Produto>(`/produtos/${id}/status`, { ativo })).data, cat);
export const useDuplicarProduto = () => useMut(async (id: number) => (await http.post<Produto>(`/produtos/${id}/duplicar`)).data, cat);
export const useExcluirProduto = () => useMut(async (id: number) => { await http.delete(`/produtos/${id}`); }, cat);
export const useReordenarProdutos = () => useMut(async (v: { categoria_id: number; ids: number[] }) => { await http.patch('/produtos/reordenar', v); }, cat);
export const useImagemProduto = () => useMut(async ({ id, arquivo }: { id: number; arquivo: File | null }) => {
  if (!arquivo) return void (await http.delete(`/produtos/${id}/imagem`));
  const form = new FormData();
  form.append('imagem', arquivo);
  await http.post(`/produtos/${id}/imagem`, form);
}, cat);

export const useSalvarComplemento = () => useMut(async ({ id, body }: { id?: number; body: ComplementoBody }) =>
  (id ? await http.put<ComplementoDetalhe>(`/complementos/${id}`, body) : await http.post<ComplementoDetalhe>('/complementos', body)).data, comp, { silent: true });
export const useStatusComplemento = () => useMut(async ({ id, ativo }: { id: number; ativo: boolean }) => (await http.patch(`/complementos/${id}/status`, { ativo })).data, comp);
export const useDuplicarComplemento = () => useMut(async (id: number) => (await http.post<ComplementoDetalhe>(`/complementos/${id}/duplicar`)).data, comp);
export const useExcluirComplemento = () => useMut(async (id: number) => { await http.delete(`/complementos/${id}`); }, comp);
export const useIncluirOpcaoNoComplemento = () => useMut(async (body: z.input<typeof complementoOpcaoBodySchema>) =>
  (await http.post<ComplementoOpcao>('/complementos-opcoes', body)).data, comp);
export const useAlterarOpcaoDoComplemento = () => useMut(async ({ id, body }: { id: number; body: z.input<typeof complementoOpcaoUpdateSchema> }) =>
  (await http.put<ComplementoOpcao>(`/complementos-opcoes/${id}`, body)).data, comp);
export const useTirarOpcaoDoComplemento = () => useMut(async (id: number) => { await http.delete(`/complementos-opcoes/${id}`); }, comp);

export const useSalvarOpcao = () => useMut(async ({ id, body }: { id?: number; body: OpcaoBody }) =>
  (id ? await http.put<Opcao>(`/opcoes/${id}`, body) : await http.post<Opcao>('/opcoes', body)).data, comp, { silent: true });
export const useStatusOpcao = () => useMut(async ({ id, ativo }: { id: number; ativo: boolean }) => (await http.patch<Opcao>(`/opcoes/${id}/status`, { ativo })).data, comp);
export const useDuplicarOpcao = () => useMut(async (id: number) => (await http.post<Opcao>(`/opcoes/${id}/duplicar`)).data, comp);
export const useExcluirOpcao = () => useMut(async (id: number) => { await http.delete(`/opcoes/${id}`); }, comp);
export const useSalvarConfiguracao = () => useMut(async (body: CatalogoConfiguracao) => (await http.put<CatalogoConfiguracao>('/catalogo/configuracao', body)).data, [keys.configuracao]);
