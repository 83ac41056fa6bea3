// Technical sheets (spec §7 Stock /fichas), their items, recalculation, deduction by hand and the product/option link.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Ficha,
  FichaCriarEntrada,
  fichaItemCriarSchema,
  fichaPatchSchema,
  fichaRecalculadaSchema,
  fichasPaginaSchema,
  fichaVinculoSchema,
  aplicarBaixaFichaSchema,
  aplicarBaixaFichaRespostaSchema,
  vendasAplicarBaixaSchema,
  vendasAplicarBaixaRespostaSchema,
} from '@app/shared/schemas/estoque-fichas.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export type FichasPagina = z.infer<typeof fichasPaginaSchema>;
export type FichaPatchCorpo = z.input<typeof fichaPatchSchema>;
export type FichaItemCorpo = z.input<typeof fichaItemCriarSchema>;

export const fichasQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.fichas.lista(f),
    queryFn: async ({ signal }) =>
      (await http.get<FichasPagina>('/fichas', { params: semVazios({ per_page: 100, ...f }), signal })).data,
  });

export const fichaQuery = (id: number) =>
  queryOptions({
    queryKey: keys.fichas.detalhe(id),
    queryFn: async ({ signal }) => (await http.get<Ficha>(`/fichas/${id}`, { signal })).data,
  });

/** GET /fichas/vinculo-id: the sheet linked to a product or option (and size), if any. */
export const fichaVinculoQuery = (p: { produto_id?: number; opcao_id?: number; tamanho?: string }) =>
  queryOptions({
    queryKey: keys.fichas.vinculo(p),
    queryFn: async ({ signal }) =>
      (await http.get<z.infer<typeof fichaVinculoSchema>>('/fichas/vinculo-id', { params: semVazios(p), signal })).data,
  });

// products and options carry ficha_tecnica_id; a production sheet changes its ingredient's cost
const invalida = [keys.fichas.all, keys.produtos.all, keys.opcoes.all, keys.insumos.all];

export const useCriarFicha = () =>
  useMutacao(async (dados: FichaCriarEntrada) => (await http.post<Ficha>('/fichas', dados)).data, invalida, {
    silent: true,
  });
export const useAlterarFicha = () =>
  useMutacao(
    async ({ id, dados }: { id: number; dados: FichaPatchCorpo }) =>
      (await http.patch<Ficha>(`/fichas/${id}`, dados)).data,
    invalida,
    { silent: true },
  );
export const useExcluirFicha = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/fichas/${id}`);
  }, invalida);
export const useRecalcularFicha = () =>
  useMutacao(
    async (id: number) => (await http.post<z.infer<typeof fichaRecalculadaSchema>>(`/fichas/${id}/recalcular`)).data,
    invalida,
  );

export const useSalvarFichaItem = () =>
  useMutacao(
    async ({ fichaId, itemId, dados }: { fichaId: number; itemId?: number; dados: FichaItemCorpo }) =>
      (itemId
        ? await http.patch<Ficha>(`/fichas/${fichaId}/itens/${itemId}`, dados)
        : await http.post<Ficha>(`/fichas/${fichaId}/itens`, dados)
      ).data,
    invalida,
    { silent: true },
  );
export const useExcluirFichaItem = () =>
  useMutacao(
    async ({ fichaId, itemId }: { fichaId: number; itemId: number }) =>
      (await http.delete<Ficha>(`/fichas/${fichaId}/itens/${itemId}`)).data,
    invalida,
  );

export const useAplicarBaixaFicha = () =>
  useMutacao(
    async ({ id, dados }: { id: number; dados: z.input<typeof aplicarBaixaFichaSchema> }) =>
      (await http.post<z.infer<typeof aplicarBaixaFichaRespostaSchema>>(`/fichas/${id}/aplicar-baixa`, dados)).data,
    [keys.estoque.all, keys.insumos.all, keys.fichas.all],
    { silent: true },
  );
export const useAplicarBaixaVendas = () =>
  useMutacao(
    async (dados: z.input<typeof vendasAplicarBaixaSchema>) =>
      (await http.post<z.infer<typeof vendasAplicarBaixaRespostaSchema>>('/vendas/aplicar-baixa', dados)).data,
    [keys.estoque.all, keys.insumos.all],
    { silent: true },
  );
