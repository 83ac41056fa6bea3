import { eq, sql } from 'drizzle-orm';
import { queryRows, type PlataformaDb, type TenantTx } from '../../../db/tenant.ts';
import { sites } from '../../../db/schema/index.ts';

// The site settings of the public menu (table sites, one row per business that configured it).

export type SiteLinha = typeof sites.$inferSelect;
export type SiteGravar = Partial<Omit<typeof sites.$inferInsert, 'id' | 'empresa_id' | 'atualizado_em'>>;

export async function buscar(tx: TenantTx): Promise<SiteLinha | undefined> {
  const [row] = await tx.select().from(sites).where(eq(sites.empresa_id, tx.empresaId)).limit(1);
  return row;
}

/** Creates the business's row on its first change, updates it afterwards. */
export async function gravar(tx: TenantTx, set: SiteGravar): Promise<SiteLinha> {
  const [row] = await tx
    .insert(sites)
    .values({ empresa_id: tx.empresaId, ...set })
    .onConflictDoUpdate({ target: sites.empresa_id, set: { ...set, atualizado_em: sql`now()` } })
    .returning();
  return row!;
}

/**
 * The business a slug names, before any business is known (the public menu's address): a platform read on the
 * slug's global unique index.
 */
export async function empresaDoSlug(p: PlataformaDb, slug: string): Promise<number | undefined> {
  const [row] = await queryRows<{ empresa_id: number }>(p, sql`SELECT empresa_id FROM sites WHERE slug = ${slug}`);
  return row ? Number(row.empresa_id) : undefined;
}
