import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { comandaPagamentoItens, comandaPagamentos } from '../../../db/schema/index.ts';
import * as auth from '../../auth/index.ts';
import { comNumeros } from './numeros.ts';

// The tab's payments: appended, then only their status changes (estornado/cancelado, with who, when and why).

export type PagamentoLinha = typeof comandaPagamentos.$inferSelect & {
  criado_por_nome: string | null;
  anulado_por_nome: string | null;
  itens: { item_id: number; quantidade: number }[];
};
export type PagamentoGravar = Omit<typeof comandaPagamentos.$inferInsert, 'id' | 'empresa_id'>;

const doTenant = (tx: TenantTx) => eq(comandaPagamentos.empresa_id, tx.empresaId);

export async function daComanda(tx: TenantTx, comandaId: number): Promise<PagamentoLinha[]> {
  const e = tx.empresaId;
  const linhas = await queryRows<PagamentoLinha>(
    tx,
    sql`
    SELECT p.*, ${auth.sqlNomeUsuario(tx, sql`p.criado_por`)} AS criado_por_nome,
      ${auth.sqlNomeUsuario(tx, sql`p.anulado_por`)} AS anulado_por_nome,
      COALESCE((SELECT json_agg(json_build_object('item_id', pi.item_id, 'quantidade', pi.quantidade) ORDER BY pi.item_id)
        FROM comanda_pagamento_itens pi WHERE pi.empresa_id = ${e} AND pi.pagamento_id = p.id), '[]'::json) AS itens
    FROM comanda_pagamentos p WHERE p.empresa_id = ${e} AND p.comanda_id = ${comandaId} ORDER BY p.id`,
  );
  return linhas.map((l) =>
    comNumeros(l, [
      'id',
      'empresa_id',
      'comanda_id',
      'forma_pagamento_id',
      'forma_pagamento_padrao_id',
      'anulado_por',
      'criado_por',
    ]),
  );
}

export async function inserir(tx: TenantTx, dados: PagamentoGravar): Promise<number> {
  const [l] = await tx
    .insert(comandaPagamentos)
    .values({ ...dados, empresa_id: tx.empresaId })
    .returning({ id: comandaPagamentos.id });
  return l!.id;
}

/** Adds units of items to what a payment paid (a line already listed adds up). */
export async function pagarItens(tx: TenantTx, pagamentoId: number, itens: { item_id: number; quantidade: number }[]) {
  for (const i of itens) {
    await tx
      .insert(comandaPagamentoItens)
      .values({ empresa_id: tx.empresaId, pagamento_id: pagamentoId, item_id: i.item_id, quantidade: i.quantidade })
      .onConflictDoUpdate({
        target: [comandaPagamentoItens.empresa_id, comandaPagamentoItens.pagamento_id, comandaPagamentoItens.item_id],
        set: { quantidade: sql`${comandaPagamentoItens.quantidade} + ${i.quantidade}` },
      });
  }
}

export async function anular(
  tx: TenantTx,
  id: number,
  status: 'estornado' | 'cancelado',
  motivo: string,
  usuarioId: number,
): Promise<void> {
  await tx
    .update(comandaPagamentos)
    .set({ status, motivo, anulado_por: usuarioId, anulado_em: new Date() })
    .where(and(doTenant(tx), eq(comandaPagamentos.id, id)));
}

/** Every payment of one tab moves to another (merge). */
export async function moverTodos(tx: TenantTx, origemId: number, destinoId: number): Promise<void> {
  await tx
    .update(comandaPagamentos)
    .set({ comanda_id: destinoId })
    .where(and(doTenant(tx), eq(comandaPagamentos.comanda_id, origemId)));
}
