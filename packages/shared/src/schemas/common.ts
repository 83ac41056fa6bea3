import { z } from 'zod';
import { MSG } from './messages.ts';

/** RFC 9457 Problem Details, with per-field messages for validation errors. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.array(z.object({ campo: z.string(), mensagem: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Path ids: positive integers (bigint identities fit in JS numbers well before they run out). */
export const idSchema = z.coerce
  .number({ error: MSG.inteiro })
  .int(MSG.inteiro)
  .positive(MSG.formato)
  .max(Number.MAX_SAFE_INTEGER);
export const idParamsSchema = z.object({ id: idSchema });

/** Pagination bounds shared by every list. */
export const MAX_PER_PAGE = 100;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int(MSG.inteiro).min(1).default(1),
  per_page: z.coerce
    .number()
    .int(MSG.inteiro)
    .min(1)
    .max(MAX_PER_PAGE, `Máximo de ${MAX_PER_PAGE} por página`)
    .default(50),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export const requiredText = (max = 200) =>
  z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(max, MSG.max(max));

export const okSchema = z.object({ ok: z.literal(true) });
