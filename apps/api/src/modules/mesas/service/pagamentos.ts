import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { z } from 'zod';
import type { pagamentoCriarSchema, quitarSchema } from '@app/shared/schemas/comandas.ts';
import { dividirIgual, resumoComanda, taxaDoPagamento } from '@app/shared/domain/comanda.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { comIdempotencia } from '../../../lib/idempotencia.ts';
import * as formasPagamento from '../../formas-pagamento/index.ts';
import * as qp from '../queries/pagamentos.ts';
import type * as qc from '../queries/comandas.ts';
import { avisar, carregar, mudarStatus, registrar, travar, type Carregada } from './base.ts';
import { detalhe } from './leitura.ts';

// Payments of a tab: an amount, chosen items, one of N equal parts, or all that is left; the fee by the cumulative
// rule; discount, surcharge, cash received and change; reversal and cancellation with a reason.

type Campos = z.output<typeof quitarSchema>;
type Criar = z.output<typeof pagamentoCriarSchema>;
type ItensQtd = { item_id: number; quantidade: number }[];

/** The base of chosen items: Σ quantity × unit price; every unit must be on the tab, alive and not yet paid. */
export function baseDosItens(k: Carregada, escolhidos: ItensQtd): number {
  const porId = new Map(k.itens.map((i) => [i.id, i]));
  const somados = new Map<number, number>();
  let base = 0;
  escolhidos.forEach((e, n) => {
    const item = porId.get(e.item_id);
    if (!item)
      throw new AppError(404, 'Item não encontrado nesta comanda', [
        { campo: `itens.${n}.item_id`, mensagem: 'Item não encontrado nesta comanda' },
      ]);
    if (item.status === 'cancelado') throw conflict(`${item.nome}: item cancelado`);
    const total = (somados.get(e.item_id) ?? 0) + e.quantidade;
    if (total > item.quantidade - item.quantidade_paga)
      throw conflict(`${item.nome}: só ${item.quantidade - item.quantidade_paga} unidade(s) a pagar`);
    somados.set(e.item_id, total);
    base += e.quantidade * item.preco_unitario_centavos;
  });
  return base;
}

/** Writes one payment of `base` on the locked tab; returns its id. Settles the tab when nothing is left. */
export async function registrarPagamento(
  tx: TenantTx,
  c: qc.ComandaLinha,
  k: Carregada,
  usuarioId: number,
  b: Campos,
  base: number,
  itens: ItensQtd = [],
): Promise<number> {
  const r = resumoComanda(k.ledger);
  if (base <= 0) throw conflict('Não há saldo a pagar nesta comanda');
  if (base > r.saldo_base_centavos)
    throw conflict(`O valor passa do que falta pagar dos itens (${formatBRL(Math.max(0, r.saldo_base_centavos))})`);
  const [forma] = await formasPagamento.formasParaPedido(tx, [b]);
  if (!forma)
    throw new AppError(400, 'Forma de pagamento não encontrada', [
      { campo: 'forma_pagamento_id', mensagem: 'Forma de pagamento não encontrada' },
    ]);
  const aplicar = b.aplicar_taxa_servico ?? c.taxa_servico_default_aplicar;
  const taxa = taxaDoPagamento(k.ledger, base, aplicar);
  const desconto = reaisToCentavos(b.desconto_valor);
  const acrescimo = reaisToCentavos(b.acrescimo_valor);
  const total = base + taxa + acrescimo - desconto;
  if (total < 0) throw badRequest('O desconto não pode passar do valor do pagamento', 'desconto_valor');
  const recebido = b.valor_recebido != null ? reaisToCentavos(b.valor_recebido) : total;
  if (recebido < total)
    throw badRequest(`O valor recebido é menor que o total do pagamento (${formatBRL(total)})`, 'valor_recebido');
  if (recebido > total && forma.tipo !== 'dinheiro')
    throw badRequest('Troco só vale para pagamento em dinheiro', 'valor_recebido');
  const id = await qp.inserir(tx, {
    comanda_id: c.id,
    forma_pagamento_id: b.forma_pagamento_id ?? null,
    forma_pagamento_padrao_id: b.forma_pagamento_padrao_id ?? null,
    forma_nome: forma.nome,
    forma_tipo: forma.tipo,
    valor_base_itens_centavos: base,
    aplicar_taxa_servico: aplicar,
    taxa_servico_centavos: taxa,
    desconto_centavos: desconto,
    acrescimo_centavos: acrescimo,
    total_centavos: total,
    valor_recebido_centavos: recebido,
    troco_centavos: recebido - total,
    nome_pagador: b.nome_pagador ?? null,
    observacao: b.observacao ?? null,
    criado_por: usuarioId,
  });
  if (itens.length) await qp.pagarItens(tx, id, itens);
  await registrar(tx, c, 'pagamento', usuarioId, { pagamento_id: id, total });
  const depois = resumoComanda((await carregar(tx, c)).ledger);
  // paid to the cent: the tab is settled (the table shows "paga" until it is closed and released)
  if (depois.saldo_centavos <= 0 && depois.subtotal_centavos > 0) await mudarStatus(tx, c, 'quitada', usuarioId);
  return id;
}

/** POST /comandas/{id}/pagamentos, with Idempotency-Key: a repeated tap pays once. */
export function pagar(t: Tenant, usuarioId: number, id: number, b: Criar, chave: string | undefined) {
  return comIdempotencia(t, `POST /comandas/${id}/pagamentos`, chave, b, async (tx) => {
    const c = await travar(tx, id, 'pagar');
    const k = await carregar(tx, c);
    const r = resumoComanda(k.ledger);
    const base = b.itens
      ? baseDosItens(k, b.itens)
      : b.valor_base_itens !== undefined
        ? reaisToCentavos(b.valor_base_itens)
        : b.partes !== undefined
          ? dividirIgual(Math.max(0, r.saldo_base_centavos), b.partes)[0]!
          : r.saldo_base_centavos;
    await registrarPagamento(tx, c, k, usuarioId, b, base, b.itens ?? []);
    await avisar(tx, c.mesa_id, id);
    return { status: 201, body: await detalhe(tx, id) };
  });
}

/** POST /comandas/{id}/pagamentos/{pid}/itens: records which items an active payment paid (within its base). */
export function pagarItens(t: Tenant, usuarioId: number, id: number, pid: number, itens: ItensQtd) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'pagar');
    const k = await carregar(tx, c);
    const p = k.pagamentos.find((x) => x.id === pid);
    if (!p) throw notFound('Pagamento não encontrado');
    if (p.status !== 'ativo') throw conflict('Este pagamento foi estornado ou cancelado');
    const jaVinculado = p.itens.reduce((a, x) => {
      const item = k.itens.find((i) => i.id === Number(x.item_id));
      return a + (item ? item.preco_unitario_centavos * Number(x.quantidade) : 0);
    }, 0);
    const base = baseDosItens(k, itens);
    if (jaVinculado + base > p.valor_base_itens_centavos)
      throw conflict(`Os itens passam do valor deste pagamento (${formatBRL(p.valor_base_itens_centavos)})`);
    await qp.pagarItens(tx, pid, itens);
    await registrar(tx, c, 'pagamento_itens', usuarioId, { pagamento_id: pid, itens });
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

/** Reverse (money moved back) or cancel (never took effect) a payment; both stay on record with who and why. */
export function anular(
  t: Tenant,
  usuarioId: number,
  id: number,
  pid: number,
  como: 'estornado' | 'cancelado',
  motivo: string,
) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'anular_pagamento');
    const k = await carregar(tx, c);
    const p = k.pagamentos.find((x) => x.id === pid);
    if (!p) throw notFound('Pagamento não encontrado');
    if (p.status !== 'ativo')
      throw conflict(`Este pagamento já foi ${p.status === 'estornado' ? 'estornado' : 'cancelado'}`);
    await qp.anular(tx, pid, como, motivo, usuarioId);
    await registrar(tx, c, como === 'estornado' ? 'pagamento_estornado' : 'pagamento_cancelado', usuarioId, {
      pagamento_id: pid,
      motivo,
    });
    // money is owed again: a settled tab goes back to where it was before settling
    if (c.status === 'quitada') await mudarStatus(tx, c, c.fechada_em ? 'fechada' : 'aberta', usuarioId);
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}
