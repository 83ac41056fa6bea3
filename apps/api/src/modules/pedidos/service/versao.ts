import type { Tenant } from '../../../db/tenant.ts';
import { versaoQuadro } from '../queries/escrita.ts';

// The board is polled every 5 s by every open screen (spec §9). Its version is bumped in the same transaction as
// any order change and kept in memory per business (`versoes`, fed by NOTIFY through the event bus), so an
// unchanged board is answered from memory without touching the database. History pages key their cached
// totals and anchors by the same version.

/** The business's board version: from memory, or read once and remembered. */
export async function versao(t: Tenant, versoes: Map<number, number>): Promise<number> {
  let v = versoes.get(t.empresaId);
  if (v === undefined) {
    const lida = await t.transacao((tx) => versaoQuadro(tx));
    v = Math.max(lida, versoes.get(t.empresaId) ?? 0);
    versoes.set(t.empresaId, v);
  }
  return v;
}
