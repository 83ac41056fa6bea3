// API contract of tables (mesas): the manager's table set-up, the board and the history of ended tabs. The tab
// itself (comanda) is in comandas.ts. Money in reais at the boundary.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { idSchema, pageQuerySchema, paginated, requiredText } from './common.ts';
import { strictBody } from './form.ts';
import { COMANDA_STATUS, MESA_ESTADOS } from '../domain/comanda.ts';

export const mesaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  area: z.string(),
  lugares: z.number().int(),
  ativo: z.boolean(),
});
export type Mesa = z.infer<typeof mesaSchema>;

const lugares = z.number({ error: MSG.inteiro }).int(MSG.inteiro).min(1, 'Mínimo de 1 lugar').max(100);
export const mesaCriarSchema = strictBody({
  nome: requiredText(30),
  area: requiredText(40).default('Salão'),
  lugares: lugares.default(4),
  ativo: z.boolean().default(true),
});
export const mesaPatchSchema = strictBody({
  nome: requiredText(30).optional(),
  area: requiredText(40).optional(),
  lugares: lugares.optional(),
  ativo: z.boolean().optional(),
});
export type MesaCriar = z.input<typeof mesaCriarSchema>;

/** GET /mesas: the business's tables with their board state (spec "GET /mesas (status)"). */
export const mesasQuerySchema = pageQuerySchema.extend({
  ativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const mesaComEstadoSchema = mesaSchema.extend({ estado: z.enum(MESA_ESTADOS) });
export const mesasPaginaSchema = paginated(mesaComEstadoSchema);

/** A live tab as the board shows it. */
export const comandaResumoSchema = z.object({
  id: z.number().int(),
  grupo_nome: z.string().nullable(),
  pessoas_qtd: z.number().int(),
  garcom_id: z.number().int().nullable(),
  garcom_nome: z.string().nullable(),
  status: z.enum(COMANDA_STATUS),
  aberta_em: z.string(),
  preconta_em: z.string().nullable(),
  total: z.number(),
  pago: z.number(),
  saldo: z.number(),
});
export type ComandaResumo = z.infer<typeof comandaResumoSchema>;

/** GET /mesas/painel: every active table with its live tabs, for the board (grouped by area on screen). */
export const painelMesaSchema = mesaComEstadoSchema.extend({ comandas: z.array(comandaResumoSchema) });
export const painelSchema = z.object({ mesas: z.array(painelMesaSchema) });
export type PainelMesa = z.infer<typeof painelMesaSchema>;
export type Painel = z.infer<typeof painelSchema>;

/** GET /mesas/historico: ended and cancelled tabs, newest first. */
export const historicoQuerySchema = pageQuerySchema.extend({
  de: z.iso.date({ error: MSG.formato }).optional(),
  ate: z.iso.date({ error: MSG.formato }).optional(),
  mesa_id: idSchema.optional(),
  garcom_id: idSchema.optional(),
  status: z.enum(['encerrada', 'cancelada']).optional(),
});
export const historicoItemSchema = z.object({
  id: z.number().int(),
  mesa_id: z.number().int(),
  mesa_nome: z.string(),
  grupo_nome: z.string().nullable(),
  pessoas_qtd: z.number().int(),
  garcom_nome: z.string().nullable(),
  status: z.enum(COMANDA_STATUS),
  aberta_em: z.string(),
  encerrada_em: z.string().nullable(),
  total: z.number(),
  taxa_servico: z.number(),
  pago: z.number(),
  saldo_em_aberto: z.number(),
  motivo: z.string().nullable(),
});
export const historicoPaginaSchema = paginated(historicoItemSchema);
export type HistoricoItem = z.infer<typeof historicoItemSchema>;

/** GET /mesas/garcons: the business's active staff who can take tables (the waiter picker of a tab). */
export const garcomSchema = z.object({ id: z.number().int(), nome: z.string() });
export const garconsSchema = z.object({ items: z.array(garcomSchema) });
export type Garcom = z.infer<typeof garcomSchema>;
