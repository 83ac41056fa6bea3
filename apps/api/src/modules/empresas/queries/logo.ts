import { eq } from 'drizzle-orm';
import type { PlataformaDb, TenantTx } from '../../../db/tenant.ts';
import { empresaLogos } from '../../../db/schema/index.ts';

/** The business's logo (one per business): a new upload replaces the old one under a new token. */
export async function salvar(tx: TenantTx, d: { token: string; mime: string; bytes: Buffer }): Promise<void> {
  const criado_em = new Date();
  await tx
    .insert(empresaLogos)
    .values({ empresa_id: tx.empresaId, ...d, criado_em })
    .onConflictDoUpdate({
      target: empresaLogos.empresa_id,
      set: { token: d.token, mime: d.mime, bytes: d.bytes, criado_em },
    });
}

export async function remover(tx: TenantTx): Promise<void> {
  await tx.delete(empresaLogos).where(eq(empresaLogos.empresa_id, tx.empresaId));
}

/** Public read by the unguessable token: no business context, the token itself is the capability. */
export async function porToken(p: PlataformaDb, token: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await p
    .select({ mime: empresaLogos.mime, bytes: empresaLogos.bytes })
    .from(empresaLogos)
    .where(eq(empresaLogos.token, token))
    .limit(1);
  return row;
}
