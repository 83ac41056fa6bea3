// Customers (spec §7 Clients): the paged list, one customer with addresses, order summary, quick search, LGPD.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  LIMITE_BUSCA_CLIENTES,
  LIMITE_ULTIMOS_PEDIDOS,
  type ClienteCriarEntrada,
  type ClienteDetalhe,
  type ClienteExportacao,
  type ClientesBusca,
  type ClientesFiltros,
  type ClientesPagina,
  type TotalPedidos,
  type PedidoDoCliente,
} from '@app/shared/schemas/clientes.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

export interface ClientesParams {
  page: number;
  per_page: number;
  search?: string;
  sort_field: string;
  sort_dir: 'asc' | 'desc';
  filtros?: ClientesFiltros;
}

export const clientesQuery = (p: ClientesParams) =>
  queryOptions({
    queryKey: keys.clientes.lista(p),
    queryFn: async () => {
      // the API takes the filters as one JSON object in the query string
      const filtros = p.filtros && Object.keys(p.filtros).length ? JSON.stringify(p.filtros) : undefined;
      const params = {
        page: p.page,
        per_page: p.per_page,
        sort_field: p.sort_field,
        sort_dir: p.sort_dir,
        ...(p.search ? { search: p.search } : {}),
        ...(filtros ? { filtros } : {}),
      };
      return (await http.get<ClientesPagina>('/clientes', { params })).data;
    },
    placeholderData: keepPreviousData,
  });

export const clienteQuery = (id: number) =>
  queryOptions({
    queryKey: keys.clientes.detalhe(id),
    queryFn: async () => (await http.get<ClienteDetalhe>(`/clientes/${id}`)).data,
  });

export const totalPedidosQuery = (id: number) =>
  queryOptions({
    queryKey: keys.clientes.totalPedidos(id),
    queryFn: async () => (await http.get<TotalPedidos>(`/clientes/${id}/total-pedidos`)).data,
  });

export const ultimosPedidosQuery = (id: number) =>
  queryOptions({
    queryKey: keys.clientes.ultimosPedidos(id),
    queryFn: async () =>
      (
        await http.get<PedidoDoCliente[]>(`/clientes/${id}/ultimos-pedidos`, {
          params: { limit: LIMITE_ULTIMOS_PEDIDOS },
        })
      ).data,
  });

/** Quick search by phone or name for order entry (spec §9: at most 20; the server caps it too). */
export const clientesBuscaQuery = (termo: string) =>
  queryOptions({
    queryKey: keys.clientes.busca(termo),
    queryFn: async ({ signal }) =>
      (await http.get<ClientesBusca>('/clientes/busca', { params: { search: termo }, signal })).data.slice(
        0,
        LIMITE_BUSCA_CLIENTES,
      ),
    enabled: termo.trim().length >= 2,
    staleTime: 10_000,
  });

export const useSalvarCliente = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: ClienteCriarEntrada }) =>
      (id
        ? await http.patch<ClienteDetalhe>(`/clientes/${id}`, dados)
        : await http.post<ClienteDetalhe>('/clientes', dados)
      ).data,
    [keys.clientes.all],
    { silent: true },
  );

export const useExcluirCliente = () =>
  useMutacao(
    async (id: number) => {
      await http.delete(`/clientes/${id}`);
    },
    [keys.clientes.all],
  );

export const useAnonimizarCliente = () =>
  useMutacao(
    async (id: number) => (await http.post<ClienteDetalhe>(`/clientes/${id}/anonimizar`, {})).data,
    [keys.clientes.all],
  );

/** GET /clientes/{id}/exportar (LGPD): every personal field the business holds on the customer. */
export async function exportarCliente(id: number): Promise<ClienteExportacao> {
  return (await http.get<ClienteExportacao>(`/clientes/${id}/exportar`)).data;
}
