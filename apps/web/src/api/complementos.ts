// Catalogue complements (spec §7 Catalogue /complementos) and the options inside each (/complementos-opcoes).
// Writes refresh options and products too: both show where complements are used.
import { queryOptions } from '@tanstack/react-query';
import type {
  ComplementoBody,
  ComplementoDetalhe,
  ComplementoOpcao,
  ComplementoOpcaoBody,
  ComplementoOpcaoUpdate,
  ComplementosLista,
} from '@app/shared/schemas/catalogo.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export const complementosQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.complementos.lista(f),
    queryFn: async () =>
      (await http.get<ComplementosLista>('/complementos', { params: semVazios({ per_page: 100, ...f }) })).data,
  });

export const complementoQuery = (id: number) =>
  queryOptions({
    queryKey: keys.complementos.detalhe(id),
    queryFn: async () => (await http.get<ComplementoDetalhe>(`/complementos/${id}`)).data,
  });

export const invalidaComplementos = [keys.complementos.all, keys.opcoes.all, keys.produtos.all];
const invalida = invalidaComplementos;

export const useSalvarComplemento = () =>
  useMutacao(
    async ({ id, body }: { id?: number; body: ComplementoBody }) =>
      (id
        ? await http.put<ComplementoDetalhe>(`/complementos/${id}`, body)
        : await http.post<ComplementoDetalhe>('/complementos', body)
      ).data,
    invalida,
    { silent: true },
  );
export const useStatusComplemento = () =>
  useMutacao(
    async ({ id, ativo }: { id: number; ativo: boolean }) =>
      (await http.patch<ComplementoDetalhe>(`/complementos/${id}/status`, { ativo })).data,
    invalida,
  );
export const useDuplicarComplemento = () =>
  useMutacao(
    async (id: number) => (await http.post<ComplementoDetalhe>(`/complementos/${id}/duplicar`)).data,
    invalida,
  );
export const useExcluirComplemento = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/complementos/${id}`);
  }, invalida);

// the add-option form shows the errors on its fields
export const useIncluirOpcaoNoComplemento = () =>
  useMutacao(
    async (body: ComplementoOpcaoBody) => (await http.post<ComplementoOpcao>('/complementos-opcoes', body)).data,
    invalida,
    { silent: true },
  );
export const useAlterarOpcaoDoComplemento = () =>
  useMutacao(
    async ({ id, body }: { id: number; body: ComplementoOpcaoUpdate }) =>
      (await http.put<ComplementoOpcao>(`/complementos-opcoes/${id}`, body)).data,
    invalida,
  );
export const useTirarOpcaoDoComplemento = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/complementos-opcoes/${id}`);
  }, invalida);
