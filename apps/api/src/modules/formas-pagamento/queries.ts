import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../db/tenant.ts';

/**
 * An active payment method an order may use: the business's own (by `forma_pagamento_id`) or a standard one
 * (global, by `forma_pagamento_padrao_id`). Its name and kind are copied into the order.
 */
export async function formaParaPedido(tx: TenantTx, p: { forma_pagamento_id?: number | undefined; forma_pagamento_padrao_id?: number | undefined }) {
  const [forma] = p.forma_pagamento_id !== undefined
    ? await queryRows<{ nome: string; tipo: string }>(tx, sql`SELECT nome, tipo FROM formas_pagamento WHERE empresa_id = ${tx.empresaId} AND id = ${p.forma_pagamento_id} AND ativo`)
    : await queryRows<{ nome: string; tipo: string }>(tx, sql`SELECT nome, tipo FROM formas_pagamento_padrao WHERE id = ${p.forma_pagamento_padrao_id!} AND ativo`);
  return forma;
}
