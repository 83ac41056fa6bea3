import type { TenantTx } from '../../../db/tenant.ts';
import { montarItemPedido } from '@app/shared/domain/preco-item.ts';
import { resolverAreaEntrega } from '@app/shared/domain/entrega.ts';
import { validarCupom, dataLocal } from '@app/shared/domain/cupons.ts';
import { calcularTotais, validarPagamentos } from '@app/shared/domain/pedido-totais.ts';
import { formatBRL } from '@app/shared/domain/money.ts';
import { normalizarTelefone } from '@app/shared/domain/telefone.ts';
import { normalizarCep } from '@app/shared/domain/cep.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { emLote, iniciar } from '../../../db/lote.ts';
import * as catalogo from '../../catalogo/index.ts';
import * as clientes from '../../clientes/index.ts';
import * as cupons from '../../cupons/index.ts';
import * as empresas from '../../empresas/index.ts';
import * as entrega from '../../entrega/index.ts';
import * as formasPagamento from '../../formas-pagamento/index.ts';
import { carregarPagamentos } from './preparar-pagamentos.ts';
import { usosDoCupomPeloCliente } from '../queries/escrita.ts';
import type { ClientePlano, EnderecoSnapshot, PagamentoPlano, PedidoEntrada, Plano } from './plano.ts';

// Turns a draft into a priced plan: the customer and address it refers to, every item priced by the shared
// function from the catalogue, the delivery fee from the delivery areas, the coupon's discount, and the
// payments checked against the total. Used by the quote (nothing written) and by order creation. Everything
// another module owns is read through that module's index.ts, in this transaction. Every read that depends only on
// the draft is started at once and awaited in the order the rules are checked (`emLote`: one message on a server),
// so the same rule fails first as when they ran one after the other.

async function carregarCliente(tx: TenantTx, e: PedidoEntrada): Promise<ClientePlano | null> {
  if (e.cliente_id !== undefined) {
    const c = await clientes.clienteParaPedido(tx, e.cliente_id);
    if (!c) throw notFound('Cliente não encontrado');
    return { ...c, novo: false };
  }
  if (e.cliente) {
    const telefone = normalizarTelefone(e.cliente.telefone);
    if (!telefone)
      throw new AppError(400, 'Telefone inválido', [{ campo: 'cliente.telefone', mensagem: 'Telefone inválido' }]);
    // the same phone is the same customer: reuse it instead of failing on the unique index
    const c = await clientes.clientePorTelefone(tx, telefone);
    return c
      ? { id: c.id, nome: c.nome, telefone, novo: false }
      : { id: null, nome: e.cliente.nome, telefone, novo: true };
  }
  return null;
}

/** The draft's address; `cliente` is awaited only when the customer comes by phone (its id is known after). */
async function carregarEndereco(tx: TenantTx, e: PedidoEntrada, cliente: Promise<ClientePlano | null>) {
  const nenhum = { endereco: null, endereco_id: null, endereco_novo: null, taxa_endereco: 0 };
  if (e.tipo !== 'delivery') return nenhum;
  // a quote of a half-typed delivery draft: no address yet, so no fee yet
  if (e.endereco_id === undefined && e.endereco === undefined) return nenhum;
  if (e.endereco_id !== undefined) {
    // a customer by id is the draft's id (when not found, its 404 is awaited before this one)
    const clienteId = e.cliente_id ?? (await cliente)?.id;
    const a = clienteId ? await clientes.enderecoDoCliente(tx, e.endereco_id, clienteId) : undefined;
    if (!a) throw notFound('Endereço não encontrado');
    const { id, taxa_entrega_centavos, ...snap } = a;
    return { endereco: snap, endereco_id: id, endereco_novo: null, taxa_endereco: taxa_entrega_centavos };
  }
  const n = e.endereco!;
  const cep = n.cep ? normalizarCep(n.cep) : null;
  if (n.cep && !cep) throw new AppError(400, 'CEP inválido', [{ campo: 'endereco.cep', mensagem: 'CEP inválido' }]);
  const snap: EnderecoSnapshot = {
    rua: n.rua,
    numero: n.numero ?? null,
    bairro: n.bairro,
    cidade: n.cidade,
    estado: n.estado,
    cep,
    complemento: n.complemento ?? null,
    ponto_referencia: n.ponto_referencia ?? null,
  };
  return {
    endereco: snap,
    endereco_id: null,
    endereco_novo: { ...snap, nome_identificacao: n.nome_identificacao ?? null },
    taxa_endereco: 0,
  };
}

async function precificarItens(tx: TenantTx, e: PedidoEntrada): Promise<Plano['itens']> {
  const ids = [...new Set(e.itens.map((i) => i.produto_id))];
  const cardapio = await catalogo.carregarCardapio(tx, ids);
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
    itens.push({
      ...r.valor,
      produto_id: produto.id,
      quantidade: item.quantidade,
      observacao: item.observacao ?? null,
      escolhas: { tamanho: item.tamanho ?? null, opcoes: item.opcoes },
    });
  });
  if (erros.length)
    throw new AppError(400, erros.length === 1 ? erros[0]!.mensagem : 'Há itens inválidos no pedido', erros);
  return itens;
}

/** Whether the draft is priced by the delivery areas: a delivery with an address (chosen or typed). */
const temEndereco = (e: PedidoEntrada) =>
  e.tipo === 'delivery' && (e.endereco_id !== undefined || e.endereco !== undefined);

async function taxaEntrega(
  lidas: Promise<Awaited<ReturnType<typeof entrega.areasAtivas>>>,
  endereco: EnderecoSnapshot | null,
  taxaEndereco: number,
  subtotal: number,
) {
  if (!endereco) return { taxa: 0, area_nome: null as string | null };
  const areas = await lidas;
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

async function aplicarCupom(
  tx: TenantTx,
  lido: ReturnType<typeof cupons.porCodigo>,
  cliente: ClientePlano | null,
  subtotal: number,
  taxa: number,
  timezone: string,
) {
  const c = await lido;
  if (!c) return { cupom: null, desconto: 0, motivo: 'Cupom não encontrado' };
  const usosCliente = cliente?.id ? await usosDoCupomPeloCliente(tx, cliente.id, c.id) : 0;
  const r = validarCupom(
    c,
    {
      subtotal_centavos: subtotal,
      taxa_entrega_centavos: taxa,
      cliente_id: cliente?.id ?? null,
      usos_total: c.usos,
      usos_cliente: usosCliente,
    },
    dataLocal(new Date(), timezone),
  );
  return {
    cupom: { id: c.id, codigo: c.codigo },
    desconto: r.ok ? r.desconto_centavos : 0,
    motivo: r.ok ? null : r.motivo,
  };
}

/**
 * Builds the plan. In `cotacao` mode nothing is required beyond the items: a coupon that does not apply is
 * reported instead of refused, and payments are not checked. In `criar` mode every rule must hold.
 */
export function preparar(tx: TenantTx, e: PedidoEntrada, modo: 'cotacao' | 'criar'): Promise<Plano> {
  return emLote(tx, (t) => prepararJunto(t, e, modo));
}

async function prepararJunto(tx: TenantTx, e: PedidoEntrada, modo: 'cotacao' | 'criar'): Promise<Plano> {
  // started together (one message on a server), awaited in the order of the rules
  const lidaCfg = iniciar(empresas.configuracaoDePedidos(tx));
  const lidoCliente = iniciar(carregarCliente(tx, e));
  const lidoEnd = iniciar(carregarEndereco(tx, e, lidoCliente));
  const lidosItens = iniciar(precificarItens(tx, e));
  const areas = iniciar(temEndereco(e) ? entrega.areasAtivas(tx) : Promise.resolve([]));
  const cupomLido = e.cupom_codigo ? iniciar(cupons.porCodigo(tx, e.cupom_codigo)) : undefined;
  const formas = modo === 'criar' ? iniciar(formasPagamento.formasParaPedido(tx, e.pagamentos)) : undefined;
  const entregador = e.entregador_id != null ? iniciar(entrega.entregadorExiste(tx, e.entregador_id)) : undefined;
  const cfg = await lidaCfg;
  const cliente = await lidoCliente;
  const end = await lidoEnd;
  const itens = await lidosItens;
  const subtotal = itens.reduce((a, i) => a + i.preco_unitario_centavos * i.quantidade, 0);
  const { taxa, area_nome } = await taxaEntrega(areas, end.endereco, end.taxa_endereco, subtotal);
  let cupom: Plano['cupom'] = null;
  let desconto = 0;
  if (e.cupom_codigo) {
    const c = await aplicarCupom(tx, cupomLido!, cliente, subtotal, taxa, cfg.timezone);
    if (c.motivo && modo === 'criar')
      throw new AppError(400, c.motivo, [{ campo: 'cupom_codigo', mensagem: c.motivo }]);
    cupom = c.cupom
      ? { ...c.cupom, ok: !c.motivo, motivo: c.motivo }
      : { id: 0, codigo: e.cupom_codigo.toUpperCase(), ok: false, motivo: c.motivo };
    desconto = c.desconto;
  }
  const totais = calcularTotais(itens, taxa, desconto);
  let pagamentos: PagamentoPlano[] = [];
  let troco = 0;
  if (modo === 'criar') {
    pagamentos = await carregarPagamentos(e, formas!);
    const v = validarPagamentos(totais.total_centavos, pagamentos);
    if (!v.ok) throw new AppError(400, v.motivo, [{ campo: 'pagamentos', mensagem: v.motivo }]);
    troco = v.troco_centavos;
  }
  if (entregador && !(await entregador)) throw notFound('Entregador não encontrado');
  return {
    cliente,
    endereco: end.endereco,
    endereco_id: end.endereco_id,
    endereco_novo: end.endereco_novo,
    itens,
    totais,
    area_nome,
    cupom,
    pagamentos,
    troco_centavos: troco,
    tempo_entrega_min: cfg.tempo_entrega_padrao,
    auto_aceite: cfg.auto_aceite_pedidos,
  };
}
