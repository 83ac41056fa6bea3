import crypto from 'node:crypto';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { z } from 'zod';
import { reaisToCentavos } from '@app/shared/domain/money.ts';
import {
  CARRINHO_STEPS,
  type Carrinho,
  type carrinhoCreateSchema,
  type carrinhoPatchSchema,
} from '@app/shared/schemas/carrinhos.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import * as pedidos from '../../pedidos/index.ts';
import * as q from '../queries/carrinhos.ts';

// Carts (spec §3 Cart, §7 Carts): the browser's draft, kept on the server so it survives reloads and the business
// sees its funnel and abandoned carts. The server prices the items with the orders' quote (the shared price
// functions over the catalogue); prices a browser sends are ignored. Each step reached is recorded once; the
// `confirmado` step is the server's, set when the cart becomes an order.

export const NAO_ENCONTRADO = 'Carrinho não encontrado';
type Itens = z.output<typeof carrinhoCreateSchema>['itens'];
type Patch = z.output<typeof carrinhoPatchSchema>;

interface Precificado {
  itens: Itens;
  precos: Carrinho['precos'];
  subtotal_centavos: number;
  qtde_itens: number;
}

/** Prices the items from the catalogue (400 naming the item when one is gone or its choices are invalid). */
export async function precificar(tx: TenantTx, itens: Itens): Promise<Precificado> {
  if (itens.length === 0) return { itens, precos: [], subtotal_centavos: 0, qtde_itens: 0 };
  const c = await pedidos.cotacaoNaTx(tx, { tipo: 'retirada', canal: 'cardapio', itens, pagamentos: [] });
  return {
    itens: itens.map(({ preco: _ignorado, ...i }) => i),
    precos: c.itens.map((i) => ({ produto_id: i.produto_id, nome: i.nome, preco_unitario: i.preco_unitario })),
    subtotal_centavos: reaisToCentavos(c.subtotal_itens),
    qtde_itens: itens.reduce((a, i) => a + i.quantidade, 0),
  };
}

async function paraApi(tx: TenantTx, l: q.CarrinhoLinha, precos?: Carrinho['precos']): Promise<Carrinho> {
  const etapas = await q.etapas(tx, l.id);
  const ordem = (e: (typeof CARRINHO_STEPS)[number]) => CARRINHO_STEPS.indexOf(e);
  return {
    id: l.codigo,
    session: l.session,
    itens: l.itens,
    step_atual: l.step_atual,
    etapas: etapas.sort((a, b) => ordem(a) - ordem(b)),
    precos: precos ?? (await precificarSeguro(tx, l.itens as Itens)),
    subtotal: l.subtotal_centavos / 100,
    qtde_itens: l.qtde_itens,
    nome: l.nome,
    telefone: l.telefone,
    pedido_codigo: l.pedido_id ? ((await pedidos.codigoDoPedido(tx, l.pedido_id)) ?? null) : null,
    criado_em: l.criado_em.toISOString(),
    atualizado_em: l.atualizado_em.toISOString(),
  };
}

/** On a read, an item that left the menu meanwhile must not make the cart unreadable: its price is just absent. */
async function precificarSeguro(tx: TenantTx, itens: Itens): Promise<Carrinho['precos']> {
  try {
    return (await precificar(tx, itens)).precos;
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return [];
    throw err;
  }
}

async function registrarEtapas(tx: TenantTx, l: q.CarrinhoLinha): Promise<void> {
  if (l.qtde_itens > 0) await q.registrarEtapa(tx, l.id, 'carrinho');
  if (l.step_atual) await q.registrarEtapa(tx, l.id, l.step_atual);
}

function exigirEtapaDoCliente(step: string | undefined) {
  if (step === 'confirmado')
    throw new AppError(400, 'A etapa "confirmado" é marcada quando o pedido é feito', [
      { campo: 'step_atual', mensagem: 'A etapa "confirmado" é marcada quando o pedido é feito' },
    ]);
}

async function aplicar(tx: TenantTx, l: q.CarrinhoLinha, p: Patch, clienteId: number | null) {
  if (l.pedido_id) throw conflict('Este carrinho já virou um pedido');
  exigirEtapaDoCliente(p.step_atual);
  const set: q.CarrinhoGravar = {};
  let precos: Carrinho['precos'] | undefined;
  if (p.itens !== undefined) {
    const r = await precificar(tx, p.itens);
    Object.assign(set, { itens: r.itens, subtotal_centavos: r.subtotal_centavos, qtde_itens: r.qtde_itens });
    precos = r.precos;
  }
  if (p.step_atual !== undefined) set.step_atual = p.step_atual;
  if (p.session !== undefined) set.session = p.session;
  if (p.nome !== undefined) set.nome = p.nome || null;
  if (p.telefone !== undefined) set.telefone = p.telefone;
  if (clienteId) set.cliente_id = clienteId;
  const novo = await q.atualizar(tx, l.id, set);
  await registrarEtapas(tx, novo);
  return paraApi(tx, novo, precos);
}

/** POST /carrinhos: the session's cart — created (201), or its open one changed by the body (200). */
export function criar(
  t: Tenant,
  b: Omit<z.output<typeof carrinhoCreateSchema>, 'slug'>,
  clienteId: number | null,
): Promise<{ status: 200 | 201; body: Carrinho }> {
  return t.transacao(async (tx) => {
    const aberto = await q.abertoDaSessao(tx, b.session);
    const { session: _s, ...resto } = b;
    if (aberto) return { status: 200, body: await aplicar(tx, aberto, resto, clienteId) };
    exigirEtapaDoCliente(b.step_atual);
    const r = await precificar(tx, b.itens);
    const l = await q.inserir(tx, {
      codigo: crypto.randomBytes(18).toString('base64url'),
      session: b.session,
      cliente_id: clienteId,
      nome: b.nome || null,
      telefone: b.telefone ?? null,
      itens: r.itens,
      step_atual: b.step_atual,
      subtotal_centavos: r.subtotal_centavos,
      qtde_itens: r.qtde_itens,
    });
    await registrarEtapas(tx, l);
    return { status: 201, body: await paraApi(tx, l, r.precos) };
  });
}

export function porCodigo(t: Tenant, codigo: string): Promise<Carrinho> {
  return t.transacao(async (tx) => {
    const l = await q.porCodigo(tx, codigo);
    if (!l) throw notFound(NAO_ENCONTRADO);
    return paraApi(tx, l);
  });
}

export function daSessao(t: Tenant, session: string): Promise<Carrinho> {
  return t.transacao(async (tx) => {
    const l = await q.abertoDaSessao(tx, session);
    if (!l) throw notFound(NAO_ENCONTRADO);
    return paraApi(tx, l);
  });
}

export function alterar(t: Tenant, codigo: string, p: Patch, clienteId: number | null): Promise<Carrinho> {
  return t.transacao(async (tx) => {
    const l = await q.porCodigo(tx, codigo);
    if (!l) throw notFound(NAO_ENCONTRADO);
    return aplicar(tx, l, p, clienteId);
  });
}

/** DELETE: the customer emptied the cart. A cart that became an order stays (the funnel counts it). */
export function excluir(t: Tenant, codigo: string): Promise<void> {
  return t.transacao(async (tx) => {
    const l = await q.porCodigo(tx, codigo);
    if (!l) throw notFound(NAO_ENCONTRADO);
    if (l.pedido_id) throw conflict('Este carrinho já virou um pedido');
    await q.excluir(tx, l.id);
  });
}
