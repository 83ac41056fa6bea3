import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { montarItemPedido, type ItemPedidoSnapshot } from '@app/shared/domain/preco-item.ts';
import { resolverAreaEntrega, type AreaParaResolver } from '@app/shared/domain/entrega.ts';
import { validarCupom, dataLocal, type CupomRegra } from '@app/shared/domain/cupons.ts';
import { calcularTotais, validarPagamentos, type Totais } from '@app/shared/domain/pedido-totais.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { normalizarTelefone } from '@app/shared/domain/telefone.ts';
import { normalizarCep } from '@app/shared/domain/cep.ts';
import type { PedidoBody } from '@app/shared/schemas/pedidos.ts';
import type { z } from 'zod';
import type { cotacaoBodySchema, pedidoBodySchema } from '@app/shared/schemas/pedidos.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { carregarCardapio } from './cardapio.ts';

// Turns a draft into a priced plan: the customer and address it refers to, every item priced by the shared
// function from the catalogue, the delivery fee from the delivery areas, the coupon's discount, and the
// payments checked against the total. Used by the quote (nothing written) and by order creation.

export type PedidoEntrada = z.output<typeof pedidoBodySchema> | z.output<typeof cotacaoBodySchema>;
export type { PedidoBody };

export interface EnderecoSnapshot {
  rua: string; numero: string | null; bairro: string; cidade: string; estado: string; cep: string | null;
  complemento: string | null; ponto_referencia: string | null;
}

export interface ClientePlano { id: number | null; nome: string; telefone: string | null; novo: boolean }
export interface PagamentoPlano {
  forma_pagamento_id: number | null; forma_pagamento_padrao_id: number | null; tipo: string; forma_tipo: string;
  valor_centavos: number; troco_para_centavos: number | null; observacao: string | null;
}

export interface Plano {
  cliente: ClientePlano | null;
  endereco: EnderecoSnapshot | null;
  endereco_id: number | null;
  endereco_novo: (EnderecoSnapshot & { nome_identificacao: string | null }) | null;
  itens: (ItemPedidoSnapshot & { produto_id: number; quantidade: number; observacao: string | null; escolhas: unknown })[];
  totais: Totais;
  area_nome: string | null;
  cupom: { id: number; codigo: string; ok: boolean; motivo: string | null } | null;
  pagamentos: PagamentoPlano[];
  troco_centavos: number;
  tempo_entrega_min: number;
  auto_aceite: boolean;
}

async function carregarCliente(tx: Tx, empresaId: number, e: PedidoEntrada): Promise<ClientePlano | null> {
  if (e.cliente_id !== undefined) {
    const [c] = await queryRows<{ id: number; nome: string; telefone: string | null }>(tx, sql`
      SELECT id, nome, telefone FROM clientes WHERE empresa_id = ${empresaId} AND id = ${e.cliente_id} AND anonimizado_em IS NULL`);
    if (!c) throw notFound('Cliente não encontrado');
    return { id: Number(c.id), nome: c.nome, telefone: c.telefone, novo: false };
  }
  if (e.cliente) {
    const telefone = normalizarTelefone(e.cliente.telefone);
    if (!telefone) throw new AppError(400, 'Telefone inválido', [{ campo: 'cliente.telefone', mensagem: 'Telefone inválido' }]);
    // the same phone is the same customer: reuse it instead of failing on the unique index
    const [c] = await queryRows<{ id: number; nome: string }>(tx, sql`SELECT id, nome FROM clientes WHERE empresa_id = ${empresaId} AND telefone = ${telefone}`);
    return c ? { id: Number(c.id), nome: c.nome, telefone, novo: false } : { id: null, nome: e.cliente.nome, telefone, novo: true };
  }
  return null;
}

async function carregarEndereco(tx: Tx, empresaId: number, e: PedidoEntrada, cliente: ClientePlano | null) {
  if (e.tipo !== 'delivery') return { endereco: null, endereco_id: null, endereco_novo: null, taxa_endereco: 0 };
  if (e.endereco_id !== undefined) {
    if (!cliente?.id) throw notFound('Endereço não encontrado');
    const [a] = await queryRows<EnderecoSnapshot & { id: number; taxa_entrega_centavos: number }>(tx, sql`
      SELECT id, rua, numero, bairro, cidade, estado, cep, complemento, ponto_referencia, taxa_entrega_centavos
      FROM enderecos WHERE empresa_id = ${empresaId} AND id = ${e.endereco_id} AND cliente_id = ${cliente.id}`);
    if (!a) throw notFound('Endereço não encontrado');
    const { id, taxa_entrega_centavos, ...snap } = a;
    return { endereco: snap, endereco_id: Number(id), endereco_novo: null, taxa_endereco: taxa_entrega_centavos };
  }
  const n = e.endereco!;
  const cep = n.cep ? normalizarCep(n.cep) : null;
  if (n.cep && !cep) throw new AppError(400, 'CEP inválido', [{ campo: 'endereco.cep', mensagem: 'CEP inválido' }]);
  const snap: EnderecoSnapshot = {
    rua: n.rua, numero: n.numero ?? null, bairro: n.bairro, cidade: n.cidade, estado: n.estado, cep,
    complemento: n.complemento ?? null, ponto_referencia: n.ponto_referencia ?? null,
  };
  return { endereco: snap, endereco_id: null, endereco_novo: { ...snap, nome_identificacao: n.nome_identificacao ?? null }, taxa_endereco: 0 };
}

async function precificarItens(tx: Tx, empresaId: number, e: PedidoEntrada, regraOut: { regra?: string }) {
  const ids = [...new Set(e.itens.map((i) => i.produto_id))];
  const cardapio = await carregarCardapio(tx, empresaId, ids);
  regraOut.regra = cardapio.regra;
  const porId = new Map(cardapio.produtos.map((p) => [p.id, p]));
  const erros: { campo: string; mensagem: string }[] = [];
  const itens: Plano['itens'] = [];
  e.itens.forEach((item, i) => {
    const produto = porId.get(item.produto_id);
    if (!produto) {
      erros.push({ campo: `itens.${i}.produto_id`, mensagem: 'Produto não encontrado ou indisponível' });
      return;
    }
    const r = montarItemPedido(produto, { tamanho: item.tamanho ?? null, opcoes: item.opcoes });
    if (!r.ok) {
      for (const m of r.erros) erros.push({ campo: `itens.${i}`, mensagem: `${produto.nome}: ${m}` });
      return;
    }
    itens.push({ ...r.valor, produto_id: produto.id, quantidade: item.quantidade, observacao: item.observacao ?? null, escolhas: { tamanho: item.tamanho ?? null, opcoes: item.opcoes } });
  });
  if (erros.length) throw new AppError(400, erros.length === 1 ? erros[0]!.mensagem : 'Há itens inválidos no pedido', erros);
  return itens;
}

async function taxaEntrega(tx: Tx, empresaId: number, endereco: EnderecoSnapshot | null, taxaEndereco: number, subtotal: number) {
  if (!endereco) return { taxa: 0, area_nome: null as string | null };
  const areas = await queryRows<AreaParaResolver & { cidade_nome: string | null }>(tx, sql`
    SELECT a.id::int AS id, a.nome, a.ativo, c.cidade AS cidade, a.bairros, a.raio_km::float8 AS raio_km, a.latitude, a.longitude,
      a.taxa_entrega_centavos, a.tempo_estimado, a.pedido_minimo_centavos
    FROM areas_entrega a LEFT JOIN cidades_atendidas c ON c.empresa_id = a.empresa_id AND c.id = a.cidade_atendida_id
    WHERE a.empresa_id = ${empresaId} AND a.ativo`);
  // Without delivery areas the business prices delivery per address (the address's own taxa_entrega).
  if (areas.length === 0) return { taxa: taxaEndereco, area_nome: null };
  const r = resolverAreaEntrega({ bairro: endereco.bairro, cidade: endereco.cidade }, areas);
  if (!r.ok) throw new AppError(400, r.motivo, [{ campo: 'endereco', mensagem: r.motivo }]);
  if (subtotal < r.pedido_minimo_centavos) {
    const msg = `Pedido mínimo para ${r.nome}: ${formatBRL(r.pedido_minimo_centavos)}`;
    throw new AppError(400, msg, [{ campo: 'itens', mensagem: msg }]);
  }
  return { taxa: r.taxa_entrega_centavos, area_nome: r.nome };
}

async function aplicarCupom(tx: Tx, empresaId: number, codigo: string, cliente: ClientePlano | null, subtotal: number, taxa: number, timezone: string) {
  const [c] = await queryRows<CupomRegra & { id: number; codigo: string; usos: number; validade_inicio: string | null; validade_fim: string | null }>(tx, sql`
    SELECT id, codigo, tipo, valor_centesimos, pedido_minimo_centavos, to_char(validade_inicio, 'YYYY-MM-DD') AS validade_inicio,
      to_char(validade_fim, 'YYYY-MM-DD') AS validade_fim, limite_total, limite_por_cliente, ativo, usos
    FROM cupons WHERE empresa_id = ${empresaId} AND codigo = upper(${codigo.trim()})`);
  if (!c) return { cupom: null, desconto: 0, motivo: 'Cupom não encontrado' };
  let usosCliente = 0;
  if (cliente?.id) {
    const [u] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM pedidos WHERE empresa_id = ${empresaId} AND cliente_id = ${cliente.id} AND cupom_id = ${c.id} AND status <> 'cancelado'`);
    usosCliente = u?.n ?? 0;
  }
  const r = validarCupom(c, { subtotal_centavos: subtotal, taxa_entrega_centavos: taxa, cliente_id: cliente?.id ?? null, usos_total: c.usos, usos_cliente: usosCliente }, dataLocal(new Date(), timezone));
  return { cupom: { id: Number(c.id), codigo: c.codigo }, desconto: r.ok ? r.desconto_centavos : 0, motivo: r.ok ? null : r.motivo };
}

async function carregarPagamentos(tx: Tx, empresaId: number, e: PedidoEntrada): Promise<PagamentoPlano[]> {
  const out: PagamentoPlano[] = [];
  for (const [i, p] of e.pagamentos.entries()) {
    const [forma] = p.forma_pagamento_id !== undefined
      ? await queryRows<{ nome: string; tipo: string }>(tx, sql`SELECT nome, tipo FROM formas_pagamento WHERE empresa_id = ${empresaId} AND id = ${p.forma_pagamento_id} AND ativo`)
      : await queryRows<{ nome: string; tipo: string }>(tx, sql`SELECT nome, tipo FROM formas_pagamento_padrao WHERE id = ${p.forma_pagamento_padrao_id!} AND ativo`);
    if (!forma) throw new AppError(400, 'Forma de pagamento não encontrada', [{ campo: `pagamentos.${i}`, mensagem: 'Forma de pagamento não encontrada' }]);
    const troco = p.troco_para != null ? reaisToCentavos(p.troco_para) : null;
    if (troco !== null && forma.tipo !== 'dinheiro') {
      throw new AppError(400, 'Troco só vale para pagamento em dinheiro', [{ campo: `pagamentos.${i}.troco_para`, mensagem: 'Troco só vale para pagamento em dinheiro' }]);
    }
    out.push({
      forma_pagamento_id: p.forma_pagamento_id ?? null, forma_pagamento_padrao_id: p.forma_pagamento_padrao_id ?? null, tipo: forma.nome,
      forma_tipo: forma.tipo, valor_centavos: reaisToCentavos(p.valor), troco_para_centavos: troco, observacao: p.observacao ?? null,
    });
  }
  return out;
}

/**
 * Builds the plan. In `cotacao` mode nothing is required beyond the items: a coupon that does not apply is
 * reported instead of refused, and payments are not checked. In `criar` mode every rule must hold.
 */
export async function preparar(tx: Tx, empresaId: number, e: PedidoEntrada, modo: 'cotacao' | 'criar'): Promise<Plano> {
  const [cfg] = await queryRows<{ tempo: number | null; auto: boolean | null; timezone: string }>(tx, sql`
    SELECT c.tempo_entrega_padrao AS tempo, c.auto_aceite_pedidos AS auto, e.timezone
    FROM empresas e LEFT JOIN configuracoes_core c ON c.empresa_id = e.id WHERE e.id = ${empresaId}`);
  const cliente = await carregarCliente(tx, empresaId, e);
  const end = await carregarEndereco(tx, empresaId, e, cliente);
  const itens = await precificarItens(tx, empresaId, e, {});
  const subtotal = itens.reduce((a, i) => a + i.preco_unitario_centavos * i.quantidade, 0);
  const { taxa, area_nome } = await taxaEntrega(tx, empresaId, end.endereco, end.taxa_endereco, subtotal);
  let cupom: Plano['cupom'] = null;
  let desconto = 0;
  if (e.cupom_codigo) {
    const c = await aplicarCupom(tx, empresaId, e.cupom_codigo, cliente, subtotal, taxa, cfg?.timezone ?? 'America/Sao_Paulo');
    if (c.motivo && modo === 'criar') throw new AppError(400, c.motivo, [{ campo: 'cupom_codigo', mensagem: c.motivo }]);
    cupom = c.cupom ? { ...c.cupom, ok: !c.motivo, motivo: c.motivo } : { id: 0, codigo: e.cupom_codigo.toUpperCase(), ok: false, motivo: c.motivo };
    desconto = c.desconto;
  }
  const totais = calcularTotais(itens, taxa, desconto);
  let pagamentos: PagamentoPlano[] = [];
  let troco = 0;
  if (modo === 'criar') {
    pagamentos = await carregarPagamentos(tx, empresaId, e);
    const v = validarPagamentos(totais.total_centavos, pagamentos);
    if (!v.ok) throw new AppError(400, v.motivo, [{ campo: 'pagamentos', mensagem: v.motivo }]);
    troco = v.troco_centavos;
  }
  if (e.entregador_id != null) {
    const [en] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM entregadores WHERE empresa_id = ${empresaId} AND id = ${e.entregador_id}`);
    if (!en) throw notFound('Entregador não encontrado');
  }
  return {
    cliente, endereco: end.endereco, endereco_id: end.endereco_id, endereco_novo: end.endereco_novo, itens, totais, area_nome, cupom,
    pagamentos, troco_centavos: troco, tempo_entrega_min: cfg?.tempo ?? 45, auto_aceite: cfg?.auto ?? false,
  };
}

