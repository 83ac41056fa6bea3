// Customers and the sales funnel ("Funil de vendas"; GET, permission `relatorios.ver`). Query: the period
// (`periodoQuerySchema`) unless said otherwise. Paths and purpose:
//   /relatorios/clientes/visao-geral          → visaoGeralClientesSchema: new vs returning, frequency, recency, funnel
//   /relatorios/clientes/tipos                → tiposClientesSchema (+ /csv): novo, recorrente, inativo
//   /relatorios/clientes/historico-visitantes → historicoVisitantesSchema (+ /csv): the funnel per day
//   /relatorios/clientes/tabela               (+ page, per_page, sort_field, sort_dir, search) → tabelaClientesSchema (+ /csv)
//   /relatorios/clientes/abandonos            (+ page, per_page) → abandonosSchema (+ /csv): carts without an order
import { z } from 'zod';
import { MSG } from './messages.ts';
import { paginaRelatorioSchema, periodoQuerySchema, periodoRespostaSchema, tabelaRelatorio } from './relatorios.ts';

/** A customer with no order for this many days before the period's end is `inativo`. */
export const DIAS_INATIVO = 60;
/** A cart untouched for this long without becoming an order is abandoned. */
export const HORAS_ABANDONO = 1;

export const funilSchema = z.object({
  /** Browser sessions that opened the menu (one per session and day). */
  visitas: z.number().int(),
  /** Carts that reached each checkout step (a cart counts once per step). */
  carrinho: z.number().int(),
  identificacao: z.number().int(),
  entrega: z.number().int(),
  pagamento: z.number().int(),
  /** Carts that became an order. */
  pedidos: z.number().int(),
  /** Each step as % of visits (null without visits). */
  conversao_pct: z.number().nullable(),
});

export const visaoGeralClientesSchema = z.object({
  periodo: periodoRespostaSchema,
  /** Identified customers with at least one sale in the period. */
  clientes: z.number().int(),
  /** Whose first sale ever is in the period. */
  novos: z.number().int(),
  /** Who had bought before the period too. */
  recorrentes: z.number().int(),
  /** Sales of identified customers in the period. */
  pedidos: z.number().int(),
  faturamento_liquido: z.number(),
  ticket_medio: z.number().nullable(),
  /** Sales per customer in the period. */
  frequencia_media: z.number().nullable(),
  /** Mean days from each customer's last sale to the period's end. */
  recencia_media_dias: z.number().nullable(),
  funil: funilSchema,
});

export const TIPOS_CLIENTE = ['novo', 'recorrente', 'inativo'] as const;
export const tipoClienteLinhaSchema = z.object({
  tipo: z.enum(TIPOS_CLIENTE),
  rotulo: z.string(),
  clientes: z.number().int(),
  /** Sales in the period (0 for inativo). */
  pedidos: z.number().int(),
  faturamento_liquido: z.number(),
});
export const tiposClientesSchema = tabelaRelatorio(tipoClienteLinhaSchema);

export const diaVisitantesSchema = z.object({
  dia: z.string(),
  visitas: z.number().int(),
  carrinhos: z.number().int(),
  checkouts: z.number().int(),
  pedidos: z.number().int(),
});
export const historicoVisitantesSchema = tabelaRelatorio(diaVisitantesSchema);

export const SORT_CLIENTES = ['nome', 'pedidos', 'faturamento', 'ticket_medio', 'ultimo_pedido'] as const;
export const tabelaClientesQuerySchema = periodoQuerySchema.extend({
  ...paginaRelatorioSchema.shape,
  sort_field: z.enum(SORT_CLIENTES, { error: 'Ordenação inválida' }).default('faturamento'),
  sort_dir: z.enum(['asc', 'desc'], { error: 'Use asc ou desc' }).default('desc'),
  search: z.string().trim().max(100, MSG.max(100)).optional(),
});
export const clienteLinhaSchema = z.object({
  cliente_id: z.number().int(),
  nome: z.string(),
  /** Masked (`(11) 9****-1234`) unless the user may see customers' data. */
  telefone: z.string().nullable(),
  pedidos: z.number().int(),
  faturamento: z.number(),
  ticket_medio: z.number().nullable(),
  /** First and last sale ever (exchange format, UTC). */
  primeiro_pedido: z.string(),
  ultimo_pedido: z.string(),
  dias_desde_ultimo: z.number().int(),
});
export const tabelaClientesSchema = tabelaRelatorio(clienteLinhaSchema);

export const abandonosQuerySchema = periodoQuerySchema.extend(paginaRelatorioSchema.shape);
export const abandonoLinhaSchema = z.object({
  carrinho_id: z.number().int(),
  nome: z.string().nullable(),
  /** Masked unless the user may see customers' data. */
  telefone: z.string().nullable(),
  valor: z.number(),
  qtde_itens: z.number().int(),
  /** The last checkout step reached ('' = only browsing). */
  etapa: z.string(),
  atualizado_em: z.string(),
});
export const abandonosSchema = tabelaRelatorio(abandonoLinhaSchema).extend({
  carrinhos: z.number().int(),
  /** Carts that started checkout (reached identificacao or later). */
  checkouts: z.number().int(),
  pedidos: z.number().int(),
  abandonados: z.number().int(),
  valor_abandonado: z.number(),
  /** (1 − orders / carts) × 100; null without carts. */
  taxa_abandono_carrinho_pct: z.number().nullable(),
  /** (1 − orders / checkouts) × 100; null without checkouts. */
  taxa_abandono_checkout_pct: z.number().nullable(),
});
