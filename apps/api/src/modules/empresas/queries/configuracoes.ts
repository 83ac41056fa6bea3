import { and, asc, count, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { configuracoes, configuracoesCore } from '../../../db/schema/index.ts';

export type CoreLinha = typeof configuracoesCore.$inferSelect;
export type ConfiguracaoLinha = typeof configuracoes.$inferSelect;
export type CoreGravar = Pick<CoreLinha, 'tempo_entrega_padrao' | 'auto_aceite_pedidos' | 'volume_alerta'>;

// ---- core settings (one row per business, created on first write) ----

export async function lerCore(tx: TenantTx): Promise<CoreLinha | undefined> {
  const [row] = await tx
    .select()
    .from(configuracoesCore)
    .where(eq(configuracoesCore.empresa_id, tx.empresaId))
    .limit(1);
  return row;
}

export async function gravarCore(tx: TenantTx, c: CoreGravar): Promise<void> {
  const values = { ...c, atualizado_em: new Date() };
  await tx
    .insert(configuracoesCore)
    .values({ empresa_id: tx.empresaId, ...values })
    .onConflictDoUpdate({ target: configuracoesCore.empresa_id, set: values });
}

/** The core order settings (null when never saved) and the timezone, in one round trip. */
export async function lerConfiguracaoDePedidos(tx: TenantTx) {
  const [cfg] = await queryRows<{
    tempo_entrega_padrao: number | null;
    auto_aceite_pedidos: boolean | null;
    timezone: string;
  }>(
    tx,
    sql`
    SELECT c.tempo_entrega_padrao, c.auto_aceite_pedidos, e.timezone
    FROM empresas e LEFT JOIN configuracoes_core c ON c.empresa_id = e.id WHERE e.id = ${tx.empresaId}`,
  );
  return cfg;
}

// ---- generic settings (chave, valor, tipo) ----

const doTenant = (tx: TenantTx) => eq(configuracoes.empresa_id, tx.empresaId);

export async function listar(tx: TenantTx, q: { page: number; per_page: number; chave?: string | undefined }) {
  const where = and(doTenant(tx), q.chave ? eq(configuracoes.chave, q.chave) : undefined);
  const linhas = await tx
    .select()
    .from(configuracoes)
    .where(where)
    .orderBy(asc(configuracoes.chave))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [total] = await tx.select({ n: count() }).from(configuracoes).where(where);
  return { linhas, total: total?.n ?? 0 };
}

export async function contar(tx: TenantTx): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(configuracoes).where(doTenant(tx));
  return total?.n ?? 0;
}

/** The id of the setting with this key, if any. */
export async function idDaChave(tx: TenantTx, chave: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: configuracoes.id })
    .from(configuracoes)
    .where(and(doTenant(tx), eq(configuracoes.chave, chave)))
    .limit(1);
  return row?.id;
}

export async function buscar(tx: TenantTx, id: number): Promise<ConfiguracaoLinha | undefined> {
  const [row] = await tx
    .select()
    .from(configuracoes)
    .where(and(doTenant(tx), eq(configuracoes.id, id)))
    .limit(1);
  return row;
}

export async function inserir(
  tx: TenantTx,
  d: { chave: string; valor: string; tipo: string },
): Promise<ConfiguracaoLinha> {
  const [row] = await tx
    .insert(configuracoes)
    .values({ empresa_id: tx.empresaId, ...d })
    .returning();
  return row!;
}

export async function atualizar(
  tx: TenantTx,
  id: number,
  d: { chave: string; valor: string; tipo: string },
): Promise<ConfiguracaoLinha> {
  const [row] = await tx
    .update(configuracoes)
    .set({ ...d, atualizado_em: new Date() })
    .where(and(doTenant(tx), eq(configuracoes.id, id)))
    .returning();
  return row!;
}

export async function excluir(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(configuracoes)
    .where(and(doTenant(tx), eq(configuracoes.id, id)))
    .returning({ id: configuracoes.id });
  return rows.length > 0;
}
