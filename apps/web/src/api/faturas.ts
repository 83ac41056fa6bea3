// Subscription invoices (spec §7 Invoices): the business's side and the superadmin's (/mw).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Cobranca,
  CobrancaPutEntrada,
  Fatura,
  FaturaPix,
  FaturasPagina,
  MwFaturaCriarEntrada,
  MwFaturaPatchEntrada,
  MwGerarMesEntrada,
  empresasLiteSchema,
  mwGerarMesRespostaSchema,
} from '@app/shared/schemas/faturas.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export const faturasQuery = (p: { page: number; per_page: number }) =>
  queryOptions({
    queryKey: keys.faturas.lista(p),
    queryFn: async () => (await http.get<FaturasPagina>('/faturas', { params: p })).data,
    placeholderData: keepPreviousData,
  });

/** The shell's banner: quiet on failure (a banner is no reason for an error message). */
export const faturasAvisoQuery = () =>
  queryOptions({
    queryKey: keys.faturas.aviso(),
    queryFn: async () => (await http.get<Fatura[]>('/faturas/aviso', { params: { limite: 5 } })).data,
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });

export const faturaPixQuery = (id: number, admin = false) =>
  queryOptions({
    queryKey: admin ? keys.faturas.mwPix(id) : keys.faturas.pix(id),
    queryFn: async () => (await http.get<FaturaPix>(`${admin ? '/mw' : ''}/faturas/${id}/pix`)).data,
    // the dialog shows why there is no code (a paid invoice, no receiver yet)
    meta: { silent: true },
    retry: false,
  });

// ---- superadmin ----

export const mwFaturasQuery = (p: Filtros) =>
  queryOptions({
    queryKey: keys.faturas.mw(p),
    queryFn: async () => (await http.get<FaturasPagina>('/mw/faturas', { params: semVazios(p) })).data,
    placeholderData: keepPreviousData,
  });

export const empresasLiteQuery = () =>
  queryOptions({
    queryKey: keys.faturas.empresasLite(),
    queryFn: async () => (await http.get<z.infer<typeof empresasLiteSchema>>('/mw/empresas/lite')).data,
  });

export const cobrancaQuery = () =>
  queryOptions({
    queryKey: keys.faturas.cobranca(),
    queryFn: async () => (await http.get<Cobranca>('/mw/cobranca')).data,
  });

export const useCriarFatura = () =>
  useMutacao(async (d: MwFaturaCriarEntrada) => (await http.post<Fatura>('/mw/faturas', d)).data, [keys.faturas.all], {
    silent: true,
  });

export const useAlterarFatura = () =>
  useMutacao(
    async ({ id, dados }: { id: number; dados: MwFaturaPatchEntrada }) =>
      (await http.patch<Fatura>(`/mw/faturas/${id}`, dados)).data,
    [keys.faturas.all],
    { silent: true },
  );

export const useGerarMes = () =>
  useMutacao(
    async (d: MwGerarMesEntrada) =>
      (await http.post<z.infer<typeof mwGerarMesRespostaSchema>>('/mw/faturas/gerar', d)).data,
    [keys.faturas.all],
    { silent: true },
  );

export const useSalvarCobranca = () =>
  useMutacao(async (d: CobrancaPutEntrada) => (await http.put<Cobranca>('/mw/cobranca', d)).data, [keys.faturas.all], {
    silent: true,
  });
