// Customers (spec §7 Clients): query options and mutations, keys rooted at the resource name.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cliente, ClienteCriarEntrada, ClienteDetalhe, ClienteExportacao, Endereco, EnderecoCriarEntrada } from '@app/shared/schemas/clientes.ts';
import type { CepResposta } from '@app/shared/schemas/entrega.ts';
import { http } from '@/api/http.ts';

export interface ClientesParams {
  page: number;
  per_page: number;
  search?: string;
  sort_field: string;
  sort_dir: 'asc' | 'desc';
  filtros?: Record<string, string | boolean>;
}

export const keys = {
  all: ['clientes'] as const,
  list: (p: ClientesParams) => ['clientes', 'list', p] as const,
  detail: (id: number) => ['clientes', id] as const,
  totalPedidos: (id: number) => ['clientes', id, 'total-pedidos'] as const,
  ultimosPedidos: (id: number) => ['clientes', id, 'ultimos-pedidos'] as const,
  cep: (cep: string) => ['cep', cep] as const,
};

export const clientesQuery = (p: ClientesParams) =>
  queryOptions({
    queryKey: keys.list(p),
    queryFn: async () => {
      const filtros = p.filtros && Object.keys(p.filtros).length ? JSON.stringify(p.filtros) : undefined;
      const params = { page: p.page, per_page: p.per_page, sort_field: p.sort_field, sort_dir: p.sort_dir, ...(p.search ? { search: p.search } : {}), ...(filtros ? { filtros } : {}) };
      return (await http.get<{ items: Cliente[]; total: number }>('/clientes', { params })).data;
    },
    placeholderData: keepPreviousData,
  });

export const clienteQuery = (id: number) =>
  queryOptions({ queryKey: keys.detail(id), queryFn: async () => (await http.get<ClienteDetalhe>(`/clientes/${id}`)).data });

export const totalPedidosQuery = (id: number) =>
  queryOptions({ queryKey: keys.totalPedidos(id), queryFn: async () => (await http.get<{ total: number }>(`/clientes/${id}/total-pedidos`)).data });

export const ultimosPedidosQuery = (id: number) =>
  queryOptions({
    queryKey: keys.ultimosPedidos(id),
    queryFn: async () => (await http.get<{ id: number; numero_pedido: number; data_criacao: string; status: string; total_pedido: number }[]>(`/clientes/${id}/ultimos-pedidos`, { params: { limit: 10 } })).data,
  });

/**
 * CEP lookup. 503 (no provider configured, or provider down) and 404 are expected answers, shown inline as
 * "fill it by hand" — silent (no snackbar) and never retried, so typing never causes an error storm.
 */
export const cepQuery = (cep: string) =>
  queryOptions({
    queryKey: keys.cep(cep),
    queryFn: async () => (await http.get<CepResposta>(`/cep/${cep}`)).data,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });

function useInvalidar() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: keys.all });
}

export function useSalvarCliente() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: async ({ id, dados }: { id?: number; dados: ClienteCriarEntrada }) =>
      id ? (await http.patch<ClienteDetalhe>(`/clientes/${id}`, dados)).data : (await http.post<ClienteDetalhe>('/clientes', dados)).data,
    meta: { silent: true }, // the form shows field errors; other errors are announced by the form
    onSuccess: invalidar,
  });
}

export function useExcluirCliente() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: async (id: number) => (await http.delete(`/clientes/${id}`)).data, onSuccess: invalidar });
}

export function useAnonimizarCliente() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: async (id: number) => (await http.post<ClienteDetalhe>(`/clientes/${id}/anonimizar`, {})).data, onSuccess: invalidar });
}

export async function exportarCliente(id: number): Promise<ClienteExportacao> {
  return (await http.get<ClienteExportacao>(`/clientes/${id}/exportar`)).data;
}

export function useSalvarEndereco(clienteId: number) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: async ({ id, dados }: { id?: number; dados: Partial<EnderecoCriarEntrada> }) =>
      id ? (await http.patch<Endereco>(`/enderecos/${id}`, dados)).data : (await http.post<Endereco>(`/clientes/${clienteId}/enderecos`, dados)).data,
    meta: { silent: true },
    onSuccess: invalidar,
  });
}

export function useEnderecoPadrao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: async (id: number) => (await http.patch<Endereco>(`/enderecos/${id}/padrao`)).data, onSuccess: invalidar });
}

export function useExcluirEndereco() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: async (id: number) => (await http.delete(`/enderecos/${id}`)).data, onSuccess: invalidar });
}
