// Query parameters of list reads.

/** Filters of a list read as the API takes them in the query string. */
export type Filtros = Readonly<Record<string, string | number | boolean | undefined>>;

/** Drops what is unset, so `{ search: '' }` and `{}` ask the API the same thing. */
export function semVazios(f: Filtros): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
