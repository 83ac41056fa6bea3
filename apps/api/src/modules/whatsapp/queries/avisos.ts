import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// The notice settings of each order status (table whatsapp_avisos); a missing row reads as off, default text.

export interface AvisoLinha {
  status: string;
  ativo: boolean;
  modelo: string;
}

export async function listar(tx: TenantTx): Promise<AvisoLinha[]> {
  return queryRows<AvisoLinha>(
    tx,
    sql`SELECT status, ativo, modelo FROM whatsapp_avisos WHERE empresa_id = ${tx.empresaId}`,
  );
}

export async function buscar(tx: TenantTx, status: string): Promise<AvisoLinha | undefined> {
  const [r] = await queryRows<AvisoLinha>(
    tx,
    sql`SELECT status, ativo, modelo FROM whatsapp_avisos WHERE empresa_id = ${tx.empresaId} AND status = ${status}`,
  );
  return r;
}

export async function salvar(tx: TenantTx, status: string, ativo: boolean, modelo: string): Promise<AvisoLinha> {
  const [r] = await queryRows<AvisoLinha>(
    tx,
    sql`INSERT INTO whatsapp_avisos (empresa_id, status, ativo, modelo) VALUES (${tx.empresaId}, ${status}, ${ativo}, ${modelo})
    ON CONFLICT (empresa_id, status) DO UPDATE SET ativo = EXCLUDED.ativo, modelo = EXCLUDED.modelo, atualizado_em = now()
    RETURNING status, ativo, modelo`,
  );
  return r!;
}

/** The business's time zone for {previsao}, given as the business module's own scalar subquery. */
export async function fusoHorario(tx: TenantTx, sqlFuso: SQL): Promise<string> {
  const [r] = await queryRows<{ tz: string | null }>(tx, sql`SELECT ${sqlFuso} AS tz`);
  return r?.tz ?? 'America/Sao_Paulo';
}

/**
 * The business's public menu address (`sites.slug`), for the order-tracking link; null when it has none. Read here,
 * not through the customer-side module that owns `sites`: that module sits above this one (it queues messages), so
 * importing it would be a cycle. Row-level security scopes it like any tenant read.
 */
export async function slugDoSite(tx: TenantTx): Promise<string | null> {
  const [r] = await queryRows<{ slug: string | null }>(
    tx,
    sql`SELECT slug FROM sites WHERE empresa_id = ${tx.empresaId}`,
  );
  return r?.slug ?? null;
}
