import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { PedidoDoCliente } from '@app/shared/schemas/clientes.ts';
import { notificar } from '../../../lib/eventos.ts';
import { proximoContador } from './escrita.ts';

// A customer's orders: their recent orders (the customer screen, the LGPD export), and scrubbing the personal data
// the orders copied (name, phone, address) when the customer is anonymised (LGPD art. 18; totals stay, art. 16).

/** The contract's line, with the total still in cents. */
export type LinhaPedidoDoCliente = Omit<PedidoDoCliente, 'total_pedido'> & { total_centavos: number };

export async function pedidosDoCliente(
  tx: TenantTx,
  clienteId: number,
  limite: number,
): Promise<LinhaPedidoDoCliente[]> {
  const rows = await queryRows<LinhaPedidoDoCliente>(
    tx,
    sql`
    SELECT id, numero_pedido, to_char(criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS data_criacao, status, tipo, total_centavos
    FROM pedidos WHERE empresa_id = ${tx.empresaId} AND cliente_id = ${clienteId}
    ORDER BY criado_em DESC, id DESC LIMIT ${limite}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Removes the customer's name, phone and street address from their orders; the neighbourhood stays for reports.
 * The board's version moves (and the live screens hear of it): cached boards and history pages show no old name.
 */
export async function anonimizarPedidosDoCliente(tx: TenantTx, clienteId: number, nomeAnonimo: string): Promise<void> {
  const mudados = await queryRows<{ id: number }>(
    tx,
    sql`
    UPDATE pedidos SET nome_cliente = ${nomeAnonimo}, telefone = NULL,
      endereco = CASE WHEN endereco IS NULL THEN NULL ELSE jsonb_build_object('bairro', endereco->>'bairro', 'cidade', endereco->>'cidade', 'estado', endereco->>'estado',
        'rua', '', 'numero', NULL, 'cep', NULL, 'complemento', NULL, 'ponto_referencia', NULL) END,
      observacao = NULL, atualizado_em = now()
    WHERE empresa_id = ${tx.empresaId} AND cliente_id = ${clienteId} RETURNING id`,
  );
  if (mudados.length === 0) return;
  const { versao } = await proximoContador(tx, false);
  await notificar(tx, { tipo: 'pedido.atualizado', versao });
}
