import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { z } from 'zod';
import { centavosToReais, formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { situacaoLoja } from '@app/shared/domain/funcionamento.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import type {
  cotacaoPublicaBodySchema,
  PedidoPublicoCriado,
  pedidoPublicoBodySchema,
} from '@app/shared/schemas/cliente-publico.ts';
import type { Cotacao } from '@app/shared/schemas/pedidos-cardapio.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { comIdempotencia, type ChaveIdempotente } from '../../../lib/idempotencia.ts';
import * as clientes from '../../clientes/index.ts';
import * as empresas from '../../empresas/index.ts';
import * as pedidos from '../../pedidos/index.ts';
import * as qCarrinhos from '../queries/carrinhos.ts';
import * as qSite from '../queries/site.ts';
import { motivoFechada, MENU_NAO_ENCONTRADO } from './cardapio.ts';

// An order from the public menu (channel `cardapio`), by a guest (name and phone) or a logged-in customer. It goes
// through the orders module's own creation, so items, fee, coupon and payment are priced by the server with the
// shared functions and the order then flows as any other (board, alert, acceptance mode, auto-print). Refused with
// nothing created when the site takes no orders, the store is closed, the total is under the site's minimum (the
// area's minimum and "outside the areas" are the orders module's own refusals) or the prices changed since the
// customer's cart or screen showed them.

type Body = z.output<typeof pedidoPublicoBodySchema>;
type Cliente = { id: number; nome: string; telefone: string } | null;
export const PRECOS_MUDARAM =
  'Os preços de alguns itens mudaram desde que você montou o carrinho. Confira o novo total';

const erro = (status: number, campo: string, msg: string) => new AppError(status, msg, [{ campo, mensagem: msg }]);

/** The site must take orders and the store must be open now. */
async function exigirLojaAberta(tx: TenantTx) {
  const site = await qSite.buscar(tx);
  const empresa = await empresas.carregarEmpresa(tx);
  if (!site?.slug || !empresa) throw notFound(MENU_NAO_ENCONTRADO);
  if (!site.aceita_pedidos) throw conflict('Esta loja não está recebendo pedidos pelo cardápio no momento');
  const s = situacaoLoja({ ...empresa, horarios_funcionamento: empresa.horarios_funcionamento ?? {} }, new Date());
  if (!s.aberta) throw conflict(motivoFechada(s, empresa.timezone)!);
  return site;
}

/** The customer the order is for: the logged-in one, or the guest's phone (an existing customer or a new one). */
async function clienteDoPedido(tx: TenantTx, b: Body, logado: Cliente): Promise<number> {
  if (logado) return logado.id;
  if (!b.cliente) throw erro(400, 'cliente', 'Informe seu nome e telefone');
  const existente = await clientes.clientePorTelefone(tx, b.cliente.telefone);
  if (existente) return existente.id;
  return clientes.inserirClienteDoSite(tx, {
    nome: b.cliente.nome,
    nome_busca: normalizarTexto(b.cliente.nome),
    telefone: b.cliente.telefone,
  });
}

function entrada(b: Body | z.output<typeof cotacaoPublicaBodySchema>, clienteId: number | undefined, logado: Cliente) {
  if (b.endereco_id !== undefined && !logado)
    throw erro(401, 'endereco_id', 'Entre na sua conta para usar um endereço salvo');
  return {
    tipo: b.tipo,
    canal: 'cardapio' as const,
    ...(clienteId !== undefined ? { cliente_id: clienteId } : {}),
    ...(b.tipo === 'delivery' && b.endereco_id !== undefined ? { endereco_id: b.endereco_id } : {}),
    ...(b.tipo === 'delivery' && b.endereco !== undefined ? { endereco: b.endereco } : {}),
    itens: b.itens,
    cupom_codigo: b.cupom_codigo ?? null,
  };
}

/** POST /publico/cardapio/{slug}/cotacao: what the order would cost (nothing created). */
export function cotar(t: Tenant, b: z.output<typeof cotacaoPublicaBodySchema>, logado: Cliente): Promise<Cotacao> {
  return t.transacao((tx) => pedidos.cotacaoNaTx(tx, { ...entrada(b, logado?.id, logado), pagamentos: [] }));
}

/** The customer's answer: the order's code, number, status, money and expected time. */
function resposta(pedido: pedidos.Pedido): PedidoPublicoCriado {
  return {
    codigo: pedido.codigo,
    numero_pedido: pedido.numero_pedido,
    status: pedido.status,
    subtotal_itens: pedido.subtotal_itens,
    taxa_entrega: pedido.taxa_entrega,
    desconto: pedido.desconto,
    total_pedido: pedido.total_pedido,
    troco: pedido.troco,
    previsao_entrega: pedido.previsao_entrega,
  };
}

async function criarNaTx(
  tx: TenantTx,
  b: Body,
  logado: Cliente,
  chave: ChaveIdempotente | null,
): Promise<PedidoPublicoCriado> {
  const site = await exigirLojaAberta(tx);
  const carrinho = b.carrinho_id ? await qCarrinhos.porCodigo(tx, b.carrinho_id) : undefined;
  if (b.carrinho_id && !carrinho) throw erro(404, 'carrinho_id', 'Carrinho não encontrado');
  if (carrinho?.pedido_id) throw conflict('Este carrinho já virou um pedido');
  const clienteId = await clienteDoPedido(tx, b, logado);
  const base = entrada(b, clienteId, logado);
  const cot = await pedidos.cotacaoNaTx(tx, { ...base, pagamentos: [] });
  const subtotal = reaisToCentavos(cot.subtotal_itens);
  const total = reaisToCentavos(cot.total_pedido);
  if (subtotal < site.pedido_minimo_centavos)
    throw erro(400, 'itens', `O pedido mínimo desta loja é ${formatBRL(site.pedido_minimo_centavos)}`);
  const mudou =
    (carrinho && carrinho.subtotal_centavos !== subtotal) ||
    (b.total_esperado != null && reaisToCentavos(b.total_esperado) !== total);
  if (mudou) throw erro(409, 'itens', `${PRECOS_MUDARAM}: ${formatBRL(total)}.`);
  if (cot.cupom && !cot.cupom.ok) throw erro(400, 'cupom_codigo', cot.cupom.motivo ?? 'Cupom inválido');
  const p = b.pagamento;
  const pedido = await pedidos.criarPedido(
    tx,
    null,
    {
      ...base,
      pagamentos: [
        {
          ...(p.forma_pagamento_id ? { forma_pagamento_id: p.forma_pagamento_id } : {}),
          ...(p.forma_pagamento_padrao_id ? { forma_pagamento_padrao_id: p.forma_pagamento_padrao_id } : {}),
          valor: centavosToReais(total),
          troco_para: p.troco_para ?? null,
        },
      ],
      observacao: b.observacao ?? null,
    },
    {
      // the cart's writes before the order's number, so they do not hold up the business's other orders
      antesDoNumero: carrinho
        ? async (pedidoId) => {
            await qCarrinhos.vincularPedido(tx, carrinho.id, pedidoId);
            await qCarrinhos.registrarEtapa(tx, carrinho.id, 'confirmado');
          }
        : undefined,
      // the creation ends the transaction, storing this answer under the key
      fim: { chave, status: 201, resposta },
    },
  );
  return resposta(pedido);
}

/** POST /publico/cardapio/{slug}/pedidos, idempotent by Idempotency-Key (a double tap creates one order). */
export function criar(t: Tenant, b: Body, logado: Cliente, chave: string | undefined) {
  return comIdempotencia(t, 'POST /publico/pedidos', chave, { b, cliente: logado?.id ?? null }, async (tx, k) => ({
    status: 201,
    body: await criarNaTx(tx, b, logado, k),
    guardada: k !== null,
  }));
}
