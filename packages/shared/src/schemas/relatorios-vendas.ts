// Sales reports (GET, permission `relatorios.ver`). Query: `relatorioVendasQuerySchema` (period + filters) unless
// said otherwise. Paths and purpose:
//   /relatorios/vendas/resumo             → resumoVendasSchema: metrics, cancelled count and value
//   /relatorios/vendas/serie-temporal     (+ agrupar) → serieTemporalSchema: metrics per hour/day/week/month
//   /relatorios/vendas/formas-pagamento   → formasPagamentoRelatorioSchema (+ /csv)
//   /relatorios/vendas/bairros            → bairrosRelatorioSchema (+ /csv): delivery orders per neighbourhood
//   /relatorios/vendas/detalhes           (+ page, per_page) → detalhesVendasSchema (+ /csv, every row)
//   /relatorios/vendas/cancelados         (+ page, per_page) → canceladosSchema (+ /csv, every row)
//   /relatorios/vendas/comparativo        → comparativoSchema: the period vs the previous one of equal length
//   /relatorios/vendas/canais             → gruposVendaSchema (+ /csv)
//   /relatorios/vendas/tipos-pedido       → gruposVendaSchema (+ /csv)
//   /relatorios/vendas/entregadores       (period only) → entregadoresRelatorioSchema (+ /csv)
//   /relatorios/vendas/entregadores/{id}/taxa  (+ page, per_page) → taxaEntregadorSchema (+ /csv, every row)
//   /relatorios/vendas/entregadores/{id}/total (period only) → totalEntregadorSchema (+ /csv)
// The three couriers' answers deduct the advances (vales) dated in the period (D-241).
import { z } from 'zod';
import {
  metricasVendaSchema,
  paginaRelatorioSchema,
  periodoQuerySchema,
  periodoRespostaSchema,
  relatorioVendasQuerySchema,
  tabelaRelatorio,
} from './relatorios.ts';

export const resumoVendasSchema = z.object({
  periodo: periodoRespostaSchema,
  ...metricasVendaSchema.shape,
  /** Cancelled orders and tabs of the period (never in the metrics above). */
  cancelados: z.object({ quantidade: z.number().int(), valor: z.number() }),
});
export type ResumoVendas = z.infer<typeof resumoVendasSchema>;

export const AGRUPAMENTOS = ['hora', 'dia', 'semana', 'mes'] as const;
export const serieTemporalQuerySchema = relatorioVendasQuerySchema.extend({
  agrupar: z.enum(AGRUPAMENTOS, { error: `Agrupamento inválido (use: ${AGRUPAMENTOS.join(', ')})` }).default('dia'),
});
export const serieTemporalSchema = z.object({
  periodo: periodoRespostaSchema,
  agrupar: z.enum(AGRUPAMENTOS),
  /**
   * One point per bucket, zero-filled, in order. `inicio` is local: `aaaa-mm-ddThh:00` for hours, `aaaa-mm-dd` for
   * days, the Monday of the week (weeks start on Monday), the first day of the month.
   */
  pontos: z.array(z.object({ inicio: z.string(), ...metricasVendaSchema.shape })),
});
export type SerieTemporal = z.infer<typeof serieTemporalSchema>;

export const formaPagamentoLinhaSchema = z.object({
  forma: z.string(),
  forma_tipo: z.string(),
  /** Sales paid (in part) with it. */
  pedidos: z.number().int(),
  /** What it paid of the sales, service fee excluded (Σ valor over methods = the paid part of líquido). */
  valor: z.number(),
  /** The service fee paid with it (tabs), apart. */
  taxa_servico: z.number(),
  participacao_pct: z.number(),
});
export const formasPagamentoRelatorioSchema = tabelaRelatorio(formaPagamentoLinhaSchema);

export const bairroLinhaSchema = z.object({
  bairro: z.string(),
  pedidos: z.number().int(),
  faturamento_liquido: z.number(),
  taxa_entrega: z.number(),
  ticket_medio: z.number().nullable(),
  participacao_pct: z.number(),
});
export const bairrosRelatorioSchema = tabelaRelatorio(bairroLinhaSchema);

export const detalhesQuerySchema = relatorioVendasQuerySchema.extend(paginaRelatorioSchema.shape);
export const ORIGENS_VENDA = ['pedido', 'comanda'] as const;
export const vendaLinhaSchema = z.object({
  origem: z.enum(ORIGENS_VENDA),
  /** The order's or the tab's id (with `origem`, unique). */
  id: z.number().int(),
  /** Order number; for a tab, its id. */
  numero: z.number().int(),
  /** When it was placed (orders) or opened (tabs): exchange format in UTC (ISO 8601). */
  data: z.string(),
  tipo: z.string(),
  canal: z.string(),
  status: z.string(),
  cliente: z.string().nullable(),
  bairro: z.string().nullable(),
  entregador: z.string().nullable(),
  /** Payment methods' names, comma separated. */
  pagamentos: z.string(),
  itens: z.number(),
  acrescimos: z.number(),
  taxa_entrega: z.number(),
  descontos: z.number(),
  /** bruto − descontos. */
  total: z.number(),
  taxa_servico: z.number(),
  motivo_cancelamento: z.string().nullable(),
});
export type VendaLinha = z.infer<typeof vendaLinhaSchema>;
export const detalhesVendasSchema = tabelaRelatorio(vendaLinhaSchema);

export const canceladosSchema = z.object({
  periodo: periodoRespostaSchema,
  quantidade: z.number().int(),
  valor: z.number(),
  por_motivo: z.array(z.object({ motivo: z.string(), quantidade: z.number().int(), valor: z.number() })),
  /** The cancelled sales, newest first (same row shape as the details). */
  items: z.array(vendaLinhaSchema),
  total: z.number().int(),
});

export const variacaoSchema = z.object({
  atual: z.number(),
  anterior: z.number(),
  delta: z.number(),
  /** (atual − anterior) / anterior × 100, one decimal; null when anterior is 0 ("novo"). */
  delta_pct: z.number().nullable(),
});
export const METRICAS_COMPARADAS = [
  'pedidos',
  'faturamento_bruto',
  'faturamento_liquido',
  'ticket_medio',
  'descontos',
  'taxa_entrega',
  'taxa_servico',
  'cancelados',
] as const;
export const comparativoSchema = z.object({
  periodo: periodoRespostaSchema,
  periodo_anterior: periodoRespostaSchema,
  atual: resumoVendasSchema,
  anterior: resumoVendasSchema,
  variacao: z.object(
    Object.fromEntries(METRICAS_COMPARADAS.map((m) => [m, variacaoSchema])) as Record<
      (typeof METRICAS_COMPARADAS)[number],
      typeof variacaoSchema
    >,
  ),
});
export type Comparativo = z.infer<typeof comparativoSchema>;

/** One row of /canais (`grupo` = canal) or /tipos-pedido (`grupo` = tipo). */
export const grupoVendaLinhaSchema = z.object({
  grupo: z.string(),
  rotulo: z.string(),
  ...metricasVendaSchema.shape,
  /** Share of the period's líquido. */
  participacao_pct: z.number(),
});
export const gruposVendaSchema = tabelaRelatorio(grupoVendaLinhaSchema);

// ---------- couriers ----------
export const entregadorLinhaSchema = z.object({
  entregador_id: z.number().int(),
  nome: z.string(),
  entregas: z.number().int(),
  /** Σ delivery fees of its deliveries (the fee goes to the courier). */
  taxas: z.number(),
  /** Days with at least one delivery, in the business's timezone. */
  dias_trabalhados: z.number().int(),
  recebe_diaria: z.boolean(),
  valor_diaria: z.number(),
  /** dias_trabalhados × valor_diaria when the courier is paid a daily rate, else 0. */
  diarias: z.number(),
  /** Σ of the advances (vales) dated in the period (D-241). */
  vales: z.number(),
  /** taxas + diarias − vales (negative when the advances exceed the pay: the courier owes). */
  total: z.number(),
});
export const entregadoresRelatorioSchema = tabelaRelatorio(entregadorLinhaSchema);

export const entregadorQuerySchema = periodoQuerySchema;
/** /taxa: the period and a page of its deliveries (a year of a busy courier is thousands, D-351). */
export const taxaEntregadorQuerySchema = periodoQuerySchema.extend(paginaRelatorioSchema.shape);
export const entregaLinhaSchema = z.object({
  pedido_id: z.number().int(),
  numero_pedido: z.number().int(),
  data: z.string(),
  cliente: z.string().nullable(),
  bairro: z.string().nullable(),
  status: z.string(),
  taxa: z.number(),
});
export const taxaEntregadorSchema = z.object({
  periodo: periodoRespostaSchema,
  entregador: z.object({ id: z.number().int(), nome: z.string() }),
  entregas: z.number().int(),
  taxas: z.number(),
  /**
   * A page of the period's deliveries, oldest first (`page`, `per_page`; the CSV lists them all). The printed
   * statement reads every page.
   */
  items: z.array(entregaLinhaSchema),
  /** Deliveries of the period (every page): equals `entregas`. */
  total: z.number().int(),
  /** Σ of the advances dated in the period (D-241). */
  vales: z.number(),
  /** What /total answers as `total`: taxas + diárias − vales. */
  a_pagar: z.number(),
});
export const diaEntregadorSchema = z.object({
  dia: z.string(),
  entregas: z.number().int(),
  taxas: z.number(),
  diaria: z.number(),
  total: z.number(),
});
/** An advance on the printable statement. */
export const valeExtratoSchema = z.object({
  id: z.number().int(),
  data: z.string(),
  valor: z.number(),
  observacao: z.string().nullable(),
});
export const totalEntregadorSchema = z.object({
  periodo: periodoRespostaSchema,
  entregador: z.object({
    id: z.number().int(),
    nome: z.string(),
    recebe_diaria: z.boolean(),
    valor_diaria: z.number(),
  }),
  ...entregadorLinhaSchema.omit({ entregador_id: true, nome: true, recebe_diaria: true, valor_diaria: true }).shape,
  /** One row per day worked (before the advances, which are not per day worked). */
  items: z.array(diaEntregadorSchema),
  total_linhas: z.number().int(),
  /** The advances dated in the period, oldest first; their sum is `vales`. */
  vales_lista: z.array(valeExtratoSchema),
});
