import { z } from 'zod';
import { MSG } from './messages.ts';
import { centavosToReais, parseCentavos } from '../domain/money.ts';

/** Largest amount a money input takes (R$ 1.000.000,00): fits `integer` cents with room to spare. */
export const MAX_CENTAVOS_ENTRADA = 100_000_000;

/**
 * A money input in reais that becomes integer cents: a JSON number with ≤ 2 decimals (12.5) or text with a comma
 * or a dot (`"12,50"`, spec §5 courier daily value), never negative. The output is cents.
 */
export const reaisEntradaSchema = z.union([z.number(), z.string()], { error: MSG.dinheiro }).transform((v, ctx) => {
  const c = parseCentavos(v);
  if (c === null || c < 0) {
    ctx.addIssue({ code: 'custom', message: MSG.dinheiro });
    return z.NEVER;
  }
  if (c > MAX_CENTAVOS_ENTRADA) {
    ctx.addIssue({ code: 'custom', message: MSG.dinheiroMaximo });
    return z.NEVER;
  }
  return c;
});

/**
 * The text of a money input ("12,50", "12.5", "1.234,56") as reais, the JSON number an API field such as the
 * catalogue's `preco` takes. A form-only shape: pipe it into that field's schema, which checks the amount.
 */
export const reaisDeTextoSchema = z.string({ error: MSG.obrigatorio }).transform((v, ctx) => {
  if (v.trim() === '') {
    ctx.addIssue({ code: 'custom', message: MSG.obrigatorio });
    return z.NEVER;
  }
  const c = parseCentavos(v);
  if (c === null) {
    ctx.addIssue({ code: 'custom', message: MSG.dinheiro });
    return z.NEVER;
  }
  return centavosToReais(c);
});
