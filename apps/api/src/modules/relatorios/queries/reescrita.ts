import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';

// Every rollup is rewritten the same way: the business's rows of the days (or months) being rewritten are deleted,
// then inserted again from the raw rows (or the daily ones), in the transaction that holds those days' and months'
// locks (`reescreverDias`, rollup.ts). The deletions differ only by table: they are written once here, so a new
// rollup cannot get its bounds wrong (a day's rows are `dia` between the first and last day, both included).

/** The daily rollups (and the pending days' marks), keyed by `dia`. */
export type TabelaDiaria =
  | 'relatorio_dias_pendentes'
  | 'relatorio_vendas_diarias'
  | 'relatorio_produtos_diarios'
  | 'relatorio_opcoes_diarias'
  | 'relatorio_formas_diarias'
  | 'relatorio_bairros_diarios'
  | 'relatorio_entregadores_diarios'
  | 'relatorio_cancelados_diarios';

/** The monthly rollups, keyed by `mes` (the month's first day). */
export type TabelaMensal =
  | 'relatorio_vendas_mensais'
  | 'relatorio_produtos_mensais'
  | 'relatorio_opcoes_mensais'
  | 'relatorio_formas_mensais'
  | 'relatorio_bairros_mensais'
  | 'relatorio_clientes_mensais'
  | 'relatorio_entregadores_mensais'
  | 'relatorio_cancelados_mensais'
  | 'relatorio_produtos_mensais_totais'
  | 'relatorio_opcoes_mensais_totais';

// The table's name is one of the literals above (checked by the type), never a value from a request: written as is.

/** Deletes the business's rows of `tabela` for the days [inicio, fim] (local dates, YYYY-MM-DD). */
export async function apagarDias(tx: TenantTx, tabela: TabelaDiaria, inicio: string, fim: string): Promise<void> {
  await tx.execute(
    sql`DELETE FROM ${sql.raw(tabela)} WHERE empresa_id = ${tx.empresaId} AND dia BETWEEN ${inicio}::date AND ${fim}::date`,
  );
}

/** Deletes the business's rows of `tabela` for the months [de, ate] (SQL dates: first days, or the last one's last). */
export async function apagarMeses(tx: TenantTx, tabela: TabelaMensal, de: SQL, ate: SQL): Promise<void> {
  await tx.execute(
    sql`DELETE FROM ${sql.raw(tabela)} WHERE empresa_id = ${tx.empresaId} AND mes BETWEEN ${de} AND ${ate}`,
  );
}
