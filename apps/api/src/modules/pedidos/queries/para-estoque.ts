import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import * as empresas from '../../empresas/index.ts';

// What the stock module reads of orders, in its transaction: the items of an order as sold (product, size, the
// options chosen, so each flavour's fraction and the crust can be deducted), and the orders that are sales in a
// period (for deducting by hand what was not deducted).

export interface ItemParaEstoque {
  produto_id: number | null;
  quantidade: number;
  tamanho: string | null;
  opcoes: { complemento_id: number; opcao_id: number; quantidade?: number }[];
}

/** Statuses in which an order is a sale (it entered the kitchen and was not cancelled). */
export const STATUS_DE_VENDA = ['preparacao', 'pronto', 'em_entrega', 'concluido'] as const;

export async function itensParaEstoque(tx: TenantTx, pedidoId: number): Promise<ItemParaEstoque[]> {
  const linhas = await queryRows<{
    produto_id: number | null;
    quantidade: number;
    tamanho: string | null;
    escolhas: unknown;
  }>(
    tx,
    sql`SELECT produto_id::float8 AS produto_id, quantidade, tamanho, escolhas FROM pedido_itens
    WHERE empresa_id = ${tx.empresaId} AND pedido_id = ${pedidoId} ORDER BY ordem, id`,
  );
  return linhas.map((l) => {
    const e = (l.escolhas ?? {}) as { opcoes?: ItemParaEstoque['opcoes'] };
    return {
      produto_id: l.produto_id === null ? null : Number(l.produto_id),
      quantidade: Number(l.quantidade),
      tamanho: l.tamanho,
      opcoes: Array.isArray(e.opcoes) ? e.opcoes : [],
    };
  });
}

/** Orders created in the period (local days) that are sales now. */
export async function pedidosVendidosNoPeriodo(tx: TenantTx, inicio: string, fim: string): Promise<number[]> {
  const fuso = empresas.sqlFusoHorario(tx);
  const linhas = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id::float8 AS id FROM pedidos
    WHERE empresa_id = ${tx.empresaId}
      AND criado_em >= ((${inicio}::date)::timestamp AT TIME ZONE ${fuso})
      AND criado_em < ((${fim}::date)::timestamp AT TIME ZONE ${fuso}) + interval '1 day'
      AND status IN ('preparacao', 'pronto', 'em_entrega', 'concluido')
    ORDER BY id`,
  );
  return linhas.map((l) => Number(l.id));
}
