// Orders (spec §7 Orders): the live board, the history, one order, the order-entry menu and quote, and the writes.
// Types only from the schema files (`import type`): a value import would load zod with the board.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Pedido, PedidoBody, PedidoDetalhe } from '@app/shared/schemas/pedidos.ts';
import { LIMITES_PEDIDO } from '@app/shared/domain/limites.ts';
import type { PedidoPatch, PedidosPagina } from '@app/shared/schemas/pedidos-consulta.ts';
import type { Cardapio, Cotacao } from '@app/shared/schemas/pedidos-cardapio.ts';
import type { PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import { baixarArquivo } from '../lib/download.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

/** Spec §9: the board polls every 5000 ms over the last 24 hours. */
export const POLL_MS = 5000;
export const QUADRO_HORAS = 24;
/** Spec §9: orders 50 per page. */
export const POR_PAGINA = LIMITES_PEDIDO.porPagina;

export const quadroQuery = () =>
  queryOptions({
    queryKey: keys.pedidos.quadro(),
    // the browser revalidates with the ETag: an unchanged board answers 304 and costs the server almost nothing
    queryFn: async ({ signal }) =>
      (await http.get<Pedido[]>('/pedidos', { params: { last_hours: QUADRO_HORAS }, signal })).data,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: true, // the alert must keep working in a background tab
    // as fresh as the polling keeps it: the board its route's loader read a moment ago (app/pre-carga.ts) is not
    // read again when the page mounts; coming back to the board later still reads it on mount
    staleTime: POLL_MS,
  });

export const historicoQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: keys.pedidos.historico(params),
    queryFn: async ({ signal }) => (await http.get<PedidosPagina>('/pedidos', { params, signal })).data,
    placeholderData: keepPreviousData,
  });

export const detalheQuery = (id: number) =>
  queryOptions({
    queryKey: keys.pedidos.detalhe(id),
    queryFn: async ({ signal }) => (await http.get<PedidoDetalhe>(`/pedidos/${id}`, { signal })).data,
    staleTime: 0,
  });

export const cardapioQuery = () =>
  queryOptions({
    queryKey: keys.pedidos.cardapio(),
    queryFn: async ({ signal }) => (await http.get<Cardapio>('/pedidos/cardapio', { signal })).data,
    staleTime: 60_000,
  });

/** POST /pedidos/cotacao of one draft, given as its JSON body (the key): what the server would charge. */
export const cotacaoQuery = (corpo: string) =>
  queryOptions({
    queryKey: keys.pedidos.cotacao(corpo),
    queryFn: async ({ signal }) =>
      (await http.post<Cotacao>('/pedidos/cotacao', JSON.parse(corpo) as PedidoBody, { signal })).data,
    retry: false,
    staleTime: 30_000,
    // the summary shows the quote's error itself
    meta: { silent: true },
  });

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
  const res = await http.get<Blob>('/pedidos/exportar', {
    params,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const nome = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'pedidos.csv';
  baixarArquivo(res.data, nome);
}
