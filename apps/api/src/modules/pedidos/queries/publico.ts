import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// What the public menu reads of orders (through index.ts): an order by its unguessable code for the tracking page,
// and a logged-in customer's last orders. Only what the customer typed or was charged: no phone, no address, no
// internal note.

export interface AcompanhamentoLinha {
  codigo: string;
  numero_pedido: number;
  tipo: 'delivery' | 'retirada' | 'local';
  status: string;
  criado_em: string;
  previsao_entrega: string | null;
  nome_cliente: string | null;
  subtotal_itens_centavos: number;
  taxa_entrega_centavos: number;
  desconto_centavos: number;
  total_centavos: number;
  motivo_cancelamento: string | null;
  itens: { quantidade: number; nome: string; preco_unitario_centavos: number }[];
  historico: { status: string; em: string }[];
}

/** An order by its tracking code (the `codigo` every order gets at creation), within the business. */
export async function acompanhamento(tx: TenantTx, codigo: string): Promise<AcompanhamentoLinha | undefined> {
  const [p] = await queryRows<AcompanhamentoLinha>(
    tx,
    sql`SELECT p.codigo, p.numero_pedido, p.tipo, p.status, p.criado_em, p.previsao_entrega, p.nome_cliente,
      p.subtotal_itens_centavos, p.taxa_entrega_centavos, p.desconto_centavos, p.total_centavos, p.motivo_cancelamento,
      COALESCE((SELECT json_agg(json_build_object('quantidade', i.quantidade, 'nome', i.nome,
          'preco_unitario_centavos', i.preco_unitario_centavos) ORDER BY i.ordem, i.id)
        FROM pedido_itens i WHERE i.empresa_id = p.empresa_id AND i.pedido_id = p.id), '[]'::json) AS itens,
      COALESCE((SELECT json_agg(json_build_object('status', h.status, 'em', h.em) ORDER BY h.em, h.id)
        FROM pedido_historico h WHERE h.empresa_id = p.empresa_id AND h.pedido_id = p.id), '[]'::json) AS historico
    FROM pedidos p WHERE p.empresa_id = ${tx.empresaId} AND p.codigo = ${codigo}`,
  );
  return p;
}

export interface PedidoDoClienteLinha {
  codigo: string;
  numero_pedido: number;
  status: string;
  criado_em: string;
  total_centavos: number;
  itens: { quantidade: number; nome: string }[];
}

/** A customer's last orders, newest first (the logged-in customer's "order again"). */
export function ultimosDoCliente(tx: TenantTx, clienteId: number, limite: number): Promise<PedidoDoClienteLinha[]> {
  return queryRows<PedidoDoClienteLinha>(
    tx,
    sql`SELECT p.codigo, p.numero_pedido, p.status, p.criado_em, p.total_centavos,
      COALESCE((SELECT json_agg(json_build_object('quantidade', i.quantidade, 'nome', i.nome) ORDER BY i.ordem, i.id)
        FROM pedido_itens i WHERE i.empresa_id = p.empresa_id AND i.pedido_id = p.id), '[]'::json) AS itens
    FROM pedidos p WHERE p.empresa_id = ${tx.empresaId} AND p.cliente_id = ${clienteId}
    ORDER BY p.criado_em DESC, p.id DESC LIMIT ${limite}`,
  );
}

/** An order's tracking code by its id (a cart that became an order shows where to follow it). */
export async function codigoDoPedido(tx: TenantTx, id: number): Promise<string | undefined> {
  const [p] = await queryRows<{ codigo: string }>(
    tx,
    sql`SELECT codigo FROM pedidos WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
  return p?.codigo;
}
