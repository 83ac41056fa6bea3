import { queryOptions } from '@tanstack/react-query';
import type { Configuracao, ConfiguracoesCoreResposta } from '@app/shared/schemas/configuracoes.ts';
import type { ConfiguracoesCore, TipoConfiguracao } from '@app/shared/domain/configuracoes.ts';
import { http } from '@/api/http.ts';
import { keys } from '@/api/keys.ts';

export const configuracoesQuery = () =>
  queryOptions({
    queryKey: keys.configuracoes.all,
    queryFn: async () => (await http.get<{ items: Configuracao[]; total: number }>('/configuracoes', { params: { per_page: 100 } })).data,
  });

export const putCore = async (empresaId: number, body: ConfiguracoesCore) =>
  (await http.put<ConfiguracoesCoreResposta>(`/empresas/${empresaId}/configuracoes-core`, body)).data;
export const resetCore = async (empresaId: number) =>
  (await http.post<ConfiguracoesCoreResposta>(`/empresas/${empresaId}/configuracoes-core/reset`)).data;

export interface ConfiguracaoInput { chave: string; valor: string; tipo: TipoConfiguracao }
export const salvarConfiguracao = async (id: number | null, body: ConfiguracaoInput) =>
  (id === null ? await http.post<Configuracao>('/configuracoes', body) : await http.patch<Configuracao>(`/configuracoes/${id}`, body)).data;
export const excluirConfiguracao = async (id: number) => {
  await http.delete(`/configuracoes/${id}`);
};
