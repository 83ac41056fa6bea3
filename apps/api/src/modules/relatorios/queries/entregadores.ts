import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import * as entrega from '../../entrega/index.ts';
import { limites, type Periodo } from './base.ts';
import { fatiar } from './fatias.ts';

// Couriers' pay: a delivery is an order of type delivery with the courier set that left the shop (em_entrega or
// concluido: a cancelled or never-dispatched order pays nothing); its delivery fee goes to the courier. A day
// worked is a local day with at least one delivery; the daily rate is paid per day worked. The advances (vales)
// dated in the period are deducted (D-241); their SQL is the delivery module's.
//
// The sums come from relatorio_entregadores_diarios / _mensais (D-290), written per day from `sqlEntregas` — the
// same SQL the raw reading (`porEntregadorBruto`, the tests' and the bench's reference) sums.

export interface EntregadorSoma {
  entregador_id: number;
  nome: string;
  recebe_diaria: boolean;
  valor_diaria: number;
  entregas: number;
  taxas: number;
  dias: number;
  /** Σ of the advances dated in the period, in cents. */
  vales: number;
}

/**
 * The deliveries of [de, ate) (of courier `id`, or of every courier): one row per order with its courier, local
 * day and fee. Served by the (empresa_id, entregador_id, criado_em) index.
 */
export function sqlEntregas(tx: TenantTx, de: SQL, ate: SQL, tz: string, id?: number): SQL {
  const um = id === undefined ? sql`AND p.entregador_id IS NOT NULL` : sql`AND p.entregador_id = ${id}`;
  return sql`
    SELECT p.id, p.numero_pedido, p.criado_em, (p.criado_em AT TIME ZONE ${tz})::date AS dia, p.entregador_id,
      p.taxa_entrega_centavos::bigint AS taxa, p.nome_cliente, p.bairro, p.status
    FROM pedidos p
    WHERE p.empresa_id = ${tx.empresaId} ${um} AND p.criado_em >= ${de} AND p.criado_em < ${ate}
      AND p.tipo = 'delivery' AND p.status IN ('em_entrega', 'concluido')`;
}

/** The couriers with their sums `s` (entregador_id, entregas, taxas, dias) and advances, by name. */
function comEntregadores(tx: TenantTx, p: Periodo, somas: SQL, id?: number): Promise<EntregadorSoma[]> {
  const filtro = id === undefined ? sql`WHERE (s.entregas > 0 OR v.vales IS NOT NULL)` : sql`WHERE e.id = ${id}`;
  return queryRows(
    tx,
    sql`SELECT e.id::int AS entregador_id, e.nome, e.recebe_diaria, e.valor_diaria_centavos::float8 AS valor_diaria,
          COALESCE(s.entregas, 0)::int AS entregas, COALESCE(s.taxas, 0)::float8 AS taxas, COALESCE(s.dias, 0)::int AS dias,
          COALESCE(v.vales, 0)::float8 AS vales
        FROM entregadores e
        LEFT JOIN ${entrega.sqlValesPorEntregador(tx, p.inicio, p.fim, id)} v ON v.entregador_id = e.id
        LEFT JOIN (${somas}) s ON s.entregador_id = e.id
        ${filtro} AND e.empresa_id = ${tx.empresaId}
        ORDER BY e.nome, e.id`,
  );
}

/** From the raw orders (before D-290; the rollup's reference in the tests and the bench). */
export function porEntregadorBruto(tx: TenantTx, p: Periodo, id?: number): Promise<EntregadorSoma[]> {
  const { de, ate } = limites(p);
  const somas = sql`SELECT x.entregador_id, count(*) AS entregas, sum(x.taxa) AS taxas, count(DISTINCT x.dia) AS dias
    FROM (${sqlEntregas(tx, de, ate, p.tz, id)}) x GROUP BY x.entregador_id`;
  return comEntregadores(tx, p, somas, id);
}

/**
 * The rollup's rows of the period as `r` (entregador_id, entregas, taxas_centavos, dias): whole local months from
 * the monthly table, the edge days from the daily one (a daily row is one day worked: it exists only with a
 * delivery). A delivery is in one day, so the days worked add up across days and months exactly.
 */
function sqlDoRollup(tx: TenantTx, p: Periodo, id?: number): SQL {
  const um = id === undefined ? sql`` : sql`AND r.entregador_id = ${id}`;
  const f = fatiar(p.inicio, p.fim);
  const partes = f.dias.map(
    ([
      a,
      b,
    ]) => sql`SELECT r.entregador_id, r.entregas, r.taxas_centavos, 1 AS dias FROM relatorio_entregadores_diarios r
      WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${a}::date AND ${b}::date ${um}`,
  );
  if (f.meses)
    partes.push(sql`SELECT r.entregador_id, r.entregas, r.taxas_centavos, r.dias FROM relatorio_entregadores_mensais r
      WHERE r.empresa_id = ${tx.empresaId} AND r.mes BETWEEN ${f.meses[0]}::date AND ${f.meses[1]}::date ${um}`);
  return sql.join(partes, sql` UNION ALL `);
}

/** Every courier with a delivery or an advance in the period (or `id`: that courier even without), by name. */
export function porEntregador(tx: TenantTx, p: Periodo, id?: number): Promise<EntregadorSoma[]> {
  const somas = sql`SELECT r.entregador_id, sum(r.entregas) AS entregas, sum(r.taxas_centavos) AS taxas,
      sum(r.dias) AS dias
    FROM (${sqlDoRollup(tx, p, id)}) r GROUP BY r.entregador_id`;
  return comEntregadores(tx, p, somas, id);
}

export interface EntregaLinha {
  pedido_id: number;
  numero_pedido: number;
  data: string;
  cliente: string | null;
  bairro: string | null;
  status: string;
  taxa: number;
}

/**
 * One courier's deliveries of the period, oldest first, read from the courier's own index range: a page
 * (`pagina`, D-351) or all of them (null: the CSV).
 */
export async function entregas(
  tx: TenantTx,
  p: Periodo,
  id: number,
  pagina: { limite: number; offset: number } | null = null,
): Promise<EntregaLinha[]> {
  const { de, ate } = limites(p);
  const limite = pagina ? sql`LIMIT ${pagina.limite} OFFSET ${pagina.offset}` : sql``;
  return queryRows(
    tx,
    sql`SELECT x.id::int AS pedido_id, x.numero_pedido,
          to_char(x.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS data, x.nome_cliente AS cliente,
          x.bairro, x.status, x.taxa::float8 AS taxa
        FROM (${sqlEntregas(tx, de, ate, p.tz, id)}) x
        ORDER BY x.criado_em, x.id ${limite}`,
  );
}

export interface DiaEntregador {
  dia: string;
  entregas: number;
  taxas: number;
}

/** One courier's days worked in the period, oldest first, from the daily rollup (the courier's index range). */
export function porDia(tx: TenantTx, p: Periodo, id: number): Promise<DiaEntregador[]> {
  return queryRows(
    tx,
    sql`SELECT to_char(r.dia, 'YYYY-MM-DD') AS dia, r.entregas, r.taxas_centavos::float8 AS taxas
        FROM relatorio_entregadores_diarios r
        WHERE r.empresa_id = ${tx.empresaId} AND r.entregador_id = ${id}
          AND r.dia BETWEEN ${p.inicio}::date AND ${p.fim}::date
        ORDER BY r.dia`,
  );
}

/** The same days from the raw orders (the reference of `porDia` in the tests and the bench). */
export function porDiaBruto(tx: TenantTx, p: Periodo, id: number): Promise<DiaEntregador[]> {
  const { de, ate } = limites(p);
  return queryRows(
    tx,
    sql`SELECT to_char(x.dia, 'YYYY-MM-DD') AS dia, count(*)::int AS entregas, sum(x.taxa)::float8 AS taxas
        FROM (${sqlEntregas(tx, de, ate, p.tz, id)}) x GROUP BY x.dia ORDER BY x.dia`,
  );
}

export async function existe(tx: TenantTx, id: number): Promise<boolean> {
  const r = await queryRows(tx, sql`SELECT 1 FROM entregadores WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
  return r.length > 0;
}
