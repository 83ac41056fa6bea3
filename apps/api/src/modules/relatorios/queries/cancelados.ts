import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, sqlVendas, type FiltrosVenda, type Periodo } from './base.ts';
import { sqlFatias } from './fatias.ts';
import { apagarDias, apagarMeses } from './reescrita.ts';

// Cancelled sales per reason (D-350): relatorio_cancelados_diarios / _mensais hold, per local day (month), type,
// channel and reason, the cancelled orders and tabs and their value, written in `reescreverDias` /
// `reescreverMeses` (rollup.ts, under its day and month locks) from the same rows the raw split groups. A
// cancelled sale has one day, type, channel and reason, so counts and values add up over days and months exactly.

export interface MotivoLinha {
  motivo: string;
  quantidade: number;
  /** Cents. */
  valor: number;
}

/** A blank reason's label (the raw split's and the rollup's: '' is stored for it). */
const SEM_MOTIVO = 'Sem motivo informado';
const ORDEM = sql`GROUP BY 1 ORDER BY 2 DESC, 1`;

/** From the cancelled rows of the period (every filter; the rollup's reference in the tests and the bench). */
export function canceladosPorMotivoBrutos(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<MotivoLinha[]> {
  const { de, ate } = limites(p);
  return queryRows(
    tx,
    sql`SELECT COALESCE(NULLIF(btrim(v.motivo), ''), ${SEM_MOTIVO}) AS motivo, count(*)::int AS quantidade,
               sum(v.itens + v.acrescimos + v.taxa_entrega - v.descontos)::float8 AS valor
        FROM (${sqlVendas(tx, de, ate, p.tz, f)}) v WHERE v.cancelado ${ORDEM}`,
  );
}

/**
 * Cancelled sales per reason (blank reasons together), largest count first. From the rollup when the filters are
 * its keys (channel, type); a payment-method, courier or neighbourhood filter reads the raw rows.
 */
export function canceladosPorMotivo(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<MotivoLinha[]> {
  if (f.pagto || f.entregador_id || f.bairro) return canceladosPorMotivoBrutos(tx, p, f);
  const filtros = sql.join(
    [f.canal ? sql`AND r.canal = ${f.canal}` : sql``, f.tipo ? sql`AND r.tipo = ${f.tipo}` : sql``],
    sql` `,
  );
  const fonte = sqlFatias(
    tx,
    { diaria: 'relatorio_cancelados_diarios', mensal: 'relatorio_cancelados_mensais' },
    sql`r.motivo, r.quantidade, r.valor_centavos`,
    p.inicio,
    p.fim,
    filtros,
  );
  return queryRows(
    tx,
    sql`SELECT COALESCE(NULLIF(r.motivo, ''), ${SEM_MOTIVO}) AS motivo, sum(r.quantidade)::int AS quantidade,
               sum(r.valor_centavos)::float8 AS valor
        FROM (${fonte}) r ${ORDEM}`,
  );
}

/** The days [inicio, fim] (`de`/`ate`: the same as instants) from the raw orders and tabs. */
export async function reescreverCanceladosDias(
  tx: TenantTx,
  inicio: string,
  fim: string,
  de: SQL,
  ate: SQL,
  tz: string,
): Promise<void> {
  await apagarDias(tx, 'relatorio_cancelados_diarios', inicio, fim);
  await tx.execute(sql`
    INSERT INTO relatorio_cancelados_diarios (empresa_id, dia, tipo, canal, motivo, quantidade, valor_centavos)
    SELECT ${tx.empresaId}, v.dia, v.tipo, v.canal, COALESCE(btrim(v.motivo), ''), count(*),
      sum(v.itens + v.acrescimos + v.taxa_entrega - v.descontos)
    FROM (${sqlVendas(tx, de, ate, tz)}) v WHERE v.cancelado GROUP BY 2, 3, 4, 5`);
}

/** The months from their daily rows (`de`/`ate`: SQL dates, the first month's first day and the last one's last day). */
export async function reescreverCanceladosMeses(tx: TenantTx, de: SQL, ate: SQL): Promise<void> {
  await apagarMeses(tx, 'relatorio_cancelados_mensais', de, ate);
  await tx.execute(sql`
    INSERT INTO relatorio_cancelados_mensais (empresa_id, mes, tipo, canal, motivo, quantidade, valor_centavos)
    SELECT ${tx.empresaId}, date_trunc('month', d.dia)::date, d.tipo, d.canal, d.motivo, sum(d.quantidade),
      sum(d.valor_centavos)
    FROM relatorio_cancelados_diarios d
    WHERE d.empresa_id = ${tx.empresaId} AND d.dia BETWEEN ${de} AND ${ate}
    GROUP BY 2, 3, 4, 5`);
}
