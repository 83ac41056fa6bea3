import { z } from 'zod';
import type { PedidoCanal } from '../domain/pedido-status.ts';

// What order entry starts with (GET /pedidos/preferencias): the channel and the payment method the business's staff
// used most in its recent counter orders, so the usual order needs no change there.

/** Channels staff type in; the site channels come from the customer-facing side. */
export const CANAIS_BALCAO = ['balcao', 'telefone', 'whatsapp', 'ifood'] as const satisfies readonly PedidoCanal[];

/** How many of the latest counter orders are counted: recent habits, and a bounded read. */
export const PEDIDOS_PREFERENCIAS = 200;

export const preferenciasLancamentoSchema = z.object({
  /** The most used counter channel, or null before the first counter order. */
  canal: z.enum(CANAIS_BALCAO).nullable(),
  /** The most used payment method: a standard one (`padrao`) or the business's own; null without history. */
  forma_pagamento: z.object({ padrao: z.boolean(), id: z.number().int() }).nullable(),
});
export type PreferenciasLancamento = z.infer<typeof preferenciasLancamentoSchema>;
