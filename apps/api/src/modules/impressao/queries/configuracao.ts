import { eq } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { impressaoConfig } from '../../../db/schema/index.ts';
import type { ImpressaoConfig } from '@app/shared/schemas/impressao.ts';

// The business's printing settings: one row, or none (the defaults).

export async function buscar(tx: TenantTx): Promise<ImpressaoConfig | undefined> {
  const [r] = await tx.select().from(impressaoConfig).where(eq(impressaoConfig.empresa_id, tx.empresaId)).limit(1);
  return (
    r && {
      papel: r.papel,
      codepage: r.codepage,
      copias_recibo: r.copias_recibo,
      copias_cozinha: r.copias_cozinha,
      copias_preconta: r.copias_preconta,
      impressao_automatica: r.impressao_automatica,
    }
  );
}

export async function gravar(tx: TenantTx, c: ImpressaoConfig): Promise<void> {
  await tx
    .insert(impressaoConfig)
    .values({ ...c, empresa_id: tx.empresaId })
    .onConflictDoUpdate({ target: impressaoConfig.empresa_id, set: { ...c, atualizado_em: new Date() } });
}
