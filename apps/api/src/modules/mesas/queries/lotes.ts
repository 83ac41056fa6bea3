import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { comandaLotes } from '../../../db/schema/index.ts';
import * as auth from '../../auth/index.ts';
import { comNumeros } from './numeros.ts';

const IDS = ['id', 'empresa_id', 'comanda_id', 'criado_por'] as const;

// Batches (lotes) sent to the kitchen: immutable content, a reprint only counts.

export type LoteLinha = typeof comandaLotes.$inferSelect & { criado_por_nome: string | null };

const doTenant = (tx: TenantTx) => eq(comandaLotes.empresa_id, tx.empresaId);

export async function daComanda(tx: TenantTx, comandaId: number): Promise<LoteLinha[]> {
  const linhas = await queryRows<LoteLinha>(
    tx,
    sql`
    SELECT l.*, ${auth.sqlNomeUsuario(tx, sql`l.criado_por`)} AS criado_por_nome
    FROM comanda_lotes l WHERE l.empresa_id = ${tx.empresaId} AND l.comanda_id = ${comandaId} ORDER BY l.id`,
  );
  return linhas.map((l) => comNumeros(l, IDS));
}

export async function buscar(tx: TenantTx, id: number): Promise<LoteLinha | undefined> {
  const [l] = await queryRows<LoteLinha>(
    tx,
    sql`
    SELECT l.*, ${auth.sqlNomeUsuario(tx, sql`l.criado_por`)} AS criado_por_nome
    FROM comanda_lotes l WHERE l.empresa_id = ${tx.empresaId} AND l.id = ${id}`,
  );
  return l && comNumeros(l, IDS);
}

export async function inserir(
  tx: TenantTx,
  dados: Omit<typeof comandaLotes.$inferInsert, 'id' | 'empresa_id'>,
): Promise<number> {
  const [l] = await tx
    .insert(comandaLotes)
    .values({ ...dados, empresa_id: tx.empresaId })
    .returning({ id: comandaLotes.id });
  return l!.id;
}

export async function contarReimpressao(tx: TenantTx, id: number): Promise<void> {
  await tx
    .update(comandaLotes)
    .set({ reimpressoes: sql`${comandaLotes.reimpressoes} + 1` })
    .where(and(doTenant(tx), eq(comandaLotes.id, id)));
}

export async function moverTodos(tx: TenantTx, origemId: number, destinoId: number): Promise<void> {
  await tx
    .update(comandaLotes)
    .set({ comanda_id: destinoId })
    .where(and(doTenant(tx), eq(comandaLotes.comanda_id, origemId)));
}
