// PostgreSQL error codes through the driver wrappers (Drizzle wraps the driver error in `cause`).
function pgCode(err: unknown): { code?: string; constraint?: string } {
  let e = err as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: e.constraint ?? e.constraint_name };
    e = e.cause as typeof e;
  }
  return {};
}

/** A unique-index violation, optionally of one named index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const { code, constraint: c } = pgCode(err);
  return code === '23505' && (!constraint || c === undefined || c === constraint);
}

/** A foreign-key violation (a referenced row that is not the caller's, or gone). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgCode(err).code === '23503';
}

/**
 * A data exception (SQLSTATE class 22: a date out of range, a NUL byte, a number that overflows its column):
 * a value the validation let through but PostgreSQL cannot take. The caller's input, so a 4xx, never a 500.
 */
export function isDataException(err: unknown): boolean {
  return pgCode(err).code?.startsWith('22') ?? false;
}

/**
 * Drizzle refuses an UPDATE with nothing to set (a PATCH whose body named no field the route can change): the
 * caller's empty request, so a 4xx. The route's schema should refuse it first; this is the net behind it.
 */
export function isUpdateVazio(err: unknown): boolean {
  return err instanceof Error && err.message === 'No values to set';
}
