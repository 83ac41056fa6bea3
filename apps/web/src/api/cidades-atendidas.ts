// Served cities (spec §7 /cidades-atendidas): read by delivery areas and by the customers' address form.
import { queryOptions } from '@tanstack/react-query';
import type {
  CidadeAtendida,
  CidadeAtendidaCriarEntrada,
  CidadesAtendidasPagina,
} from '@app/shared/schemas/entrega.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

export const cidadesAtendidasQuery = () =>
  queryOptions({
    queryKey: keys.cidadesAtendidas.all,
    queryFn: async () =>
      (await http.get<CidadesAtendidasPagina>('/cidades-atendidas', { params: { per_page: 100 } })).data,
  });

// areas show their city's name: a change to the cities refreshes them too
const invalida = [keys.cidadesAtendidas.all, keys.areasEntrega.all];

export const useCriarCidadeAtendida = () =>
  useMutacao(
    async (dados: CidadeAtendidaCriarEntrada) => (await http.post<CidadeAtendida>('/cidades-atendidas', dados)).data,
    invalida,
    { silent: true },
  );

export const useExcluirCidadeAtendida = () =>
  useMutacao(async (id: number) => {
    await http.delete(`/cidades-atendidas/${id}`);
  }, invalida);
