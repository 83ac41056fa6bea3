// Ingredient categories (spec §7 Stock /insumos/categorias). Ingredients show their category's name.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  InsumoCategoria,
  insumoCategoriaCriarSchema,
  insumoCategoriaPatchSchema,
  insumoCategoriasPaginaSchema,
} from '@app/shared/schemas/estoque.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

type Pagina = z.infer<typeof insumoCategoriasPaginaSchema>;
export type InsumoCategoriaCorpo = z.input<typeof insumoCategoriaCriarSchema>;
export type InsumoCategoriaPatchCorpo = z.input<typeof insumoCategoriaPatchSchema>;

export const insumosCategoriasQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.insumosCategorias.lista(f),
    queryFn: async ({ signal }) =>
      (await http.get<Pagina>('/insumos/categorias', { params: semVazios({ per_page: 100, ...f }), signal })).data,
  });

const invalida = [keys.insumosCategorias.all, keys.insumos.all];

/** Create (no id) or patch (id); the form shows the errors on its fields. */
export const useSalvarInsumoCategoria = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: InsumoCategoriaCorpo }) =>
      (id
        ? await http.patch<InsumoCategoria>(`/insumos/categorias/${id}`, dados)
        : await http.post<InsumoCategoria>('/insumos/categorias', dados)
      ).data,
    invalida,
    { silent: true },
  );

/** The row's active switch. */
export const useAtivoInsumoCategoria = () =>
  useMutacao(
    async ({ id, ativo }: { id: number; ativo: boolean }) =>
      (await http.patch<InsumoCategoria>(`/insumos/categorias/${id}`, { ativo } satisfies InsumoCategoriaPatchCorpo))
        .data,
    invalida,
  );

export const useExcluirInsumoCategoria = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/insumos/categorias/${id}`);
  }, invalida);
