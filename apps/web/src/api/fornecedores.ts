// Suppliers (spec §7 Stock /fornecedores): their screen, the ingredient form and purchases pick from them.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Fornecedor,
  fornecedorCriarSchema,
  fornecedorPatchSchema,
  fornecedoresPaginaSchema,
} from '@app/shared/schemas/estoque.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

type Pagina = z.infer<typeof fornecedoresPaginaSchema>;
export type FornecedorCorpo = z.input<typeof fornecedorCriarSchema>;
export type FornecedorPatchCorpo = z.input<typeof fornecedorPatchSchema>;

export const fornecedoresQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.fornecedores.lista(f),
    queryFn: async ({ signal }) =>
      (await http.get<Pagina>('/fornecedores', { params: semVazios({ per_page: 100, ...f }), signal })).data,
  });

// ingredients show their supplier's name
const invalida = [keys.fornecedores.all, keys.insumos.all];

export const useSalvarFornecedor = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: FornecedorCorpo }) =>
      (id
        ? await http.patch<Fornecedor>(`/fornecedores/${id}`, dados)
        : await http.post<Fornecedor>('/fornecedores', dados)
      ).data,
    invalida,
    { silent: true },
  );

export const useAtivoFornecedor = () =>
  useMutacao(
    async ({ id, ativo }: { id: number; ativo: boolean }) =>
      (await http.patch<Fornecedor>(`/fornecedores/${id}`, { ativo } satisfies FornecedorPatchCorpo)).data,
    invalida,
  );

export const useExcluirFornecedor = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/fornecedores/${id}`);
  }, invalida);
