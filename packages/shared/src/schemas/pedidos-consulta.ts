import { z } from 'zod';
import { MSG } from './messages.ts';
import { dataIsoSchema, idSchema } from './common.ts';
import { TIPOS_FORMA_PAGAMENTO } from './formas-pagamento.ts';
import { PEDIDO_STATUS } from '../domain/pedido-status.ts';

import { pedidoCanal, pedidoResumoSchema, pedidoSchema, pedidoStatus, pedidoTipo, texto } from './pedidos.ts';

// Reading and changing orders: the board and history query (spec §7 params), their answers, edits and status changes.
const dataQuery = dataIsoSchema;
const STATUS_VALIDOS = new Set<string>(PEDIDO_STATUS);
/** One status or several separated by commas, each a known one: the list also goes into the board's ETag. */
const statusFiltro = z
  .string()
  .trim()
  .max(200, MSG.max(200))
  .refine(
    (v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .every((s) => s === '' || STATUS_VALIDOS.has(s)),
    `Status inválido (use: ${PEDIDO_STATUS.join(', ')})`,
  );
export const SORT_PEDIDOS = ['data_criacao', 'numero_pedido', 'total_pedido', 'status', 'nome_cliente'] as const;

/** GET /pedidos (spec §7 params). With `page` it answers {items, total}; with `last_hours` the board list. */
export const pedidosQuerySchema = z.object({
  cliente_id: idSchema.optional(),
  telefone: z.string().trim().max(30).optional(),
  data: dataQuery.optional(),
  data_ini: dataQuery.optional(),
  data_fim: dataQuery.optional(),
  status: statusFiltro.optional(),
  last_hours: z.coerce.number().int(MSG.inteiro).min(1).max(72, 'Máximo de 72 horas').optional(),
  page: z.coerce.number().int(MSG.inteiro).min(1).max(100_000).optional(),
  per_page: z.coerce.number().int(MSG.inteiro).min(1).max(100, 'Máximo de 100 por página').optional(),
  search: z.string().trim().max(100, MSG.max(100)).optional(),
  sort_field: z.enum(SORT_PEDIDOS, { error: 'Ordenação inválida' }).optional(),
  sort_dir: z.enum(['asc', 'desc'], { error: 'Use asc ou desc' }).optional(),
  tipo: pedidoTipo.optional(),
  canal: pedidoCanal.optional(),
  /** Payment KIND (dinheiro, pix, credito, debito, vale_refeicao, outro), not the method's name. */
  pagto: z
    .enum(TIPOS_FORMA_PAGAMENTO, { error: `Forma inválida (use: ${TIPOS_FORMA_PAGAMENTO.join(', ')})` })
    .optional(),
  entregador_id: idSchema.optional(),
});
export type PedidosQuery = z.infer<typeof pedidosQuerySchema>;

export const pedidosBoardSchema = z.array(pedidoSchema);
export const pedidosPaginaSchema = z.object({ items: z.array(pedidoResumoSchema), total: z.number().int() });
export type PedidosPagina = z.infer<typeof pedidosPaginaSchema>;

export const pedidoPatchSchema = z.strictObject({
  entregador_id: idSchema.nullable().optional(),
  observacao_interna: texto(500).nullable().optional(),
  /** Someone looked at the order: stops the new-order reminder. */
  visto: z.literal(true).optional(),
});
export type PedidoPatch = z.input<typeof pedidoPatchSchema>;

export const pedidoStatusBodySchema = z
  .strictObject({
    status: pedidoStatus,
    motivo: texto(300).optional(),
  })
  .refine((b) => b.status !== 'cancelado' || (b.motivo ?? '').length > 0, {
    path: ['motivo'],
    message: 'Informe o motivo do cancelamento',
  });
