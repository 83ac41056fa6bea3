// Businesses (spec §7 Business): the shell's reads, the profile and store-state patch, the superadmin's register.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Empresa,
  EmpresaCreateEntrada,
  EmpresaLista,
  EmpresaPatchEntrada,
  EmpresaStatus,
} from '@app/shared/schemas/empresas.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios } from './lista.ts';

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

export type EmpresasListaParams = { page: number; per_page: number; search: string };

/** GET /empresas (superadmin), server-side paged and searched. */
export const empresasListaQuery = (p: EmpresasListaParams) =>
  queryOptions({
    queryKey: keys.empresas.lista(p),
    queryFn: async () => (await http.get<EmpresaLista>('/empresas', { params: semVazios(p) })).data,
    placeholderData: keepPreviousData,
  });

/** PATCH /empresas/{id} as JSON, or as form data when a file goes along (logo). */
export async function patchEmpresa(id: number, body: EmpresaPatchEntrada | FormData): Promise<Empresa> {
  return (await http.patch<Empresa>(`/empresas/${id}`, body)).data;
}

/** POST /empresas (superadmin): the business and its first manager. */
export const criarEmpresa = async (body: EmpresaCreateEntrada) => (await http.post<Empresa>('/empresas', body)).data;

export const excluirEmpresa = async (id: number) => {
  await http.delete(`/empresas/${id}`);
};
