// Raw `sql` reads answer bigint columns as text on node-postgres (Drizzle's typed selects convert them; raw rows do
// not), so ids read that way pass through here before they leave the queries.
export function comNumeros<T extends object>(linha: T, campos: readonly (keyof T)[]): T {
  const out = { ...linha };
  for (const c of campos) {
    const v = out[c];
    if (v !== null && v !== undefined) (out as Record<keyof T, unknown>)[c] = Number(v);
  }
  return out;
}
