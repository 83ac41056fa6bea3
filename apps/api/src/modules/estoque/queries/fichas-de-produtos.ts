import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';

/**
 * The products with an active product sheet, as a subquery of product ids: exactly the products `custosDeProdutos`
 * can give a cost to. A report embeds it in its own statement to learn which products need the cost book at all,
 * and skips loading the book (three statements) when none does (D-361).
 */
export function sqlProdutosComFicha(tx: TenantTx): SQL {
  return sql`SELECT f.produto_id FROM fichas_tecnicas f
    WHERE f.empresa_id = ${tx.empresaId} AND f.ativo AND f.tipo_ficha = 'produto' AND f.produto_id IS NOT NULL`;
}
