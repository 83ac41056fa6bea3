import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { statusInicial, type PedidoCanal } from '@app/shared/domain/pedido-status.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import type { Cotacao } from '@app/shared/schemas/pedidos-cardapio.ts';
import { conflict } from '../../../lib/errors.ts';
import { comIdempotencia, type ChaveIdempotente } from '../../../lib/idempotencia.ts';
import { emLote, iniciar } from '../../../db/lote.ts';
import * as clientes from '../../clientes/index.ts';
import * as cupons from '../../cupons/index.ts';
import { gravarPedido, guardarRespostaPorUltimo, numerarPedido } from '../queries/gravar.ts';
import { aplicarEfeitos, haEfeitoComNumero, type MudancaDeStatus } from './efeitos.ts';
import { itensNovos, itensParaEstoque, pedidoNovo } from './novo.ts';
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

/** How the caller's transaction goes on around the order's creation. */
export interface OpcoesDeCriacao {
  /** The caller's own writes that need the order's id, run before the number (D-314). */
  antesDoNumero?: (pedidoId: number) => Promise<void>;
  /**
   * The creation ends the caller's transaction: nothing is sent after it, and its last statement (on a server, sent
   * with COMMIT) also stores the idempotency key's answer, `resposta` of the order as created (its `numero_pedido`
   * set by that statement).
   */
  fim?: { chave: ChaveIdempotente | null; status: number; resposta: (p: Pedido) => object };
}

/**
 * Creates an order from a draft, inside the caller's tenant transaction. The number comes last: from the moment it
 * is taken until commit the business's counter row is locked (numbers are gap-free), so the order's rows, the other
 * modules' effects and the caller's own writes (`antesDoNumero`) all run before it, and only the numbering
 * statement and the effects that need the number (when they have work) wait for the business's other orders. The
 * answer is the one the order's write built (no read-back). With `fim`, that statement ends the transaction.
 */
export async function criarPedido(
  tx: TenantTx,
  usuarioId: number | null,
  entrada: PedidoEntrada,
  opcoes: OpcoesDeCriacao = {},
): Promise<Pedido> {
  const plano = await preparar(tx, entrada, 'criar');
  const status = statusInicial(entrada.canal as PedidoCanal, plano.auto_aceite);
  // An existing customer's id is known: the order counted for them, the coupon's use and the order's write need no
  // answer from each other and go together (one message on a server); a new customer's id comes from its INSERT.
  const pedido = await emLote(tx, async (t) => {
    const contado = iniciar(gravarCliente(t, plano));
    const clienteId = plano.cliente?.id ?? (await contado);
    const enderecoId = await gravarEndereco(t, clienteId, plano);
    // the limit holds under concurrency: the coupon's row update re-checks it on the latest version
    const uso = plano.cupom?.ok ? iniciar(cupons.consumirUso(t, plano.cupom.id)) : undefined;
    const gravado = iniciar(
      gravarPedido(
        t,
        pedidoNovo(plano, entrada, status, clienteId, enderecoId, usuarioId),
        itensNovos(plano),
        plano.pagamentos,
      ),
    );
    await contado;
    if (uso && !(await uso)) throw conflict('Este cupom já atingiu o limite de usos');
    return gravado;
  });
  const mudanca: MudancaDeStatus = {
    pedidoId: pedido.id,
    numeroPedido: null,
    de: null,
    para: status,
    tipo: entrada.tipo,
    canal: entrada.canal as PedidoCanal,
    usuarioId,
    itens: itensParaEstoque(plano),
  };
  await aplicarEfeitos(tx, mudanca, 'sem-numero', true);
  if (opcoes.antesDoNumero) await opcoes.antesDoNumero(pedido.id);
  const fim = opcoes.fim;
  const depois = await haEfeitoComNumero(tx, { ...mudanca, itens: undefined });
  const resposta = (p: Pedido) => fim?.chave && { chave: fim.chave, status: fim.status, corpo: fim.resposta(p) };
  // from here to commit the business's other orders wait
  const { numero } = await numerarPedido(
    tx,
    pedido.id,
    // the number's statement ends the transaction, storing the answer (its number set there)
    fim && !depois ? { resposta: resposta({ ...pedido, numero_pedido: 0 }) || undefined } : undefined,
  );
  const criado = { ...pedido, numero_pedido: numero };
  if (!depois) return criado;
  await aplicarEfeitos(tx, { ...mudanca, numeroPedido: numero, itens: undefined }, 'com-numero');
  const r = resposta(criado);
  if (r) await guardarRespostaPorUltimo(tx, r);
  return criado;
}

/** POST /pedidos. With an Idempotency-Key a repeated submit creates one order and gets the same answer. */
export function criar(t: Tenant, usuarioId: number, entrada: PedidoEntrada, chave: string | undefined) {
  return comIdempotencia(t, 'POST /pedidos', chave, entrada, async (tx, k) => ({
    status: 201,
    body: await criarPedido(tx, usuarioId, entrada, { fim: { chave: k, status: 201, resposta: (p) => p } }),
    guardada: k !== null,
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
