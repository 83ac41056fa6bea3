// Business reads used by the admin shell (spec §7 Business): one queryOptions per call, shared by every reader.
import { queryOptions } from '@tanstack/react-query';
import type { Empresa, EmpresaStatus } from '@app/shared/schemas/empresas.ts';
import type { HorariosFuncionamento } from '@app/shared/domain/horarios.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

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
