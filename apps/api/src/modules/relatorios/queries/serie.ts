import { sql, type SQL } from 'drizzle-orm';
import { queryRows, ultimaInstrucao, type TenantTx } from '../../../db/tenant.ts';
import type { FiltrosVenda, Periodo, SomasCentavos } from './base.ts';
import { sqlSomas } from './somas.ts';

// The sales series' sums for every bucket of the period, zero-filled by the database (D-353): a year by day was
// 365 dates generated in JS one at a time (each a Date parsed and formatted), then looked up in a Map.

export type Agrupar = 'hora' | 'dia' | 'semana' | 'mes';

/** Every bucket start of the period (`b.g`), typed as the sums' bucket, and how it is written. */
function buckets(p: Periodo, agrupar: Agrupar): { sql: SQL; texto: SQL } {
  const serie = (de: SQL, ate: SQL, passo: string, tipo: SQL) =>
    sql`SELECT x::${tipo} AS g FROM generate_series(${de}, ${ate}, ${passo}::interval) x`;
  const inicio = sql`${p.inicio}::date`;
  const fim = sql`${p.fim}::date`;
  const dia = sql`to_char(b.g, 'YYYY-MM-DD')`;
  switch (agrupar) {
    case 'hora':
      return {
        sql: serie(sql`${inicio}::timestamp`, sql`${fim}::timestamp + interval '23 hours'`, '1 hour', sql`timestamp`),
        texto: sql`to_char(b.g, 'YYYY-MM-DD"T"HH24:00')`,
      };
    case 'dia':
      return { sql: serie(sql`${inicio}::timestamp`, sql`${fim}::timestamp`, '1 day', sql`date`), texto: dia };
    case 'semana': // Mondays, as date_trunc('week') and the date picker
      return {
        sql: serie(sql`date_trunc('week', ${inicio})`, sql`${fim}::timestamp`, '7 days', sql`date`),
        texto: dia,
      };
    case 'mes':
      return {
        sql: serie(sql`date_trunc('month', ${inicio})`, sql`${fim}::timestamp`, '1 month', sql`date`),
        texto: dia,
      };
  }
}

/**
 * The period's sums per bucket, oldest first, one row per bucket (zero-filled here: a year's 365 days were
 * generated in JS one date at a time), `inicio` as the answer writes it. `ultima`: the transaction's last
 * statement, sent with its COMMIT on a server (`ultimaInstrucao`).
 */
export function somasPorBucket(
  tx: TenantTx,
  p: Periodo,
  f: FiltrosVenda,
  agrupar: Agrupar,
  o: { ultima?: boolean } = {},
): Promise<(SomasCentavos & { inicio: string })[]> {
  const b = buckets(p, agrupar);
  const z = (c: string) => sql.raw(`COALESCE(s.${c}, 0) AS ${c}`);
  return (o.ultima ? ultimaInstrucao : queryRows)<SomasCentavos & { inicio: string }>(
    tx,
    sql`SELECT ${b.texto} AS inicio, ${sql.join(COLUNAS.map(z), sql`, `)}
        FROM (${b.sql}) b LEFT JOIN (${sqlSomas(tx, p, f, agrupar)}) s ON s.g = b.g
        ORDER BY b.g`,
  );
}

const COLUNAS = [
  'pedidos',
  'itens',
  'acrescimos',
  'taxa_entrega',
  'descontos',
  'taxa_servico',
  'cancelados',
  'cancelados_valor',
] as const satisfies readonly (keyof SomasCentavos)[];
