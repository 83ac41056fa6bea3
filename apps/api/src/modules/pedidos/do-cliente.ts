import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { PedidoDoCliente } from '@app/shared/schemas/clientes.ts';

// What the customers module needs from orders: a customer's recent orders, and scrubbing the personal data
// that orders copy (name, phone, address) when the customer is anonymised (LGPD art. 18; totals stay, art. 16).

export async function pedidosDoCliente(tx: Tx, empresaId: number, clienteId: number, limite: number): Promise<PedidoDoCliente[]> {
  const rows = await queryRows<Omit<PedidoDoCliente, 'total_pedido'> & { total_centavos: number }>(tx, sql`
    SELECT id, numero_pedido, to_char(criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS data_criacao, status, tipo, total_centavos
    FROM pedidos WHERE empresa_id = ${empresaId} AND cliente_id = ${clienteId}
    ORDER BY criado_em DESC, id DESC LIMIT ${limite}`);
  return rows.map(({ total_centavos, ...r }) => ({ ...r, id: Number(r.id), total_pedido: centavosToReais(total_centavos) }));
}

/** Removes the customer's name, phone and street address from their orders; the neighbourhood stays for reports. */
export async function anonimizarPedidosDoCliente(tx: Tx, empresaId: number, clienteId: number, nomeAnonimo: string): Promise<void> {
  await tx.execute(sql`
    UPDATE pedidos SET nome_cliente = ${nomeAnonimo}, telefone = NULL,
      endereco = CASE WHEN endereco IS NULL THEN NULL ELSE jsonb_build_object('bairro', endereco->>'bairro', 'cidade', endereco->>'cidade', 'estado', endereco->>'estado',
        'rua', '', 'numero', NULL, 'cep', NULL, 'complemento', NULL, 'ponto_referencia', NULL) END,
      observacao = NULL, atualizado_em = now()
    WHERE empresa_id = ${empresaId} AND cliente_id = ${clienteId}`);
}
