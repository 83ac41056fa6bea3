// Stock balances, movements and the shell's alert count (spec §7 Stock /estoque/*).
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EstoqueAlertas,
  MovimentoCriarEntrada,
  MovimentosPagina,
  SaldosPagina,
  movimentoCriadoSchema,
} from '@app/shared/schemas/estoque-movimentos.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios, type Filtros } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export const saldosQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.estoque.saldos(f),
    queryFn: async ({ signal }) =>
      (await http.get<SaldosPagina>('/estoque/saldos', { params: semVazios(f), signal })).data,
  });

/** Spec §9: movements page by limit 100 from offset 0. */
export const MOVIMENTOS_LIMITE = 100;

export const movimentosQuery = (f: Filtros = {}) =>
  queryOptions({
    queryKey: keys.estoque.movimentos(f),
    queryFn: async ({ signal }) =>
      (
        await http.get<MovimentosPagina>('/estoque/movimentos', {
          params: semVazios({ limit: MOVIMENTOS_LIMITE, offset: 0, ...f }),
          signal,
        })
      ).data,
  });

/** The shell's warning: one cheap count, refreshed every minute and after each stock change. */
export const estoqueAlertasQuery = () =>
  queryOptions({
    queryKey: keys.estoque.alertas(),
    queryFn: async () => (await http.get<EstoqueAlertas>('/estoque/alertas')).data,
    refetchInterval: 60_000,
    meta: { silent: true }, // a failed count must not shout on every screen
  });

export const useCriarMovimento = () =>
  useMutacao(
    async (dados: MovimentoCriarEntrada) =>
      (await http.post<z.infer<typeof movimentoCriadoSchema>>('/estoque/movimentos', dados)).data,
    [keys.estoque.all, keys.insumos.all, keys.fichas.all],
    { silent: true },
  );
