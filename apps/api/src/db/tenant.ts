import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * Runs `fn` in a transaction scoped to one business (ARCHITECTURE §3, layer 3): it sets `app.empresa_id` and
 * switches to the non-owner role `app_tenant`, so row-level security hides every other business's rows even if
 * a query forgets its `empresa_id` filter. Both settings are transaction-local (`set_config(..., true)`), so
 * nothing leaks into the next request on a pooled or shared connection. Services still filter by empresa_id
 * themselves (layer 1); this is the safety net.
 */
export function withTenant<T>(db: Db, empresaId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(empresaId) || empresaId <= 0) throw new Error('withTenant: empresa_id inválido');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('app.empresa_id', ${String(empresaId)}, true), set_config('role', 'app_tenant', true)`);
    return fn(tx);
  });
}
