// The live sales dashboard and the platform summary (GET). Paths and purpose:
//   /relatorios/desempenho/vendas  (no query; permission `relatorios.ver`) → desempenhoVendasSchema: today so far
//       against the same weekday of the last four weeks up to the same hour, open orders by status, average
//       preparation and delivery times, late orders. The screen refetches it on the event stream's order events.
//   /relatorios/plataforma/resumo  (period; superadmin) → plataformaResumoSchema (+ /csv): every business's sales
import { z } from 'zod';
import { paginaRelatorioSchema, periodoQuerySchema, tabelaRelatorio } from './relatorios.ts';

export const desempenhoVendasSchema = z.object({
  /** Now, exchange format (UTC), and today's local date. */
  agora: z.string(),
  dia: z.string(),
  timezone: z.string(),
  hoje: z.object({ pedidos: z.number().int(), faturamento_liquido: z.number(), ticket_medio: z.number().nullable() }),
  /** The same weekday of each of the last four weeks, up to the same local time. */
  semanas_anteriores: z.array(
    z.object({ dia: z.string(), pedidos: z.number().int(), faturamento_liquido: z.number() }),
  ),
  media_semanas: z.object({ pedidos: z.number(), faturamento_liquido: z.number() }),
  /** Today vs the four weeks' mean, %; null when the mean is 0. */
  variacao_pct: z.object({ pedidos: z.number().nullable(), faturamento_liquido: z.number().nullable() }),
  /** Per local hour up to now: today's net revenue and the four weeks' mean. */
  por_hora: z.array(z.object({ hora: z.number().int(), hoje: z.number(), media: z.number() })),
  abertos_por_status: z.array(z.object({ status: z.string(), quantidade: z.number().int() })),
  /** Mean minutes, over today's orders: accepted (preparacao) → ready; left (em_entrega) → concluded. */
  tempo_medio_preparo_min: z.number().nullable(),
  tempo_medio_entrega_min: z.number().nullable(),
  /** Open orders past their status's limit (the board's "atrasado"), oldest first. */
  atrasados: z.array(
    z.object({
      id: z.number().int(),
      numero_pedido: z.number().int(),
      status: z.string(),
      tipo: z.string(),
      nome_cliente: z.string().nullable(),
      minutos: z.number().int(),
    }),
  ),
});
export type DesempenhoVendas = z.infer<typeof desempenhoVendasSchema>;

export const plataformaQuerySchema = periodoQuerySchema.extend(paginaRelatorioSchema.shape);
export const plataformaLinhaSchema = z.object({
  empresa_id: z.number().int(),
  nome: z.string(),
  pedidos: z.number().int(),
  faturamento_bruto: z.number(),
  faturamento_liquido: z.number(),
  ticket_medio: z.number().nullable(),
  taxa_servico: z.number(),
  cancelados: z.number().int(),
});
export const plataformaResumoSchema = tabelaRelatorio(plataformaLinhaSchema).extend({
  totais: plataformaLinhaSchema.omit({ empresa_id: true, nome: true }),
});
