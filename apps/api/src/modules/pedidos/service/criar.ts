import crypto from 'node:crypto';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { CANAIS_SITE, statusInicial, type PedidoCanal } from '@app/shared/domain/pedido-status.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import type { Cotacao } from '@app/shared/schemas/pedidos-cardapio.ts';
import { conflict } from '../../../lib/errors.ts';
import { comIdempotencia } from '../../../lib/idempotencia.ts';
import * as clientes from '../../clientes/index.ts';
import * as cupons from '../../cupons/index.ts';
import { gravarPedido, numerarPedido } from '../queries/gravar.ts';
import { buscarPedido } from '../queries/consulta.ts';
import { aplicarEfeitos, type MudancaDeStatus } from './efeitos.ts';
import { preparar } from './preparar.ts';
import type { PedidoEntrada, Plano } from './plano.ts';

/** The customer the order is for (created at the counter when new), with the order counted for them. */
async function gravarCliente(tx: TenantTx, plano: Plano): Promise<number | null> {
  return plano.cliente ? clientes.registrarPedido(tx, plano.cliente) : null;
}

/** A typed-in address joins the customer's addresses; a chosen one is referenced as it is. */
async function gravarEndereco(tx: TenantTx, clienteId: number | null, plano: Plano): Promise<number | null> {
  const n = plano.endereco_novo;
  if (!n || !clienteId) return plano.endereco_id;
  return clientes.inserirEnderecoDoPedido(tx, clienteId, n);
}

/**
 * Creates an order from a draft, inside the caller's tenant transaction. The number comes last: from the moment it
 * is taken until commit the business's counter row is locked (numbers are gap-free), so the order's rows, the other
 * modules' effects, the answer's read and the caller's own writes (`antesDoNumero`) all run before it, and only
 * the numbering statement, the effects that need the number and what the caller does after this returns wait for
 * the business's other orders. The caller should therefore commit soon after.
 */
export async function criarPedido(
  tx: TenantTx,
  usuarioId: number | null,
  entrada: PedidoEntrada,
  antesDoNumero?: (pedidoId: number) => Promise<void>,
): Promise<Pedido> {
  const plano = await preparar(tx, entrada, 'criar');
  const clienteId = await gravarCliente(tx, plano);
  const enderecoId = await gravarEndereco(tx, clienteId, plano);
  // the limit holds under concurrency: the coupon's row update re-checks it on the latest version
  if (plano.cupom?.ok && !(await cupons.consumirUso(tx, plano.cupom.id)))
    throw conflict('Este cupom já atingiu o limite de usos');
  const status = statusInicial(entrada.canal as PedidoCanal, plano.auto_aceite);
  const t = plano.totais;
  const { id: pedidoId } = await gravarPedido(
    tx,
    {
      codigo: crypto.randomBytes(12).toString('base64url'),
      tipo: entrada.tipo,
      canal: entrada.canal,
      status,
      cliente_id: clienteId,
      nome_cliente: plano.cliente?.nome ?? null,
      telefone: plano.cliente?.telefone ?? null,
      endereco: plano.endereco,
      endereco_id: enderecoId,
      bairro: plano.endereco?.bairro ?? null,
      entregador_id: entrada.entregador_id ?? null,
      cupom_id: plano.cupom?.ok ? plano.cupom.id : null,
      cupom_codigo: plano.cupom?.ok ? plano.cupom.codigo : null,
      subtotal_itens_centavos: t.subtotal_itens_centavos,
      taxa_entrega_centavos: t.taxa_entrega_centavos,
      desconto_centavos: t.desconto_centavos,
      total_centavos: t.total_centavos,
      troco_centavos: plano.troco_centavos,
      pagamento_tipos: [...new Set(plano.pagamentos.map((p) => p.forma_tipo))],
      tempo_entrega_min: plano.tempo_entrega_min,
      observacao: entrada.observacao ?? null,
      observacao_interna: entrada.observacao_interna ?? null,
      criado_por: usuarioId,
      // staff typed it in: nobody needs an alarm for their own order; orders from the site must be seen
      visto_em: CANAIS_SITE.includes(entrada.canal as PedidoCanal) ? null : new Date(),
    },
    plano.itens.map((i, ordem) => ({
      produto_id: i.produto_id,
      ordem,
      nome: i.nome,
      tamanho: i.tamanho,
      quantidade: i.quantidade,
      preco_unitario_centavos: i.preco_unitario_centavos,
      borda: i.borda,
      sabores: i.sabores,
      complementos: i.complementos,
      escolhas: i.escolhas,
      observacao: i.observacao,
    })),
    plano.pagamentos,
  );
  const mudanca: MudancaDeStatus = {
    pedidoId,
    numeroPedido: null,
    de: null,
    para: status,
    tipo: entrada.tipo,
    canal: entrada.canal as PedidoCanal,
    usuarioId,
  };
  await aplicarEfeitos(tx, mudanca, 'sem-numero');
  if (antesDoNumero) await antesDoNumero(pedidoId);
  const pedido = (await buscarPedido(tx, pedidoId))!;
  // from here to commit the business's other orders wait
  const { numero } = await numerarPedido(tx, pedidoId);
  await aplicarEfeitos(tx, { ...mudanca, numeroPedido: numero }, 'com-numero');
  return { ...pedido, numero_pedido: numero };
}

/** POST /pedidos. With an Idempotency-Key a repeated submit creates one order and gets the same answer. */
export function criar(t: Tenant, usuarioId: number, entrada: PedidoEntrada, chave: string | undefined) {
  return comIdempotencia(t, 'POST /pedidos', chave, entrada, async (tx) => ({
    status: 201,
    body: await criarPedido(tx, usuarioId, entrada),
  }));
}

/** POST /pedidos/cotacao: the server's own prices for a draft, so the screen shows what will be charged. */
export function cotar(t: Tenant, entrada: PedidoEntrada): Promise<Cotacao> {
  return t.transacao((tx) => cotacaoNaTx(tx, entrada));
}

/** The quote inside the caller's transaction (the public menu prices a draft before creating its order). */
export async function cotacaoNaTx(tx: TenantTx, entrada: PedidoEntrada): Promise<Cotacao> {
  const plano = await preparar(tx, entrada, 'cotacao');
  const r = centavosToReais;
  const tot = plano.totais;
  return {
    itens: plano.itens.map((i) => ({
      produto_id: i.produto_id,
      nome: i.nome,
      quantidade: i.quantidade,
      preco_unitario: r(i.preco_unitario_centavos),
      subtotal: r(i.preco_unitario_centavos * i.quantidade),
    })),
    subtotal_itens: r(tot.subtotal_itens_centavos),
    taxa_entrega: r(tot.taxa_entrega_centavos),
    desconto: r(tot.desconto_centavos),
    total_pedido: r(tot.total_centavos),
    area_nome: plano.area_nome,
    cupom: plano.cupom ? { codigo: plano.cupom.codigo, ok: plano.cupom.ok, motivo: plano.cupom.motivo } : null,
    previsao_entrega: new Date(Date.now() + plano.tempo_entrega_min * 60_000).toISOString(),
  };
}
