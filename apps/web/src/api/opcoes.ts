// Catalogue options (spec §7 Catalogue /opcoes): flavours, crusts, extras, and where each is used.
import { queryOptions } from '@tanstack/react-query';
import type { Opcao, OpcaoBody, OpcaoComplementos, OpcoesLista } from '@app/shared/schemas/opcoes.ts';
import { http } from './http.ts';
import { invalidaComplementos as invalida } from './complementos.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export const opcoesQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.opcoes.lista(f),
    queryFn: async () => (await http.get<OpcoesLista>('/opcoes', { params: semVazios({ per_page: 100, ...f }) })).data,
  });

/** GET /opcoes/{id}/complementos: the complements that use an option. */
export const opcaoUsosQuery = (id: number) =>
  queryOptions({
    queryKey: keys.opcoes.usos(id),
    queryFn: async () => (await http.get<OpcaoComplementos>(`/opcoes/${id}/complementos`)).data,
  });

export const useSalvarOpcao = () =>
  useMutacao(
    async ({ id, body }: { id?: number; body: OpcaoBody }) =>
      (id ? await http.put<Opcao>(`/opcoes/${id}`, body) : await http.post<Opcao>('/opcoes', body)).data,
    invalida,
    { silent: true },
  );
export const useStatusOpcao = () =>
  useMutacao(
    async ({ id, ativo }: { id: number; ativo: boolean }) =>
      (await http.patch<Opcao>(`/opcoes/${id}/status`, { ativo })).data,
    invalida,
  );
export const useDuplicarOpcao = () =>
  useMutacao(async (id: number) => (await http.post<Opcao>(`/opcoes/${id}/duplicar`)).data, invalida);
export const useExcluirOpcao = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/opcoes/${id}`);
  }, invalida);
