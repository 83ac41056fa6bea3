import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { PedidoCanal, PedidoStatus, PedidoTipo } from '@app/shared/domain/pedido-status.ts';

// Writes of orders, and the reads that lock or count before a write. Every statement is scoped to the tenant.

/** Next order number and board version of the business, under the counter row's lock (gap-free per business). */
export async function proximoContador(tx: TenantTx, novoPedido: boolean): Promise<{ numero: number; versao: number }> {
  const inc = novoPedido ? 1 : 0;
  const [c] = await queryRows<{ numero: number; versao: number }>(
    tx,
    sql`
    INSERT INTO pedido_contadores (empresa_id, ultimo_numero, versao) VALUES (${tx.empresaId}, ${inc}, 1)
    ON CONFLICT (empresa_id) DO UPDATE SET ultimo_numero = pedido_contadores.ultimo_numero + ${inc}, versao = pedido_contadores.versao + 1
    RETURNING ultimo_numero AS numero, versao`,
  );
  return { numero: c!.numero, versao: Number(c!.versao) };
}

/** The board version (0 before the first order). */
export async function versaoQuadro(tx: TenantTx): Promise<number> {
  const [v] = await queryRows<{ versao: number }>(
    tx,
    sql`SELECT versao FROM pedido_contadores WHERE empresa_id = ${tx.empresaId}`,
  );
  return Number(v?.versao ?? 0);
}

export interface PedidoNovo {
  numero: number;
  codigo: string;
  tipo: string;
  canal: string;
  status: PedidoStatus;
  cliente_id: number | null;
  nome_cliente: string | null;
  telefone: string | null;
  endereco: object | null;
  endereco_id: number | null;
  bairro: string | null;
  entregador_id: number | null;
  cupom_id: number | null;
  cupom_codigo: string | null;
  subtotal_itens_centavos: number;
  taxa_entrega_centavos: number;
  desconto_centavos: number;
  total_centavos: number;
  troco_centavos: number;
  pagamento_tipos: string[];
  tempo_entrega_min: number;
  observacao: string | null;
  observacao_interna: string | null;
  criado_por: number;
  visto_em: Date | null;
}

export async function inserirPedido(tx: TenantTx, p: PedidoNovo): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, cliente_id, nome_cliente, telefone, endereco, endereco_id, bairro,
      entregador_id, cupom_id, cupom_codigo, subtotal_itens_centavos, taxa_entrega_centavos, desconto_centavos, total_centavos, troco_centavos,
      pagamento_tipos, previsao_entrega, observacao, observacao_interna, criado_por, visto_em)
    VALUES (${tx.empresaId}, ${p.numero}, ${p.codigo}, ${p.tipo}, ${p.canal}, ${p.status}, ${p.cliente_id}, ${p.nome_cliente},
      ${p.telefone}, ${p.endereco ? JSON.stringify(p.endereco) : null}::jsonb, ${p.endereco_id}, ${p.bairro},
      ${p.entregador_id}, ${p.cupom_id}, ${p.cupom_codigo},
      ${p.subtotal_itens_centavos}, ${p.taxa_entrega_centavos}, ${p.desconto_centavos}, ${p.total_centavos}, ${p.troco_centavos},
      ${`{${p.pagamento_tipos.join(',')}}`}::text[], now() + make_interval(mins => ${p.tempo_entrega_min}),
      ${p.observacao}, ${p.observacao_interna}, ${p.criado_por},
      ${p.visto_em})
    RETURNING id`,
  );
  return Number(row!.id);
}

export interface ItemNovo {
  produto_id: number;
  ordem: number;
  nome: string;
  tamanho: string | null;
  quantidade: number;
  preco_unitario_centavos: number;
  borda: string | null;
  sabores: unknown;
  complementos: unknown;
  escolhas: unknown;
  observacao: string | null;
}

/** All the order's items in one INSERT (one round trip whatever their number), in the order given. */
export async function inserirItens(tx: TenantTx, pedidoId: number, itens: ItemNovo[]): Promise<void> {
  if (itens.length === 0) return;
  const linhas = itens.map(
    (
      i,
    ) => sql`(${tx.empresaId}, ${pedidoId}, ${i.produto_id}, ${i.ordem}, ${i.nome}, ${i.tamanho}, ${i.quantidade}, ${i.preco_unitario_centavos}, ${i.borda},
      ${JSON.stringify(i.sabores)}::jsonb, ${JSON.stringify(i.complementos)}::jsonb, ${JSON.stringify(i.escolhas)}::jsonb, ${i.observacao})`,
  );
  await tx.execute(sql`
    INSERT INTO pedido_itens (empresa_id, pedido_id, produto_id, ordem, nome, tamanho, quantidade, preco_unitario_centavos, borda, sabores, complementos, escolhas, observacao)
    VALUES ${sql.join(linhas, sql`, `)}`);
}

export interface PagamentoNovo {
  forma_pagamento_id: number | null;
  forma_pagamento_padrao_id: number | null;
  tipo: string;
  forma_tipo: string;
  valor_centavos: number;
  troco_para_centavos: number | null;
  observacao: string | null;
}

/** All the order's payments in one INSERT; their ids follow the given order (the answer lists them by id). */
export async function inserirPagamentos(tx: TenantTx, pedidoId: number, pagamentos: PagamentoNovo[]): Promise<void> {
  if (pagamentos.length === 0) return;
  const linhas = pagamentos.map(
    (g) =>
      sql`(${tx.empresaId}, ${pedidoId}, ${g.forma_pagamento_id}, ${g.forma_pagamento_padrao_id}, ${g.tipo}, ${g.forma_tipo}, ${g.valor_centavos}, ${g.troco_para_centavos}, ${g.observacao})`,
  );
  await tx.execute(sql`
    INSERT INTO pedido_pagamentos (empresa_id, pedido_id, forma_pagamento_id, forma_pagamento_padrao_id, tipo, forma_tipo, valor_centavos, troco_para_centavos, observacao)
    VALUES ${sql.join(linhas, sql`, `)}`);
}

export async function inserirHistorico(
  tx: TenantTx,
  pedidoId: number,
  status: PedidoStatus,
  usuarioId: number,
  motivo?: string,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO pedido_historico (empresa_id, pedido_id, status, usuario_id, motivo) VALUES (${tx.empresaId}, ${pedidoId}, ${status}, ${usuarioId}, ${motivo ?? null})`,
  );
}

export interface PedidoTravado {
  id: number;
  status: PedidoStatus;
  tipo: PedidoTipo;
  canal: PedidoCanal;
  cupom_id: number | null;
  numero_pedido: number;
}

/** The order, locked for update: two attendants advancing the same order at once get one success and one 409. */
export async function travar(tx: TenantTx, id: number): Promise<PedidoTravado | undefined> {
  const [p] = await queryRows<PedidoTravado>(
    tx,
    sql`SELECT id, status, tipo, canal, cupom_id, numero_pedido FROM pedidos WHERE empresa_id = ${tx.empresaId} AND id = ${id} FOR UPDATE`,
  );
  return p;
}

export async function mudarStatus(
  tx: TenantTx,
  id: number,
  para: PedidoStatus,
  motivoCancelamento: string | null,
): Promise<void> {
  await tx.execute(sql`
    UPDATE pedidos SET status = ${para}, status_em = now(), atualizado_em = now(), visto_em = COALESCE(visto_em, now()),
      motivo_cancelamento = ${motivoCancelamento}
    WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
}

export async function alterarCampos(
  tx: TenantTx,
  id: number,
  b: { entregador_id?: number | null; observacao_interna?: string | null; visto?: true },
): Promise<void> {
  const sets = [sql`atualizado_em = now()`];
  if (b.entregador_id !== undefined) sets.push(sql`entregador_id = ${b.entregador_id}`);
  if (b.observacao_interna !== undefined) sets.push(sql`observacao_interna = ${b.observacao_interna}`);
  if (b.visto) sets.push(sql`visto_em = COALESCE(visto_em, now())`);
  await tx.execute(
    sql`UPDATE pedidos SET ${sql.join(sets, sql`, `)} WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
}

/** Deletes the order (items, payments and history go with it); answers its customer. */
export async function excluir(tx: TenantTx, id: number): Promise<{ cliente_id: number | null } | undefined> {
  const [p] = await queryRows<{ cliente_id: number | null }>(
    tx,
    sql`DELETE FROM pedidos WHERE empresa_id = ${tx.empresaId} AND id = ${id} RETURNING cliente_id`,
  );
  return p;
}

/** How many of the customer's orders (not cancelled) used the coupon: the per-customer limit. */
export async function usosDoCupomPeloCliente(tx: TenantTx, clienteId: number, cupomId: number): Promise<number> {
  const [u] = await queryRows<{ n: number }>(
    tx,
    sql`
    SELECT count(*)::int AS n FROM pedidos WHERE empresa_id = ${tx.empresaId} AND cliente_id = ${clienteId} AND cupom_id = ${cupomId} AND status <> 'cancelado'`,
  );
  return u?.n ?? 0;
}
