// Reports (spec §7 Reports): one typed query per report path, and the CSV every table offers at `<path>/csv`
// (all rows of the period, not only the page on screen).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bairrosRelatorioSchema,
  canceladosSchema,
  comparativoSchema,
  detalhesVendasSchema,
  entregadoresRelatorioSchema,
  formasPagamentoRelatorioSchema,
  gruposVendaSchema,
  resumoVendasSchema,
  serieTemporalSchema,
  taxaEntregadorSchema,
  totalEntregadorSchema,
} from '@app/shared/schemas/relatorios-vendas.ts';
import type {
  abcSchema,
  categoriasRelatorioSchema,
  opcoesDoProdutoSchema,
  opcoesRelatorioSchema,
  produtosRelatorioSchema,
} from '@app/shared/schemas/relatorios-catalogo.ts';
import type {
  abandonosSchema,
  historicoVisitantesSchema,
  tabelaClientesSchema,
  tiposClientesSchema,
  visaoGeralClientesSchema,
} from '@app/shared/schemas/relatorios-clientes.ts';
import type { DesempenhoVendas } from '@app/shared/schemas/relatorios-desempenho.ts';
import { baixarArquivo } from '@/lib/download.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

/** Each report path (under /relatorios) and the answer its shared schema describes. */
export interface RespostasRelatorio {
  'vendas/resumo': z.infer<typeof resumoVendasSchema>;
  'vendas/serie-temporal': z.infer<typeof serieTemporalSchema>;
  'vendas/formas-pagamento': z.infer<typeof formasPagamentoRelatorioSchema>;
  'vendas/bairros': z.infer<typeof bairrosRelatorioSchema>;
  'vendas/detalhes': z.infer<typeof detalhesVendasSchema>;
  'vendas/cancelados': z.infer<typeof canceladosSchema>;
  'vendas/comparativo': z.infer<typeof comparativoSchema>;
  'vendas/canais': z.infer<typeof gruposVendaSchema>;
  'vendas/tipos-pedido': z.infer<typeof gruposVendaSchema>;
  'vendas/entregadores': z.infer<typeof entregadoresRelatorioSchema>;
  [k: `vendas/entregadores/${number}/taxa`]: z.infer<typeof taxaEntregadorSchema>;
  [k: `vendas/entregadores/${number}/total`]: z.infer<typeof totalEntregadorSchema>;
  'catalogo/categorias': z.infer<typeof categoriasRelatorioSchema>;
  'catalogo/produtos': z.infer<typeof produtosRelatorioSchema>;
  'catalogo/opcoes': z.infer<typeof opcoesRelatorioSchema>;
  'catalogo/abc': z.infer<typeof abcSchema>;
  'catalogo/opcoes/produto': z.infer<typeof opcoesDoProdutoSchema>;
  'clientes/visao-geral': z.infer<typeof visaoGeralClientesSchema>;
  'clientes/tipos': z.infer<typeof tiposClientesSchema>;
  'clientes/historico-visitantes': z.infer<typeof historicoVisitantesSchema>;
  'clientes/tabela': z.infer<typeof tabelaClientesSchema>;
  'clientes/abandonos': z.infer<typeof abandonosSchema>;
}
export type RotaRelatorio = keyof RespostasRelatorio;
export type Params = Record<string, string>;

export const relatorioQuery = <R extends RotaRelatorio>(rota: R, params: Params, enabled = true) =>
  queryOptions({
    queryKey: keys.relatorios.consulta(rota, params),
    queryFn: async ({ signal }) =>
      (await http.get<RespostasRelatorio[R]>(`/relatorios/${rota}`, { params, signal })).data,
    // a new period keeps the old numbers on screen (dimmed by the loading bar) instead of blanking the report
    placeholderData: keepPreviousData,
    enabled,
  });

/** Today's live figures; refetched on the event stream's order events, and once a minute for the clock. */
export const desempenhoQuery = () =>
  queryOptions({
    queryKey: keys.relatorios.desempenho(),
    queryFn: async ({ signal }) => (await http.get<DesempenhoVendas>('/relatorios/desempenho/vendas', { signal })).data,
    refetchInterval: 60_000,
    staleTime: 0,
  });

/** Saves a report table's CSV (`<path>/csv`, same query), named by the server or after the report. */
export async function baixarCsvRelatorio(rota: RotaRelatorio, params: Params): Promise<void> {
  const { page: _p, per_page: _pp, ...semPagina } = params;
  const res = await http.get<Blob>(`/relatorios/${rota}/csv`, {
    params: semPagina,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const padrao = `relatorio-${rota.replace(/\//g, '-')}-${params.inicio ?? ''}-${params.fim ?? ''}.csv`;
  baixarArquivo(res.data, /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? padrao);
}
