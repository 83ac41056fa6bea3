import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

/** The core order settings (null when the business never saved them) and the timezone, in one round trip. */
export async function lerConfiguracaoDePedidos(tx: TenantTx) {
  const [cfg] = await queryRows<{ tempo_entrega_padrao: number | null; auto_aceite_pedidos: boolean | null; timezone: string }>(tx, sql`
    SELECT c.tempo_entrega_padrao, c.auto_aceite_pedidos, e.timezone
    FROM empresas e LEFT JOIN configuracoes_core c ON c.empresa_id = e.id WHERE e.id = ${tx.empresaId}`);
  return cfg;
}
