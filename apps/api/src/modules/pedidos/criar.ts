import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { statusInicial, type PedidoCanal } from '@app/shared/domain/pedido-status.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { conflict } from '../../lib/errors.ts';
import { notificar } from '../../lib/eventos.ts';
import { buscarPedido } from './consulta.ts';
import type { PedidoEntrada, Plano } from './preparar.ts';
import { preparar } from './preparar.ts';

/** Next order number and board version of a business, under the counter row's lock (gap-free per business). */
export async function proximoContador(tx: Tx, empresaId: number, novoPedido: boolean): Promise<{ numero: number; versao: number }> {
  const inc = novoPedido ? 1 : 0;
  const [c] = await queryRows<{ numero: number; versao: number }>(tx, sql`
    INSERT INTO pedido_contadores (empresa_id, ultimo_numero, versao) VALUES (${empresaId}, ${inc}, 1)
    ON CONFLICT (empresa_id) DO UPDATE SET ultimo_numero = pedido_contadores.ultimo_numero + ${inc}, versao = pedido_contadores.versao + 1
    RETURNING ultimo_numero AS numero, versao`);
  return { numero: c!.numero, versao: Number(c!.versao) };
}

async function gravarCliente(tx: Tx, empresaId: number, plano: Plano): Promise<number | null> {
  const c = plano.cliente;
  if (!c) return null;
  let id = c.id;
  if (c.novo) {
    const [novo] = await queryRows<{ id: number }>(tx, sql`
      INSERT INTO clientes (empresa_id, nome, telefone, origem_cliente, nome_busca)
      VALUES (${empresaId}, ${c.nome}, ${c.telefone}, 'balcao', ${normalizarTexto(c.nome)}) RETURNING id`);
    id = Number(novo!.id);
  }
  await tx.execute(sql`UPDATE clientes SET total_pedidos = total_pedidos + 1, ultimo_pedido_em = now() WHERE empresa_id = ${empresaId} AND id = ${id}`);
  return id;
}

async function gravarEndereco(tx: Tx, empresaId: number, clienteId: number | null, plano: Plano): Promise<number | null> {
  const n = plano.endereco_novo;
  if (!n || !clienteId) return plano.endereco_id;
  const [{ tem } = { tem: false }] = await queryRows<{ tem: boolean }>(tx, sql`SELECT EXISTS (SELECT 1 FROM enderecos WHERE empresa_id = ${empresaId} AND cliente_id = ${clienteId}) AS tem`);
  const [e] = await queryRows<{ id: number }>(tx, sql`
    INSERT INTO enderecos (empresa_id, cliente_id, rua, numero, bairro, complemento, cidade, estado, cep, ponto_referencia, nome_identificacao, endereco_padrao)
    VALUES (${empresaId}, ${clienteId}, ${n.rua}, ${n.numero}, ${n.bairro}, ${n.complemento}, ${n.cidade}, ${n.estado}, ${n.cep}, ${n.ponto_referencia}, ${n.nome_identificacao}, ${!tem})
    RETURNING id`);
  return Number(e!.id);
}

/** Creates an order from a draft. Runs inside the caller's tenant transaction (see comIdempotencia). */
export async function criarPedido(tx: Tx, empresaId: number, usuarioId: number, entrada: PedidoEntrada): Promise<Pedido> {
  const plano = await preparar(tx, empresaId, entrada, 'criar');
  const clienteId = await gravarCliente(tx, empresaId, plano);
  const enderecoId = await gravarEndereco(tx, empresaId, clienteId, plano);
  if (plano.cupom?.ok) {
    // the limit holds under concurrency: the row update re-checks it on the latest version
    const ok = await queryRows<{ id: number }>(tx, sql`
      UPDATE cupons SET usos = usos + 1 WHERE empresa_id = ${empresaId} AND id = ${plano.cupom.id} AND (limite_total IS NULL OR usos < limite_total) RETURNING id`);
    if (ok.length === 0) throw conflict('Este cupom já atingiu o limite de usos');
  }
  const { numero, versao } = await proximoContador(tx, empresaId, true);
  const status = statusInicial(entrada.canal as PedidoCanal, plano.auto_aceite);
  const t = plano.totais;
  const codigo = crypto.randomBytes(12).toString('base64url');
  const tiposPagamento = [...new Set(plano.pagamentos.map((p) => p.forma_tipo))];
  const [p] = await queryRows<{ id: number }>(tx, sql`
    INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, cliente_id, nome_cliente, telefone, endereco, endereco_id, bairro,
      entregador_id, cupom_id, cupom_codigo, subtotal_itens_centavos, taxa_entrega_centavos, desconto_centavos, total_centavos, troco_centavos,
      pagamento_tipos, previsao_entrega, observacao, observacao_interna, criado_por)
    VALUES (${empresaId}, ${numero}, ${codigo}, ${entrada.tipo}, ${entrada.canal}, ${status}, ${clienteId}, ${plano.cliente?.nome ?? null},
      ${plano.cliente?.telefone ?? null}, ${plano.endereco ? JSON.stringify(plano.endereco) : null}::jsonb, ${enderecoId}, ${plano.endereco?.bairro ?? null},
      ${entrada.entregador_id ?? null}, ${plano.cupom?.ok ? plano.cupom.id : null}, ${plano.cupom?.ok ? plano.cupom.codigo : null},
      ${t.subtotal_itens_centavos}, ${t.taxa_entrega_centavos}, ${t.desconto_centavos}, ${t.total_centavos}, ${plano.troco_centavos},
      ${`{${tiposPagamento.join(',')}}`}::text[], now() + make_interval(mins => ${plano.tempo_entrega_min}),
      ${entrada.observacao ?? null}, ${entrada.observacao_interna ?? null}, ${usuarioId})
    RETURNING id`);
  const pedidoId = Number(p!.id);
  for (const [ordem, i] of plano.itens.entries()) {
    await tx.execute(sql`
      INSERT INTO pedido_itens (empresa_id, pedido_id, produto_id, ordem, nome, tamanho, quantidade, preco_unitario_centavos, borda, sabores, complementos, escolhas, observacao)
      VALUES (${empresaId}, ${pedidoId}, ${i.produto_id}, ${ordem}, ${i.nome}, ${i.tamanho}, ${i.quantidade}, ${i.preco_unitario_centavos}, ${i.borda},
        ${JSON.stringify(i.sabores)}::jsonb, ${JSON.stringify(i.complementos)}::jsonb, ${JSON.stringify(i.escolhas)}::jsonb, ${i.observacao})`);
  }
  for (const g of plano.pagamentos) {
    await tx.execute(sql`
      INSERT INTO pedido_pagamentos (empresa_id, pedido_id, forma_pagamento_id, forma_pagamento_padrao_id, tipo, forma_tipo, valor_centavos, troco_para_centavos, observacao)
      VALUES (${empresaId}, ${pedidoId}, ${g.forma_pagamento_id}, ${g.forma_pagamento_padrao_id}, ${g.tipo}, ${g.forma_tipo}, ${g.valor_centavos}, ${g.troco_para_centavos}, ${g.observacao})`);
  }
  await tx.execute(sql`INSERT INTO pedido_historico (empresa_id, pedido_id, status, usuario_id) VALUES (${empresaId}, ${pedidoId}, ${status}, ${usuarioId})`);
  await notificar(tx, { empresa_id: empresaId, tipo: 'pedido.criado', pedido_id: pedidoId, numero_pedido: numero, status, versao });
  return (await buscarPedido(tx, empresaId, pedidoId))!;
}
