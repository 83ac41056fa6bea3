import { z } from 'zod';
import { MSG } from './messages.ts';
// importing it installs the Portuguese messages for every schema, whoever imports common first
import { obrigatorioSeFaltar } from './erros-validacao.ts';

/** RFC 9457 Problem Details, with per-field messages for validation errors. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.array(z.object({ campo: z.string(), mensagem: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/**
 * Ids: positive decimal integers (bigint identities fit in JS numbers well before they run out). A JSON number, or
 * decimal digits in a path or query; never what `Number()` also reads as a number (`0x10`, `1e3`, `true`, ` `).
 */
const ID_DECIMAL = /^\d{1,16}$/;
export const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && ID_DECIMAL.test(v) ? Number(v) : v),
  z
    .number({ error: (iss) => (iss.input === undefined ? MSG.obrigatorio : MSG.inteiro) })
    .int(MSG.inteiro)
    .positive(MSG.formato)
    .max(Number.MAX_SAFE_INTEGER, 'Número grande demais'),
);
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
  z.string({ error: obrigatorioSeFaltar }).trim().min(1, MSG.obrigatorio).max(max, MSG.max(max));

/**
 * A calendar date, `aaaa-mm-dd`, that exists (no 2024-13-45, no 30 February), within the years the date picker
 * offers (the spec: 1900 to 2100) — a filter never reaches the database with a date PostgreSQL refuses.
 */
const DATA_INVALIDA = 'Data inválida (use aaaa-mm-dd)';
export const dataIsoSchema = z
  .string({ error: (iss) => (iss.input === undefined ? MSG.obrigatorio : DATA_INVALIDA) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATA_INVALIDA, abort: true })
  .refine(dataExiste, 'Data inexistente (confira dia, mês e ano entre 1900 e 2100)');

function dataExiste(v: string): boolean {
  const [a, m, d] = v.split('-').map(Number) as [number, number, number];
  if (a < 1900 || a > 2100) return false;
  const dt = new Date(Date.UTC(a, m - 1, d));
  return dt.getUTCFullYear() === a && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

export const okSchema = z.object({ ok: z.literal(true) });
