import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { impressaoAssinaturas, impressaoCertificados } from '../../../db/schema/index.ts';

// The business's signing pair and the audit of its signatures.

export type CertificadoLinha = typeof impressaoCertificados.$inferSelect;
export type CertificadoGravar = Omit<typeof impressaoCertificados.$inferInsert, 'empresa_id' | 'criado_em'>;

export async function buscar(tx: TenantTx): Promise<CertificadoLinha | undefined> {
  const [r] = await tx
    .select()
    .from(impressaoCertificados)
    .where(eq(impressaoCertificados.empresa_id, tx.empresaId))
    .limit(1);
  return r;
}

export async function gravar(tx: TenantTx, c: CertificadoGravar): Promise<CertificadoLinha> {
  const valores = { ...c, empresa_id: tx.empresaId, criado_em: new Date() };
  const [r] = await tx
    .insert(impressaoCertificados)
    .values(valores)
    .onConflictDoUpdate({ target: impressaoCertificados.empresa_id, set: valores })
    .returning();
  return r!;
}

export async function remover(tx: TenantTx): Promise<boolean> {
  const r = await tx
    .delete(impressaoCertificados)
    .where(eq(impressaoCertificados.empresa_id, tx.empresaId))
    .returning({ id: impressaoCertificados.empresa_id });
  return r.length > 0;
}

/**
 * Signatures of one user in the last `segundos`, counted under a per-user transaction lock so two concurrent
 * requests cannot both pass the limit (the lock ends with the transaction that records the signature).
 */
export async function assinaturasRecentes(tx: TenantTx, usuarioId: number, segundos: number): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('impressao.assinar:' || ${String(usuarioId)}))`);
  const [r] = await tx
    .select({ n: count() })
    .from(impressaoAssinaturas)
    .where(
      and(
        eq(impressaoAssinaturas.empresa_id, tx.empresaId),
        eq(impressaoAssinaturas.usuario_id, usuarioId),
        gt(impressaoAssinaturas.criado_em, sql`now() - make_interval(secs => ${segundos})`),
      ),
    );
  return r?.n ?? 0;
}

export async function auditar(tx: TenantTx, usuarioId: number, digest: string, impressaoDigital: string) {
  await tx
    .insert(impressaoAssinaturas)
    .values({ empresa_id: tx.empresaId, usuario_id: usuarioId, digest, impressao_digital: impressaoDigital });
}
