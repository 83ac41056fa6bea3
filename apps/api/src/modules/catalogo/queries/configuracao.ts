import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { catalogoConfiguracoes } from '../../../db/schema/index.ts';
import type { CatalogoConfiguracao } from '@app/shared/schemas/catalogo.ts';
import { selecionar } from './comum.ts';

type Regra = CatalogoConfiguracao['regra_preco_pizza'];

/** The pizza price rule (absent until the business sets it). */
export async function regraPreco(tx: TenantTx): Promise<Regra | undefined> {
  const [r] = await selecionar<{ regra_preco_pizza: Regra }>(
    tx,
    sql`SELECT regra_preco_pizza FROM catalogo_configuracoes WHERE empresa_id = ${tx.empresaId}`,
  );
  return r?.regra_preco_pizza;
}

export async function gravarRegraPreco(tx: TenantTx, regra: Regra): Promise<void> {
  await tx
    .insert(catalogoConfiguracoes)
    .values({ empresa_id: tx.empresaId, regra_preco_pizza: regra })
    .onConflictDoUpdate({
      target: catalogoConfiguracoes.empresa_id,
      set: { regra_preco_pizza: regra, atualizado_em: new Date() },
    });
}
