import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// Printed marks and claims (table impressao_marcas). The claim and the mark are single statements whose WHERE
// decides under the row lock, so concurrent stations cannot both win an order.

export interface MarcaLinha {
  pedido_id: number;
  impresso_em: string | null;
  impressora: string | null;
  tentativas: number;
  ultimo_erro: string | null;
}

const colunas =
  sql.raw(`pedido_id, to_char(impresso_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS impresso_em,
  impressora, tentativas, ultimo_erro`);
const normalizar = (r: MarcaLinha): MarcaLinha => ({ ...r, pedido_id: Number(r.pedido_id) });

/** "This order has no printed mark": the condition handed to the orders module's query of pending site orders. */
export function semMarcaDeImpresso(tx: TenantTx) {
  return (pedidoId: SQL) =>
    sql`NOT EXISTS (SELECT 1 FROM impressao_marcas m WHERE m.empresa_id = ${tx.empresaId} AND m.pedido_id = ${pedidoId} AND m.impresso_em IS NOT NULL)`;
}

/**
 * Claims the given orders for `estacao` for `segundos`: an order is taken when it is not printed and its claim is
 * free, expired, or already this station's. Answers the ids this station now holds.
 */
export async function reservar(tx: TenantTx, ids: readonly number[], estacao: string, segundos: number) {
  if (ids.length === 0) return [];
  const lista = sql.join(
    ids.map((i) => sql`${i}::bigint`),
    sql`, `,
  );
  const rows = await queryRows<{ pedido_id: number }>(
    tx,
    sql`
    INSERT INTO impressao_marcas AS m (empresa_id, pedido_id, reservado_por, reservado_ate)
    SELECT ${tx.empresaId}, id, ${estacao}, now() + make_interval(secs => ${segundos}) FROM unnest(ARRAY[${lista}]) AS id
    ON CONFLICT (empresa_id, pedido_id) DO UPDATE
      SET reservado_por = EXCLUDED.reservado_por, reservado_ate = EXCLUDED.reservado_ate, atualizado_em = now()
      WHERE m.impresso_em IS NULL AND (m.reservado_ate IS NULL OR m.reservado_ate < now() OR m.reservado_por = EXCLUDED.reservado_por)
    RETURNING m.pedido_id`,
  );
  return rows.map((r) => Number(r.pedido_id));
}

/** The printed mark: the first one wins (a repeated POST changes nothing), and any claim is let go. */
export async function marcarImpresso(
  tx: TenantTx,
  pedidoId: number,
  d: { impressora: string; impresso_em: string | null; usuario_id: number },
): Promise<MarcaLinha> {
  const [r] = await queryRows<MarcaLinha>(
    tx,
    sql`
    INSERT INTO impressao_marcas AS m (empresa_id, pedido_id, impresso_em, impressora, usuario_id)
    VALUES (${tx.empresaId}, ${pedidoId}, COALESCE(${d.impresso_em}::timestamptz, now()), ${d.impressora}, ${d.usuario_id})
    ON CONFLICT (empresa_id, pedido_id) DO UPDATE SET
      impresso_em = COALESCE(m.impresso_em, EXCLUDED.impresso_em),
      impressora = CASE WHEN m.impresso_em IS NULL THEN EXCLUDED.impressora ELSE m.impressora END,
      usuario_id = CASE WHEN m.impresso_em IS NULL THEN EXCLUDED.usuario_id ELSE m.usuario_id END,
      reservado_por = NULL, reservado_ate = NULL, atualizado_em = now()
    RETURNING ${colunas}`,
  );
  return normalizar(r!);
}

/** A failed print: counted and its message kept; the claim is let go (only by the station that held it). */
export async function registrarFalha(tx: TenantTx, pedidoId: number, estacao: string, erro: string) {
  const [r] = await queryRows<MarcaLinha>(
    tx,
    sql`
    INSERT INTO impressao_marcas AS m (empresa_id, pedido_id, tentativas, ultimo_erro)
    VALUES (${tx.empresaId}, ${pedidoId}, 1, ${erro})
    ON CONFLICT (empresa_id, pedido_id) DO UPDATE SET
      tentativas = m.tentativas + 1, ultimo_erro = EXCLUDED.ultimo_erro, atualizado_em = now(),
      reservado_por = CASE WHEN m.reservado_por = ${estacao} THEN NULL ELSE m.reservado_por END,
      reservado_ate = CASE WHEN m.reservado_por = ${estacao} THEN NULL ELSE m.reservado_ate END
    RETURNING ${colunas}`,
  );
  return normalizar(r!);
}

export async function buscar(tx: TenantTx, pedidoId: number): Promise<MarcaLinha | undefined> {
  const [r] = await queryRows<MarcaLinha>(
    tx,
    sql`SELECT ${colunas} FROM impressao_marcas WHERE empresa_id = ${tx.empresaId} AND pedido_id = ${pedidoId}`,
  );
  return r && normalizar(r);
}
