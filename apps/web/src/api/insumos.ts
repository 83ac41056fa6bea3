// Ingredients (spec §7 Stock /insumos) and the units they are counted in (GET /unidades).
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Insumo,
  insumoCriarSchema,
  insumoPatchSchema,
  insumosPaginaSchema,
  unidadesListaSchema,
} from '@app/shared/schemas/estoque.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export type InsumosPagina = z.infer<typeof insumosPaginaSchema>;
export type InsumoCorpo = z.input<typeof insumoCriarSchema>;
export type InsumoPatchCorpo = z.input<typeof insumoPatchSchema>;

export const unidadesQuery = () =>
  queryOptions({
    queryKey: keys.unidades,
    queryFn: async () => (await http.get<z.infer<typeof unidadesListaSchema>>('/unidades')).data,
    staleTime: Infinity, // fixed by the system
  });

export const insumosQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.insumos.lista(f),
    queryFn: async ({ signal }) =>
      (await http.get<InsumosPagina>('/insumos', { params: semVazios({ per_page: 100, ...f }), signal })).data,
  });

// balances, alerts and sheet costs read the ingredient
const invalida = [keys.insumos.all, keys.estoque.all, keys.fichas.all, keys.insumosCategorias.all];

export const useSalvarInsumo = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: InsumoCorpo }) =>
      (id ? await http.patch<Insumo>(`/insumos/${id}`, dados) : await http.post<Insumo>('/insumos', dados)).data,
    invalida,
    { silent: true },
  );

export const useAtivoInsumo = () =>
  useMutacao(
    async ({ id, ativo }: { id: number; ativo: boolean }) =>
      (await http.patch<Insumo>(`/insumos/${id}`, { ativo } satisfies InsumoPatchCorpo)).data,
    invalida,
  );

export const useExcluirInsumo = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/insumos/${id}`);
  }, invalida);
