// Business reads used by the admin shell (spec §7 Business): one queryOptions per call, shared by every reader.
import { queryOptions } from '@tanstack/react-query';
import type { Empresa, EmpresaStatus } from '@app/shared/schemas/empresas.ts';
import type { HorariosFuncionamento } from '@app/shared/domain/horarios.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import type { ConfiguracoesCoreResposta } from '@app/shared/schemas/configuracoes.ts';
import type { CampoCore } from '@app/shared/domain/configuracoes.ts';

export interface HorariosResponse {
  empresa_id: number;
  timezone: string;
  horarios_funcionamento: HorariosFuncionamento;
}

/** These reads have fallbacks on screen (spec §8), so their errors are not announced in the snackbar. */
const silent = { silent: true } as const;

export const empresaQuery = (id: number) =>
  queryOptions({
    queryKey: keys.empresas.detail(id),
    queryFn: async () => (await http.get<Empresa>(`/empresas/${id}`)).data,
    meta: silent,
  });

export const empresaStatusQuery = (id: number) =>
  queryOptions({
    queryKey: keys.empresas.status(id),
    queryFn: async () => (await http.get<EmpresaStatus>(`/empresas/${id}/status`)).data,
    meta: silent,
  });

export const horariosQuery = (id: number) =>
  queryOptions({
    queryKey: keys.horarios.detail(id),
    queryFn: async () => (await http.get<HorariosResponse>(`/horarios/${id}`)).data,
    meta: silent,
  });

// ---- store controls and core settings ----

export const coreQuery = (id: number) =>
  queryOptions({
    queryKey: keys.empresas.core(id),
    queryFn: async () => (await http.get<ConfiguracoesCoreResposta>(`/empresas/${id}/configuracoes-core`)).data,
  });

/** PATCH /empresas/{id} as JSON, or as form data when a file goes along (logo). */
export async function patchEmpresa(id: number, body: Record<string, unknown> | FormData): Promise<Empresa> {
  return (await http.patch<Empresa>(`/empresas/${id}`, body)).data;
}

/** PATCH /empresas/{id}/configuracoes-core/{campo} with { valor } (spec §7). */
export async function patchCampoCore(id: number, campo: CampoCore, valor: number | boolean) {
  return (await http.patch<{ campo: CampoCore; valor: number | boolean }>(`/empresas/${id}/configuracoes-core/${campo}`, { valor })).data;
}
