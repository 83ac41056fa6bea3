import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { comandaItens } from '../../../db/schema/index.ts';
import { comNumeros } from './numeros.ts';

// The tab's items. `quantidade_paga` is what active payments paid of each line (those units stay put).

export type ItemLinha = typeof comandaItens.$inferSelect & { quantidade_paga: number };
export type ItemGravar = Omit<typeof comandaItens.$inferInsert, 'id' | 'empresa_id'>;

const doTenant = (tx: TenantTx) => eq(comandaItens.empresa_id, tx.empresaId);

export async function daComanda(tx: TenantTx, comandaId: number): Promise<ItemLinha[]> {
  const e = tx.empresaId;
  const linhas = await queryRows<ItemLinha>(
    tx,
    sql`
    SELECT i.*, COALESCE((SELECT sum(pi.quantidade) FROM comanda_pagamento_itens pi
      JOIN comanda_pagamentos p ON p.empresa_id = pi.empresa_id AND p.id = pi.pagamento_id AND p.status = 'ativo'
      WHERE pi.empresa_id = ${e} AND pi.item_id = i.id), 0)::int AS quantidade_paga
    FROM comanda_itens i WHERE i.empresa_id = ${e} AND i.comanda_id = ${comandaId} ORDER BY i.id`,
  );
  return linhas.map((l) =>
    comNumeros(l, [
      'id',
      'empresa_id',
      'comanda_id',
      'produto_id',
      'lote_id',
      'cancelado_por',
      'criado_por',
      'quantidade_paga',
    ]),
  );
}

export async function inserir(tx: TenantTx, dados: ItemGravar): Promise<number> {
  const [l] = await tx
    .insert(comandaItens)
    .values({ ...dados, empresa_id: tx.empresaId })
    .returning({ id: comandaItens.id });
  return l!.id;
}

export async function atualizar(tx: TenantTx, id: number, dados: Partial<ItemGravar>): Promise<void> {
  await tx
    .update(comandaItens)
    .set(dados)
    .where(and(doTenant(tx), eq(comandaItens.id, id)));
}

/** Marks exactly these pending items as sent in the batch. */
export async function marcarEnviados(tx: TenantTx, comandaId: number, ids: number[], loteId: number): Promise<void> {
  await tx
    .update(comandaItens)
    .set({ status: 'enviado', lote_id: loteId })
    .where(
      and(
        doTenant(tx),
        eq(comandaItens.comanda_id, comandaId),
        eq(comandaItens.status, 'pendente'),
        inArray(comandaItens.id, ids),
      ),
    );
}

/** Cancels what is left of a tab's lines (the tab itself is cancelled). */
export async function cancelarRestantes(tx: TenantTx, comandaId: number, motivo: string, usuarioId: number) {
  await tx
    .update(comandaItens)
    .set({ status: 'cancelado', motivo_cancelamento: motivo, cancelado_por: usuarioId, cancelado_em: new Date() })
    .where(and(doTenant(tx), eq(comandaItens.comanda_id, comandaId), sql`${comandaItens.status} <> 'cancelado'`));
}

/** Every line of one tab moves to another (merge): sent quantities and batches go with them. */
export async function moverTodos(tx: TenantTx, origemId: number, destinoId: number): Promise<void> {
  await tx
    .update(comandaItens)
    .set({ comanda_id: destinoId })
    .where(and(doTenant(tx), eq(comandaItens.comanda_id, origemId)));
}
