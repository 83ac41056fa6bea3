import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import * as empresas from '../../empresas/index.ts';

// What the stock module reads of tabs, in its transaction: a tab's items not cancelled, as sold (product, size,
// options: flavour fractions and crusts are deducted), and the tabs that are sales in a period.

export interface ItemDaComandaParaEstoque {
  produto_id: number | null;
  quantidade: number;
  tamanho: string | null;
  opcoes: { complemento_id: number; opcao_id: number; quantidade?: number }[];
}

export async function itensDaComandaParaEstoque(tx: TenantTx, comandaId: number): Promise<ItemDaComandaParaEstoque[]> {
  const linhas = await queryRows<{
    produto_id: number | null;
    quantidade: number;
    tamanho: string | null;
    escolhas: unknown;
  }>(
    tx,
    sql`SELECT produto_id::float8 AS produto_id, quantidade, tamanho, escolhas FROM comanda_itens
    WHERE empresa_id = ${tx.empresaId} AND comanda_id = ${comandaId} AND status <> 'cancelado' ORDER BY id`,
  );
  return linhas.map((l) => {
    const e = (l.escolhas ?? {}) as { opcoes?: ItemDaComandaParaEstoque['opcoes'] };
    return {
      produto_id: l.produto_id === null ? null : Number(l.produto_id),
      quantidade: Number(l.quantidade),
      tamanho: l.tamanho,
      opcoes: Array.isArray(e.opcoes) ? e.opcoes : [],
    };
  });
}

/** Tabs paid (quitada / encerrada) whose payment falls in the period (local days). */
export async function comandasVendidasNoPeriodo(tx: TenantTx, inicio: string, fim: string): Promise<number[]> {
  const fuso = empresas.sqlFusoHorario(tx);
  const linhas = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id::float8 AS id FROM comandas
    WHERE empresa_id = ${tx.empresaId} AND status IN ('quitada', 'encerrada')
      AND coalesce(quitada_em, encerrada_em, aberta_em) >= ((${inicio}::date)::timestamp AT TIME ZONE ${fuso})
      AND coalesce(quitada_em, encerrada_em, aberta_em)
        < ((${fim}::date)::timestamp AT TIME ZONE ${fuso}) + interval '1 day'
    ORDER BY id`,
  );
  return linhas.map((l) => Number(l.id));
}
