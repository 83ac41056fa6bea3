// Reports: the shared parts of every report call (period, filters, the sales metrics). Money in reais at the
// boundary, as everywhere in the API; the server sums integer cents and converts once per figure.
//
// Every report is a GET under /api (permission `relatorios.ver`; the all-businesses summary is superadmin only):
//   /relatorios/vendas/resumo               gross, net, orders, ticket, fees, discounts, cancelled (relatorios-vendas.ts)
//   /relatorios/vendas/serie-temporal       the same metrics per hour / day / week / month, zero-filled
//   /relatorios/vendas/formas-pagamento     what each payment method took (service fee apart)
//   /relatorios/vendas/bairros              delivery orders per neighbourhood
//   /relatorios/vendas/detalhes             every sale of the period (orders and closed tabs), paged
//   /relatorios/vendas/cancelados           cancelled orders and tabs: count, value, per reason, the list (paged)
//   /relatorios/vendas/comparativo          the period against the previous period of equal length (% change)
//   /relatorios/vendas/canais               metrics per sales channel
//   /relatorios/vendas/tipos-pedido         metrics per sale type (delivery, retirada, local, mesa)
//   /relatorios/vendas/entregadores         per courier: deliveries, fees, days worked, daily pay, total
//   /relatorios/vendas/entregadores/{id}/taxa   one courier's deliveries and fees (the statement's lines)
//   /relatorios/vendas/entregadores/{id}/total  one courier's total per day: fees + daily pay
//   /relatorios/catalogo/categorias         quantity and revenue per category (relatorios-catalogo.ts)
//   /relatorios/catalogo/produtos           quantity and revenue per product
//   /relatorios/catalogo/opcoes             quantity and revenue per option (options flagged ignorar_relatorio left out)
//   /relatorios/catalogo/abc                ABC curve of products (A ≤ 80 %, B ≤ 95 %, C the rest), CMV beside each
//   /relatorios/catalogo/opcoes/produto     the options sold with one product (`produto_id`)
//   /relatorios/clientes/visao-geral        new vs returning customers, frequency, recency, the funnel (relatorios-clientes.ts)
//   /relatorios/clientes/tipos              customers per type: novo, recorrente, inativo
//   /relatorios/clientes/historico-visitantes  the funnel per day: visits, carts, checkouts, orders
//   /relatorios/clientes/tabela             per customer: orders, revenue, ticket, first and last order (paged, sortable)
//   /relatorios/clientes/abandonos          abandoned carts with phone and value, abandonment rates (paged)
//   /relatorios/desempenho/vendas           live dashboard of today (relatorios-desempenho.ts)
//   /relatorios/plataforma/resumo           superadmin: every business's sales summary (relatorios-desempenho.ts)
// Every report that answers a table also answers `<path>/csv` with the same query: the table as CSV (`;`, decimal
// commas, formula cells neutralised), all rows of the period (not only the page).
import { z } from 'zod';
import { MSG } from './messages.ts';
import { dataIsoSchema, idSchema } from './common.ts';
import { TIPOS_FORMA_PAGAMENTO } from './formas-pagamento.ts';
import { PEDIDO_CANAIS, PEDIDO_TIPOS } from '../domain/pedido-status.ts';

/** Longest period one report answers: a year (a leap year's 366 days). Longer → 400 with a Portuguese message. */
export const MAX_DIAS_RELATORIO = 366;
/** Hourly series are bounded more tightly: 31 days of hours (744 points). */
export const MAX_DIAS_POR_HORA = 31;

export const PRESETS_PERIODO = ['hoje', 'ontem', '7d', '30d', 'mes_atual', 'mes_anterior'] as const;
export type PresetPeriodo = (typeof PRESETS_PERIODO)[number];

/** Sale types: the order types plus `mesa`, a table's tab closed as a sale. */
export const TIPOS_VENDA = [...PEDIDO_TIPOS, 'mesa'] as const;
export type TipoVenda = (typeof TIPOS_VENDA)[number];

/**
 * The period of a report: `inicio` and `fim` are local dates (the business's timezone), both included; or a
 * `preset` (today, yesterday, last 7 / 30 days ending today, this month, last month). Neither → the last 7 days;
 * one date without the other → 400. A preset wins over dates only when no date is given (dates and preset → 400).
 */
export const periodoQuerySchema = z.object({
  inicio: dataIsoSchema.optional(),
  fim: dataIsoSchema.optional(),
  preset: z.enum(PRESETS_PERIODO, { error: `Período inválido (use: ${PRESETS_PERIODO.join(', ')})` }).optional(),
});

/** Filters of the sales reports (each one where it applies). */
export const filtrosVendaSchema = z.object({
  canal: z.enum(PEDIDO_CANAIS, { error: 'Canal inválido' }).optional(),
  tipo: z.enum(TIPOS_VENDA, { error: `Tipo inválido (use: ${TIPOS_VENDA.join(', ')})` }).optional(),
  /** Payment KIND (dinheiro, pix, credito, debito, vale_refeicao, outro): sales with a payment of that kind. */
  pagto: z
    .enum(TIPOS_FORMA_PAGAMENTO, { error: `Forma inválida (use: ${TIPOS_FORMA_PAGAMENTO.join(', ')})` })
    .optional(),
  entregador_id: idSchema.optional(),
  bairro: z.string().trim().max(100, MSG.max(100)).optional(),
});

export const relatorioVendasQuerySchema = periodoQuerySchema.extend(filtrosVendaSchema.shape);
export type RelatorioVendasQuery = z.infer<typeof relatorioVendasQuerySchema>;

export const paginaRelatorioSchema = z.object({
  page: z.coerce.number().int(MSG.inteiro).min(1).max(100_000).default(1),
  per_page: z.coerce.number().int(MSG.inteiro).min(1).max(100, 'Máximo de 100 por página').default(50),
});

/** The period the server answered for: resolved dates and the timezone days were grouped in. */
export const periodoRespostaSchema = z.object({
  inicio: z.string(),
  fim: z.string(),
  dias: z.number().int(),
  timezone: z.string(),
});
export type PeriodoResposta = z.infer<typeof periodoRespostaSchema>;

/**
 * The sales metrics (glossary "Relatórios"): `faturamento_bruto` = items + surcharges + delivery fee;
 * `faturamento_liquido` = bruto − descontos; `ticket_medio` = líquido / vendas (null without sales);
 * `taxa_servico` = the tabs' service fee, the staff's money, never in bruto or líquido.
 */
export const metricasVendaSchema = z.object({
  pedidos: z.number().int(),
  itens: z.number(),
  acrescimos: z.number(),
  taxa_entrega: z.number(),
  descontos: z.number(),
  faturamento_bruto: z.number(),
  faturamento_liquido: z.number(),
  ticket_medio: z.number().nullable(),
  taxa_servico: z.number(),
});
export type MetricasVenda = z.infer<typeof metricasVendaSchema>;

/** A table's list: every table report answers `{ items, total }` (total = rows of the whole period). */
export function tabelaRelatorio<T extends z.ZodType>(item: T) {
  return z.object({ periodo: periodoRespostaSchema, items: z.array(item), total: z.number().int() });
}
