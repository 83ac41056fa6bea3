// A business's core settings (spec §7 /empresas/{id}/configuracoes-core): the orders-screen controls and settings/general.
import { queryOptions } from '@tanstack/react-query';
import type { CampoCoreResposta, ConfiguracoesCoreResposta } from '@app/shared/schemas/configuracoes.ts';
import type { CampoCore, ConfiguracoesCore } from '@app/shared/domain/configuracoes.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

export const coreQuery = (id: number) =>
  queryOptions({
    queryKey: keys.empresas.core(id),
    queryFn: async () => (await http.get<ConfiguracoesCoreResposta>(`/empresas/${id}/configuracoes-core`)).data,
  });

/** PATCH /empresas/{id}/configuracoes-core/{campo} with { valor } (spec §7). */
export async function patchCampoCore(
  id: number,
  campo: CampoCore,
  valor: number | boolean,
): Promise<CampoCoreResposta> {
  return (await http.patch<CampoCoreResposta>(`/empresas/${id}/configuracoes-core/${campo}`, { valor })).data;
}

export const putCore = async (id: number, body: ConfiguracoesCore) =>
  (await http.put<ConfiguracoesCoreResposta>(`/empresas/${id}/configuracoes-core`, body)).data;

export const resetCore = async (id: number) =>
  (await http.post<ConfiguracoesCoreResposta>(`/empresas/${id}/configuracoes-core/reset`)).data;
