import { sql } from 'drizzle-orm';
import { queryRows, ultimaInstrucao, type TenantTx } from '../../../db/tenant.ts';
import type { PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { CANAL } from '../../../lib/eventos.ts';
import { guardarResposta, type ChaveIdempotente } from '../../../lib/idempotencia.ts';
import { pedidoJson } from './consulta.ts';

// A new order is written in two statements. The first writes the order without its number, with its items, its
// payments and its first history row (items and payments travel as one JSON parameter each, whatever their number,
// inserted in the given order WITH ORDINALITY, so payment ids keep the order of the draft), and answers the order
// as every read shows it, built from the rows it wrote (no read-back). The second, the last of the transaction,
// takes the number from the business's counter row, writes it on the order and queues the event for the live
// screens. The counter row stays locked from that statement until commit (numbers are gap-free per business), so
// whatever ran before it — these writes, the other modules' effects — no longer holds up the business's next order.

export interface PedidoNovo {
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
  criado_por: number | null;
  visto_em: Date | null;
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

export interface PagamentoNovo {
  forma_pagamento_id: number | null;
  forma_pagamento_padrao_id: number | null;
  tipo: string;
  forma_tipo: string;
  valor_centavos: number;
  troco_para_centavos: number | null;
  observacao: string | null;
}

/**
 * Writes the order, still without its number, with everything it owns; answers it (`numero_pedido` null). Every value
 * is text or a number (the date as ISO text), so the statement can travel with others as literals (`emLote`).
 */
export async function gravarPedido(
  tx: TenantTx,
  p: PedidoNovo,
  itens: ItemNovo[],
  pagamentos: PagamentoNovo[],
): Promise<Pedido> {
  const e = tx.empresaId;
  const [row] = await queryRows<{ j: Pedido }>(
    tx,
    sql`
    WITH p AS (
      INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, cliente_id, nome_cliente, telefone, endereco, endereco_id, bairro,
        entregador_id, cupom_id, cupom_codigo, subtotal_itens_centavos, taxa_entrega_centavos, desconto_centavos, total_centavos, troco_centavos,
        pagamento_tipos, previsao_entrega, observacao, observacao_interna, criado_por, visto_em)
      VALUES (${e}, NULL, ${p.codigo}, ${p.tipo}, ${p.canal}, ${p.status}, ${p.cliente_id}::bigint, ${p.nome_cliente},
        ${p.telefone}, ${p.endereco ? JSON.stringify(p.endereco) : null}::jsonb, ${p.endereco_id}::bigint, ${p.bairro},
        ${p.entregador_id}::bigint, ${p.cupom_id}::bigint, ${p.cupom_codigo},
        ${p.subtotal_itens_centavos}::int, ${p.taxa_entrega_centavos}::int, ${p.desconto_centavos}::int, ${p.total_centavos}::int, ${p.troco_centavos}::int,
        ${`{${p.pagamento_tipos.join(',')}}`}::text[], now() + make_interval(mins => ${p.tempo_entrega_min}::int),
        ${p.observacao}, ${p.observacao_interna}, ${p.criado_por}::bigint,
        ${p.visto_em?.toISOString() ?? null}::timestamptz)
      RETURNING *
    ), i AS (
      INSERT INTO pedido_itens (empresa_id, pedido_id, produto_id, ordem, nome, tamanho, quantidade, preco_unitario_centavos, borda, sabores, complementos, escolhas, observacao)
      SELECT ${e}, p.id, v.produto_id, v.ordem, v.nome, v.tamanho, v.quantidade, v.preco_unitario_centavos, v.borda,
        v.sabores, v.complementos, v.escolhas, v.observacao
      FROM p, ROWS FROM (jsonb_to_recordset(${JSON.stringify(itens)}::jsonb) AS (produto_id bigint, ordem int, nome text, tamanho text,
        quantidade int, preco_unitario_centavos int, borda text, sabores jsonb, complementos jsonb, escolhas jsonb, observacao text)) WITH ORDINALITY v
      ORDER BY v.ordinality
      RETURNING *
    ), g AS (
      INSERT INTO pedido_pagamentos (empresa_id, pedido_id, forma_pagamento_id, forma_pagamento_padrao_id, tipo, forma_tipo, valor_centavos, troco_para_centavos, observacao)
      SELECT ${e}, p.id, v.forma_pagamento_id, v.forma_pagamento_padrao_id, v.tipo, v.forma_tipo, v.valor_centavos, v.troco_para_centavos, v.observacao
      FROM p, ROWS FROM (jsonb_to_recordset(${JSON.stringify(pagamentos)}::jsonb) AS (forma_pagamento_id bigint, forma_pagamento_padrao_id bigint,
        tipo text, forma_tipo text, valor_centavos int, troco_para_centavos int, observacao text)) WITH ORDINALITY v
      ORDER BY v.ordinality
      RETURNING *
    ), h AS (
      INSERT INTO pedido_historico (empresa_id, pedido_id, status, usuario_id) SELECT ${e}, p.id, p.status, ${p.criado_por}::bigint FROM p
    )
    SELECT ${pedidoJson(tx, { itens: sql`i`, pagamentos: sql`g` })} AS j FROM p`,
  );
  return row!.j;
}

/** An idempotency key's answer to store: the order's creation answer, its `numero_pedido` set where stored. */
export interface RespostaAGuardar {
  chave: ChaveIdempotente;
  status: number;
  corpo: object;
}

/**
 * The order's number, in one statement: the business's next number and board version (the counter row stays locked
 * until commit), written on the order, and its `pedido.criado` event (sent on commit). Run it last: every statement
 * after it waits with every other order of the business. `ultima`: it IS the transaction's last statement, so on a
 * server it travels with COMMIT (`ultimaInstrucao`: the lock is held for one message, not for the API's turns), and
 * stores `resposta` (the idempotency key's answer) with the number it took.
 */
export async function numerarPedido(
  tx: TenantTx,
  pedidoId: number,
  ultima?: { resposta?: RespostaAGuardar | undefined },
): Promise<{ numero: number; versao: number }> {
  const e = tx.empresaId;
  const r = ultima?.resposta;
  const guardar = r
    ? sql`, r AS (${guardarResposta(tx, r.chave, r.status, sql`jsonb_set(${JSON.stringify(r.corpo)}::jsonb, '{numero_pedido}', (SELECT to_jsonb(p.numero_pedido) FROM p))`)})`
    : sql``;
  const consulta = sql`
    WITH c AS (
      INSERT INTO pedido_contadores (empresa_id, ultimo_numero, versao) VALUES (${e}, 1, 1)
      ON CONFLICT (empresa_id) DO UPDATE SET ultimo_numero = pedido_contadores.ultimo_numero + 1, versao = pedido_contadores.versao + 1
      RETURNING ultimo_numero, versao
    ), p AS (
      UPDATE pedidos SET numero_pedido = c.ultimo_numero FROM c
      WHERE pedidos.empresa_id = ${e} AND pedidos.id = ${pedidoId} AND pedidos.numero_pedido IS NULL
      RETURNING pedidos.id, pedidos.numero_pedido, pedidos.status
    )${guardar}
    SELECT p.numero_pedido AS numero, c.versao,
      pg_notify(${CANAL}, json_build_object('empresa_id', ${e}::bigint, 'tipo', 'pedido.criado', 'pedido_id', p.id,
        'numero_pedido', p.numero_pedido, 'status', p.status, 'versao', c.versao)::text) AS notificado
    FROM p, c`;
  const [row] = await (ultima ? ultimaInstrucao : queryRows)<{ numero: number; versao: number }>(tx, consulta);
  // no row: the order is not this transaction's unnumbered order (a caller's bug); failing rolls the counter back
  if (!row) throw new Error(`pedido ${pedidoId} não encontrado para numerar`);
  return { numero: Number(row.numero), versao: Number(row.versao) };
}

/** The key's answer as the transaction's last statement (when effects ran after the number). */
export async function guardarRespostaPorUltimo(tx: TenantTx, r: RespostaAGuardar): Promise<void> {
  await ultimaInstrucao(tx, guardarResposta(tx, r.chave, r.status, sql`${JSON.stringify(r.corpo)}::jsonb`));
}
