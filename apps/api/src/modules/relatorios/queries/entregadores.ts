import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import * as entrega from '../../entrega/index.ts';
import { limites, type Periodo } from './base.ts';

// Couriers' pay: a delivery is an order of type delivery with the courier set that left the shop (em_entrega or
// concluido: a cancelled or never-dispatched order pays nothing); its delivery fee goes to the courier. A day
// worked is a local day with at least one delivery; the daily rate is paid per day worked. The advances (vales)
// dated in the period are deducted (D-241); their SQL is the delivery module's.

const ENTREGUE = sql`p.tipo = 'delivery' AND p.status IN ('em_entrega', 'concluido')`;

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

/** Every courier with a delivery or an advance in the period (or `id`: that courier even without), by name. */
export async function porEntregador(tx: TenantTx, p: Periodo, id?: number): Promise<EntregadorSoma[]> {
  const { de, ate } = limites(p);
  const filtro = id === undefined ? sql`WHERE (s.entregas > 0 OR v.vales IS NOT NULL)` : sql`WHERE e.id = ${id}`;
  return queryRows(
    tx,
    sql`SELECT e.id::int AS entregador_id, e.nome, e.recebe_diaria, e.valor_diaria_centavos::float8 AS valor_diaria,
          COALESCE(s.entregas, 0)::int AS entregas, COALESCE(s.taxas, 0)::float8 AS taxas, COALESCE(s.dias, 0)::int AS dias,
          COALESCE(v.vales, 0)::float8 AS vales
        FROM entregadores e
        LEFT JOIN ${entrega.sqlValesPorEntregador(tx, p.inicio, p.fim, id)} v ON v.entregador_id = e.id
        LEFT JOIN LATERAL (
          SELECT count(*) AS entregas, sum(p.taxa_entrega_centavos) AS taxas,
                 count(DISTINCT (p.criado_em AT TIME ZONE ${p.tz})::date) AS dias
          FROM pedidos p
          WHERE p.empresa_id = ${tx.empresaId} AND p.entregador_id = e.id AND p.criado_em >= ${de} AND p.criado_em < ${ate}
            AND ${ENTREGUE}
        ) s ON true
        ${filtro} AND e.empresa_id = ${tx.empresaId}
        ORDER BY e.nome, e.id`,
  );
}

export interface EntregaLinha {
  pedido_id: number;
  numero_pedido: number;
  data: string;
  dia: string;
  cliente: string | null;
  bairro: string | null;
  status: string;
  taxa: number;
}

/** One courier's deliveries of the period, oldest first. */
export async function entregas(tx: TenantTx, p: Periodo, id: number): Promise<EntregaLinha[]> {
  const { de, ate } = limites(p);
  return queryRows(
    tx,
    sql`SELECT p.id::int AS pedido_id, p.numero_pedido, to_char(p.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS data,
          to_char((p.criado_em AT TIME ZONE ${p.tz})::date, 'YYYY-MM-DD') AS dia, p.nome_cliente AS cliente, p.bairro,
          p.status, p.taxa_entrega_centavos::float8 AS taxa
        FROM pedidos p
        WHERE p.empresa_id = ${tx.empresaId} AND p.entregador_id = ${id} AND p.criado_em >= ${de} AND p.criado_em < ${ate}
          AND ${ENTREGUE}
        ORDER BY p.criado_em, p.id`,
  );
}

export async function existe(tx: TenantTx, id: number): Promise<boolean> {
  const r = await queryRows(tx, sql`SELECT 1 FROM entregadores WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
  return r.length > 0;
}
