// Tables and tabs (spec §7 Tables): the board, the tables, the history, one tab and its actions. Every action answers
// the tab as it is now, which the screen puts straight into the cache.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Garcom, HistoricoItem, Mesa, MesaCriar, Painel } from '@app/shared/schemas/mesas.ts';
import type { Comanda, ComandaAbrir, ComandarResposta, Lote, PagamentoCriar } from '@app/shared/schemas/comandas.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

export const painelQuery = () =>
  queryOptions({
    queryKey: keys.mesas.painel(),
    queryFn: async ({ signal }) => (await http.get<Painel>('/mesas/painel', { signal })).data,
    staleTime: 0,
  });

export const mesasQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: keys.mesas.lista(params),
    queryFn: async ({ signal }) =>
      (await http.get<{ items: (Mesa & { estado: string })[]; total: number }>('/mesas', { params, signal })).data,
  });

export const historicoMesasQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: keys.mesas.historico(params),
    queryFn: async ({ signal }) =>
      (await http.get<{ items: HistoricoItem[]; total: number }>('/mesas/historico', { params, signal })).data,
    placeholderData: keepPreviousData,
  });

/** Who may serve a tab (active staff who can take tables); changes seldom, so a minute fresh. */
export const garconsQuery = () =>
  queryOptions({
    queryKey: keys.mesas.garcons(),
    queryFn: async ({ signal }) => (await http.get<{ items: Garcom[] }>('/mesas/garcons', { signal })).data,
    staleTime: 60_000,
  });

export const comandasDaMesaQuery = (mesaId: number) =>
  queryOptions({
    queryKey: keys.mesas.daMesa(mesaId),
    queryFn: async ({ signal }) => (await http.get<{ items: Comanda[] }>(`/mesas/${mesaId}/comandas`, { signal })).data,
    staleTime: 0,
  });

export const comandaQuery = (id: number) =>
  queryOptions({
    queryKey: keys.mesas.comanda(id),
    queryFn: async ({ signal }) => (await http.get<Comanda>(`/comandas/${id}`, { signal })).data,
    staleTime: 0,
  });

export const lotesQuery = (id: number) =>
  queryOptions({
    queryKey: keys.mesas.lotes(id),
    queryFn: async ({ signal }) => (await http.get<{ items: Lote[] }>(`/comandas/${id}/lotes`, { signal })).data,
  });

export const salvarMesa = async (id: number | null, body: Partial<MesaCriar>) =>
  (id === null ? await http.post<Mesa>('/mesas', body) : await http.patch<Mesa>(`/mesas/${id}`, body)).data;

export const abrirComanda = async (mesaId: number, body: ComandaAbrir) =>
  (await http.post<Comanda>(`/mesas/${mesaId}/comandas`, body)).data;

export const alterarComanda = async (id: number, body: object) =>
  (await http.patch<Comanda>(`/comandas/${id}`, body)).data;

const comChave = (chave?: string) => (chave ? { headers: { 'Idempotency-Key': chave } } : {});

/** POST /comandas/{id}/{acao}: every tab action answers the tab. */
export const acaoComanda = async (id: number, acao: string, body: object = {}, chave?: string) =>
  (await http.post<Comanda>(`/comandas/${id}/${acao}`, body, comChave(chave))).data;

export const adicionarItem = async (id: number, body: object) =>
  (await http.post<Comanda>(`/comandas/${id}/itens`, body)).data;

export const cancelarItem = async (id: number, itemId: number, motivo: string) =>
  (await http.post<Comanda>(`/comandas/${id}/itens/${itemId}/cancelar`, { motivo })).data;

export const comandar = async (id: number, chave: string) =>
  (await http.post<ComandarResposta>(`/comandas/${id}/comandar`, {}, comChave(chave))).data;

export const reimprimirLote = async (loteId: number) => (await http.post<Lote>(`/lotes/${loteId}/reimprimir`, {})).data;

export const pagar = async (id: number, body: PagamentoCriar, chave: string) =>
  (await http.post<Comanda>(`/comandas/${id}/pagamentos`, body, comChave(chave))).data;

export const anularPagamento = async (id: number, pid: number, como: 'estornar' | 'cancelar', motivo: string) =>
  (await http.post<Comanda>(`/comandas/${id}/pagamentos/${pid}/${como}`, { motivo })).data;

export const mesclar = async (origem_id: number, destino_id: number) =>
  (await http.post<{ comanda: Comanda }>('/comandas/mesclar', { origem_id, destino_id })).data.comanda;
