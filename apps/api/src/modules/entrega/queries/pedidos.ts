import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { AreaParaResolver } from '@app/shared/domain/entrega.ts';

// What the orders module reads of delivery, in the order's own transaction.

/** The active delivery areas, in the shape of the shared resolver (resolverAreaEntrega). */
export function areasAtivas(tx: TenantTx): Promise<AreaParaResolver[]> {
  return queryRows<AreaParaResolver>(
    tx,
    sql`
    SELECT a.id::int AS id, a.nome, a.ativo, c.cidade AS cidade, a.bairros, a.raio_km::float8 AS raio_km, a.latitude, a.longitude,
      a.taxa_entrega_centavos, a.tempo_estimado, a.pedido_minimo_centavos
    FROM areas_entrega a LEFT JOIN cidades_atendidas c ON c.empresa_id = a.empresa_id AND c.id = a.cidade_atendida_id
    WHERE a.empresa_id = ${tx.empresaId} AND a.ativo`,
  );
}

export async function entregadorExiste(tx: TenantTx, id: number): Promise<boolean> {
  const [en] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM entregadores WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
  return en !== undefined;
}

/**
 * The courier's name as a scalar subquery on `entregadorId` (a column of the caller's query), for reads another
 * module builds in one statement (the board, the history, the CSV): the SQL on `entregadores` stays here.
 */
export function sqlNomeEntregador(tx: TenantTx, entregadorId: SQL): SQL {
  return sql`(SELECT en.nome FROM entregadores en WHERE en.empresa_id = ${tx.empresaId} AND en.id = ${entregadorId})`;
}
