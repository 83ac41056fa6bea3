import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { apagarDias, apagarMeses } from './reescrita.ts';
import { sqlEntregas } from './entregadores.ts';

// The couriers' rollup (relatorio_entregadores_diarios / _mensais): deliveries and fees per local day (month) and
// courier, written inside `reescreverDias` / `reescreverMeses` (rollup.ts, which holds the day and month locks)
// from the same SQL the raw reading sums (`sqlEntregas`), so a day equals its raw rows.

/** The couriers' days [inicio, fim] (`de`/`ate`: the same as instants) from the raw orders. */
export async function reescreverEntregadoresDias(
  tx: TenantTx,
  inicio: string,
  fim: string,
  de: SQL,
  ate: SQL,
  tz: string,
): Promise<void> {
  await apagarDias(tx, 'relatorio_entregadores_diarios', inicio, fim);
  await tx.execute(sql`
    INSERT INTO relatorio_entregadores_diarios (empresa_id, dia, entregador_id, entregas, taxas_centavos)
    SELECT ${tx.empresaId}, x.dia, x.entregador_id, count(*), sum(x.taxa)
    FROM (${sqlEntregas(tx, de, ate, tz)}) x GROUP BY x.dia, x.entregador_id`);
}

/** The couriers' months from their daily rows (`de`/`ate`: SQL dates, the first month's first day and the last one's last day). */
export async function reescreverEntregadoresMeses(tx: TenantTx, de: SQL, ate: SQL): Promise<void> {
  await apagarMeses(tx, 'relatorio_entregadores_mensais', de, ate);
  // a daily row exists only for a day with a delivery: its count is the month's days worked
  await tx.execute(sql`
    INSERT INTO relatorio_entregadores_mensais (empresa_id, mes, entregador_id, entregas, taxas_centavos, dias)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.entregador_id, sum(d.entregas), sum(d.taxas_centavos),
      count(*)
    FROM relatorio_entregadores_diarios d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3`);
}
