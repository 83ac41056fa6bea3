import { z } from 'zod';
import { idSchema, problemSchema } from '@app/shared/schemas/common.ts';

// What every tables route shares: documented errors, tag, the two permissions and the id params.
export const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};
export const base = { tags: ['mesas'], security: [{ bearer: [] }] };
/** Waiters, the counter and managers run the dining room. */
export const operar = { permissao: 'mesas.operar' };
/** Setting tables up, writing off a balance, reopening an ended tab. */
export const gerenciar = { permissao: 'mesas.gerenciar' };
export const idempotencia = z.object({ 'idempotency-key': z.string().max(100).optional() }).loose();
export const itemParams = z.object({ id: idSchema, itemId: idSchema });
export const pagamentoParams = z.object({ id: idSchema, pid: idSchema });
