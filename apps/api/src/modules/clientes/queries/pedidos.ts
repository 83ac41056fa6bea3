import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { enderecoPedidoSchema } from '@app/shared/schemas/pedidos.ts';

/** An address as an order keeps it (the orders contract's `endereco`). */
type EnderecoDoPedido = z.infer<typeof enderecoPedidoSchema>;

// What the orders module reads and writes of customers, always in the order's own transaction.

/** A customer the order may be for (an anonymised one takes no new orders). */
export async function clienteParaPedido(
  tx: TenantTx,
  id: number,
): Promise<{ id: number; nome: string; telefone: string | null } | undefined> {
  const [c] = await queryRows<{ id: number; nome: string; telefone: string | null }>(
    tx,
    sql`
    SELECT id, nome, telefone FROM clientes WHERE empresa_id = ${tx.empresaId} AND id = ${id} AND anonimizado_em IS NULL`,
  );
  return c ? { ...c, id: Number(c.id) } : undefined;
}

/** The customer with this phone (E.164), if any: the same phone is the same customer. */
export async function clientePorTelefone(
  tx: TenantTx,
  telefone: string,
): Promise<{ id: number; nome: string } | undefined> {
  const [c] = await queryRows<{ id: number; nome: string }>(
    tx,
    sql`SELECT id, nome FROM clientes WHERE empresa_id = ${tx.empresaId} AND telefone = ${telefone}`,
  );
  return c ? { ...c, id: Number(c.id) } : undefined;
}

export type EnderecoDoCliente = EnderecoDoPedido & { id: number; taxa_entrega_centavos: number };

/** One of the customer's addresses (another customer's, or another business's, is not found). */
export async function enderecoDoCliente(
  tx: TenantTx,
  enderecoId: number,
  clienteId: number,
): Promise<EnderecoDoCliente | undefined> {
  const [a] = await queryRows<EnderecoDoCliente>(
    tx,
    sql`
    SELECT id, rua, numero, bairro, cidade, estado, cep, complemento, ponto_referencia, taxa_entrega_centavos
    FROM enderecos WHERE empresa_id = ${tx.empresaId} AND id = ${enderecoId} AND cliente_id = ${clienteId}`,
  );
  return a ? { ...a, id: Number(a.id) } : undefined;
}

export async function inserirClienteDoBalcao(
  tx: TenantTx,
  c: { nome: string; nome_busca: string; telefone: string | null },
): Promise<number> {
  const [novo] = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO clientes (empresa_id, nome, telefone, origem_cliente, nome_busca)
    VALUES (${tx.empresaId}, ${c.nome}, ${c.telefone}, 'balcao', ${c.nome_busca}) RETURNING id`,
  );
  return Number(novo!.id);
}

export async function contarPedido(tx: TenantTx, clienteId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE clientes SET total_pedidos = total_pedidos + 1, ultimo_pedido_em = now() WHERE empresa_id = ${tx.empresaId} AND id = ${clienteId}`,
  );
}

export async function descontarPedido(tx: TenantTx, clienteId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE clientes SET total_pedidos = greatest(total_pedidos - 1, 0) WHERE empresa_id = ${tx.empresaId} AND id = ${clienteId}`,
  );
}

export type EnderecoNovoDoPedido = EnderecoDoPedido & { nome_identificacao: string | null };

/** An address typed into an order joins the customer's addresses; the first one becomes the default. */
export async function inserirEnderecoDoPedido(
  tx: TenantTx,
  clienteId: number,
  n: EnderecoNovoDoPedido,
): Promise<number> {
  const [{ tem } = { tem: false }] = await queryRows<{ tem: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM enderecos WHERE empresa_id = ${tx.empresaId} AND cliente_id = ${clienteId}) AS tem`,
  );
  const [e] = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO enderecos (empresa_id, cliente_id, rua, numero, bairro, complemento, cidade, estado, cep, ponto_referencia, nome_identificacao, endereco_padrao)
    VALUES (${tx.empresaId}, ${clienteId}, ${n.rua}, ${n.numero}, ${n.bairro}, ${n.complemento}, ${n.cidade}, ${n.estado}, ${n.cep}, ${n.ponto_referencia}, ${n.nome_identificacao}, ${!tem})
    RETURNING id`,
  );
  return Number(e!.id);
}

/**
 * The customer's order count as a scalar subquery on `clienteId` (a column of the caller's query), for a read
 * another module builds in one statement (the order JSON of the board): the SQL on `clientes` stays here.
 */
export function sqlTotalPedidos(tx: TenantTx, clienteId: SQL): SQL {
  return sql`(SELECT cl.total_pedidos FROM clientes cl WHERE cl.empresa_id = ${tx.empresaId} AND cl.id = ${clienteId})`;
}

export async function clienteExiste(tx: TenantTx, id: number): Promise<boolean> {
  const [c] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM clientes WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
  return c !== undefined;
}
