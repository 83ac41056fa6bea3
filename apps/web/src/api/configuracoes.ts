// Generic settings (spec §3: chave, valor, tipo) that later features read.
import { queryOptions } from '@tanstack/react-query';
import type { Configuracao, ConfiguracaoCreateEntrada, ConfiguracoesLista } from '@app/shared/schemas/configuracoes.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

export const configuracoesQuery = () =>
  queryOptions({
    queryKey: keys.configuracoes.all,
    queryFn: async () => (await http.get<ConfiguracoesLista>('/configuracoes', { params: { per_page: 100 } })).data,
  });

/** Create (no id) or patch (id). */
export const salvarConfiguracao = async (id: number | null, body: ConfiguracaoCreateEntrada) =>
  (id === null
    ? await http.post<Configuracao>('/configuracoes', body)
    : await http.patch<Configuracao>(`/configuracoes/${id}`, body)
  ).data;

export const excluirConfiguracao = async (id: number) => {
  await http.delete(`/configuracoes/${id}`);
};
