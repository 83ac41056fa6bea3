import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { CANAIS_BALCAO, PEDIDOS_PREFERENCIAS } from '@app/shared/schemas/pedidos-preferencias.ts';

interface Linha {
  canal: string | null;
  padrao_id: number | string | null;
  forma_id: number | string | null;
}

/**
 * The most used channel and payment method of the latest counter orders (ties go to the most recent). The latest
 * orders come from (empresa_id, criado_em DESC, id DESC), which carries the channel; their payments from
 * (empresa_id, pedido_id): a bounded read whatever the history's size.
 */
export async function maisUsados(tx: TenantTx): Promise<Linha> {
  const canais = sql.join(
    CANAIS_BALCAO.map((c) => sql`${c}`),
    sql`, `,
  );
  const [linha] = await queryRows<Linha>(
    tx,
    sql`
    WITH recentes AS (
      SELECT id, canal FROM pedidos
      WHERE empresa_id = ${tx.empresaId} AND canal IN (${canais})
      ORDER BY criado_em DESC, id DESC LIMIT ${PEDIDOS_PREFERENCIAS}
    ), forma AS (
      SELECT pp.forma_pagamento_padrao_id AS padrao_id, pp.forma_pagamento_id AS forma_id
      FROM pedido_pagamentos pp JOIN recentes r ON r.id = pp.pedido_id
      WHERE pp.empresa_id = ${tx.empresaId}
        AND (pp.forma_pagamento_padrao_id IS NOT NULL OR pp.forma_pagamento_id IS NOT NULL)
      GROUP BY pp.forma_pagamento_padrao_id, pp.forma_pagamento_id
      ORDER BY count(*) DESC, max(pp.pedido_id) DESC LIMIT 1
    )
    SELECT (SELECT canal FROM recentes GROUP BY canal ORDER BY count(*) DESC, max(id) DESC LIMIT 1) AS canal,
      (SELECT padrao_id FROM forma) AS padrao_id, (SELECT forma_id FROM forma) AS forma_id`,
  );
  return linha ?? { canal: null, padrao_id: null, forma_id: null };
}
