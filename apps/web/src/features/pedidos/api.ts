// Orders calls (spec §7 Orders) as TanStack Query options and mutations. Shapes come from the shared contract.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Cardapio, Cotacao, Pedido, PedidoBody, pedidoDetalheSchema, pedidoPatchSchema, pedidosPaginaSchema,
} from '@app/shared/schemas/pedidos.ts';
import type { PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import type { ConfiguracoesCoreResposta } from '@app/shared/schemas/configuracoes.ts';
import { http } from '@/api/http.ts';
import type { ClienteBusca, EnderecoCliente, EntregadorResumo } from './tipos-externos.ts';

export type PedidoDetalhe = z.infer<typeof pedidoDetalheSchema>;
export type PedidosPagina = z.infer<typeof pedidosPaginaSchema>;
export type PedidoPatch = z.input<typeof pedidoPatchSchema>;

/** Spec §9: the board polls every 5000 ms over the last 24 hours. */
export const POLL_MS = 5000;
export const QUADRO_HORAS = 24;
/** Spec §9: orders 50 per page. */
export const POR_PAGINA = 50;
/** Spec §9: quick client search limit 20 (the server caps it). */
export const LIMITE_BUSCA = 20;

export const pedidosKeys = {
  all: ['pedidos'] as const,
  quadro: () => ['pedidos', 'quadro'] as const,
  historico: (params: Record<string, string>) => ['pedidos', 'historico', params] as const,
  detalhe: (id: number) => ['pedidos', 'detalhe', id] as const,
  cardapio: () => ['pedidos', 'cardapio'] as const,
  cotacao: (body: unknown) => ['pedidos', 'cotacao', body] as const,
  entregadores: () => ['entregadores', 'ativos'] as const,
  clientesBusca: (q: string) => ['clientes', 'busca', q] as const,
  enderecos: (clienteId: number) => ['clientes', clienteId, 'enderecos'] as const,
  configCore: (empresaId: number) => ['empresas', empresaId, 'configuracoes-core'] as const,
};

export const quadroQuery = () =>
  queryOptions({
    queryKey: pedidosKeys.quadro(),
    // the browser revalidates with the ETag: an unchanged board answers 304 and costs the server almost nothing
    queryFn: async ({ signal }) => (await http.get<Pedido[]>('/pedidos', { params: { last_hours: QUADRO_HORAS }, signal })).data,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: true, // the alert must keep working in a background tab
    staleTime: 0,
  });

export const historicoQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: pedidosKeys.historico(params),
    queryFn: async ({ signal }) => (await http.get<PedidosPagina>('/pedidos', { params, signal })).data,
    placeholderData: (prev) => prev,
  });

export const detalheQuery = (id: number) =>
  queryOptions({
    queryKey: pedidosKeys.detalhe(id),
    queryFn: async ({ signal }) => (await http.get<PedidoDetalhe>(`/pedidos/${id}`, { signal })).data,
    staleTime: 0,
  });

export const cardapioQuery = () =>
  queryOptions({
    queryKey: pedidosKeys.cardapio(),
    queryFn: async ({ signal }) => (await http.get<Cardapio>('/pedidos/cardapio', { signal })).data,
    staleTime: 60_000,
  });

export const entregadoresQuery = () =>
  queryOptions({
    queryKey: pedidosKeys.entregadores(),
    queryFn: async ({ signal }) =>
      (await http.get<{ items: EntregadorResumo[] }>('/entregadores', { params: { ativo: 'true', per_page: 100 }, signal })).data.items,
    meta: { silent: true },
    staleTime: 60_000,
  });

export const clientesBuscaQuery = (q: string) =>
  queryOptions({
    queryKey: pedidosKeys.clientesBusca(q),
    queryFn: async ({ signal }) => (await http.get<ClienteBusca[]>('/clientes/busca', { params: { search: q }, signal })).data.slice(0, LIMITE_BUSCA),
    enabled: q.trim().length >= 2,
    staleTime: 10_000,
  });

export const enderecosQuery = (clienteId: number | null) =>
  queryOptions({
    queryKey: pedidosKeys.enderecos(clienteId ?? 0),
    queryFn: async ({ signal }) => (await http.get<EnderecoCliente[]>(`/clientes/${clienteId}/enderecos`, { signal })).data,
    enabled: clienteId !== null,
  });

export const configCoreQuery = (empresaId: number) =>
  queryOptions({
    queryKey: pedidosKeys.configCore(empresaId),
    queryFn: async ({ signal }) => (await http.get<ConfiguracoesCoreResposta>(`/empresas/${empresaId}/configuracoes-core`, { signal })).data,
    meta: { silent: true },
  });

export async function cotar(body: PedidoBody, signal?: AbortSignal): Promise<Cotacao> {
  return (await http.post<Cotacao>('/pedidos/cotacao', body, { signal })).data;
}

export async function criarPedido(body: PedidoBody, idempotencyKey: string): Promise<Pedido> {
  return (await http.post<Pedido>('/pedidos', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

export async function patchPedido(id: number, body: PedidoPatch): Promise<Pedido> {
  return (await http.patch<Pedido>(`/pedidos/${id}`, body)).data;
}

export async function mudarStatus(id: number, status: PedidoStatus, motivo?: string): Promise<Pedido> {
  return (await http.patch<Pedido>(`/pedidos/${id}/status`, motivo ? { status, motivo } : { status })).data;
}

/** GET /pedidos/exportar with the history filters: the CSV of the filtered set, saved as a file. */
export async function exportarCsv(params: Record<string, string>): Promise<void> {
  const res = await http.get<Blob>('/pedidos/exportar', { params, responseType: 'blob', headers: { Accept: 'text/csv' } });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const nome = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'pedidos.csv';
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
