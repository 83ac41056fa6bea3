// WhatsApp (spec §7 WhatsApp): the business's instance and its pairing, the order notices, the message log.
import { queryOptions } from '@tanstack/react-query';
import type {
  Aviso,
  AvisoPut,
  Avisos,
  EnviarMensagemBody,
  InstanciaWhatsapp,
  InstanciaWhatsappResposta,
  MensagensPage,
} from '@app/shared/schemas/whatsapp.ts';
import type { AvisoStatus } from '@app/shared/domain/whatsapp-avisos.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

/** The instance; while pairing it is read every 3 s (the QR is renewed by the gateway), else every 15 s. */
export const instanciaWhatsappQuery = () =>
  queryOptions({
    queryKey: keys.whatsapp.instancia(),
    queryFn: async ({ signal }) => (await http.get<InstanciaWhatsappResposta>('/instancias-whatsapp', { signal })).data,
    refetchInterval: (q) => {
      const estado = q.state.data?.instancia?.estado;
      if (!estado) return false;
      return estado === 'open' ? 15_000 : 3_000;
    },
  });

export const avisosWhatsappQuery = () =>
  queryOptions({
    queryKey: keys.whatsapp.avisos(),
    queryFn: async ({ signal }) => (await http.get<Avisos>('/whatsapp/avisos', { signal })).data,
  });

export interface FiltroMensagens {
  page: number;
  per_page: number;
  status?: string;
}

/** The log refreshes by itself every 5 s: pending messages turn into sent ones while the screen is open. */
export const mensagensWhatsappQuery = (f: FiltroMensagens) =>
  queryOptions({
    queryKey: keys.whatsapp.mensagens(f),
    queryFn: async ({ signal }) => (await http.get<MensagensPage>('/whatsapp/mensagens', { params: f, signal })).data,
    refetchInterval: 5_000,
  });

export const useCriarInstancia = () =>
  useMutacao(
    async (numero?: string) =>
      (await http.post<InstanciaWhatsapp>('/instancias-whatsapp', numero ? { numero } : {})).data,
    [keys.whatsapp.instancia()],
  );

export const useReconectarInstancia = () =>
  useMutacao(
    async (numero?: string) =>
      (await http.post<InstanciaWhatsapp>('/instancias-whatsapp/reconectar', numero ? { numero } : {})).data,
    [keys.whatsapp.instancia()],
  );

export const useExcluirInstancia = () =>
  useMutacao(async () => {
    await http.delete('/instancias-whatsapp');
  }, [keys.whatsapp.instancia()]);

export const useEnviarMensagem = () =>
  useMutacao(
    async (b: EnviarMensagemBody) => (await http.post<{ id: number }>('/instancias-whatsapp/enviar-mensagem', b)).data,
    [keys.whatsapp.all],
  );

export const useSalvarAviso = () =>
  useMutacao(
    async ({ status, ...b }: AvisoPut & { status: AvisoStatus }) =>
      (await http.put<Aviso>(`/whatsapp/avisos/${status}`, b)).data,
    [keys.whatsapp.avisos()],
  );

export const useReenviarMensagem = () =>
  useMutacao(
    async (id: number) => {
      await http.post(`/whatsapp/mensagens/${id}/reenviar`);
    },
    [keys.whatsapp.all],
  );
