import type { Tenant } from '../../../db/tenant.ts';
import type { z } from 'zod';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { STATUS_LABEL, type PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import { dataLocal } from '@app/shared/domain/cupons.ts';
import type { Acompanhamento, visitaBodySchema } from '@app/shared/schemas/cliente-publico.ts';
import type { enderecosClienteSchema, pedidosClienteSchema } from '@app/shared/schemas/cliente-conta.ts';
import { notFound } from '../../../lib/errors.ts';
import * as clientes from '../../clientes/index.ts';
import * as empresas from '../../empresas/index.ts';
import * as pedidos from '../../pedidos/index.ts';
import * as qCarrinhos from '../queries/carrinhos.ts';

// The public reads that follow an order: the tracking page (by the order's unguessable code, polled with ETag: the
// board's version, kept in memory, answers 304 without a query while no order of the business changed), a
// logged-in customer's addresses and last orders, and the menu's visits.

const NAO_ENCONTRADO = 'Pedido não encontrado';
const r = centavosToReais;
const texto = (s: string) => STATUS_LABEL[s as PedidoStatus] ?? s;
const iso = (v: string | Date) => new Date(v).toISOString();

/** The first name only: the page is reachable by whoever holds the link. */
const primeiroNome = (nome: string | null) => nome?.trim().split(/\s+/)[0] ?? null;

export function acompanhamento(t: Tenant, codigo: string): Promise<Acompanhamento> {
  return t.transacao(async (tx) => {
    const p = await pedidos.acompanhamento(tx, codigo);
    if (!p) throw notFound(NAO_ENCONTRADO);
    return {
      codigo: p.codigo,
      numero_pedido: p.numero_pedido,
      empresa_nome: await empresas.nomeEmpresa(tx),
      tipo: p.tipo,
      status: p.status as PedidoStatus,
      status_texto: texto(p.status),
      criado_em: iso(p.criado_em),
      previsao_entrega: p.previsao_entrega ? iso(p.previsao_entrega) : null,
      timeline: p.historico.map((h) => ({
        status: h.status as PedidoStatus,
        status_texto: texto(h.status),
        em: iso(h.em),
      })),
      nome_cliente: primeiroNome(p.nome_cliente),
      itens: p.itens.map((i) => ({
        quantidade: i.quantidade,
        nome: i.nome,
        preco_unitario: r(i.preco_unitario_centavos),
      })),
      subtotal_itens: r(p.subtotal_itens_centavos),
      taxa_entrega: r(p.taxa_entrega_centavos),
      desconto: r(p.desconto_centavos),
      total_pedido: r(p.total_centavos),
      motivo_cancelamento: p.motivo_cancelamento,
    };
  });
}

export function enderecos(t: Tenant, clienteId: number): Promise<z.infer<typeof enderecosClienteSchema>> {
  return t.transacao(async (tx) => ({ items: await clientes.enderecosDoPortal(tx, clienteId) }));
}

export const LIMITE_PEDIDOS = 10;
export function ultimosPedidos(t: Tenant, clienteId: number): Promise<z.infer<typeof pedidosClienteSchema>> {
  return t.transacao(async (tx) => ({
    items: (await pedidos.ultimosDoCliente(tx, clienteId, LIMITE_PEDIDOS)).map((p) => ({
      codigo: p.codigo,
      numero_pedido: p.numero_pedido,
      status: p.status as PedidoStatus,
      status_texto: texto(p.status),
      criado_em: iso(p.criado_em),
      total_pedido: r(p.total_centavos),
      itens: p.itens,
    })),
  }));
}

/** POST /publico/cardapio/{slug}/visitas: one row per session and day in the business's timezone. */
export function registrarVisita(t: Tenant, v: z.output<typeof visitaBodySchema>, clienteId: number | null) {
  return t.transacao(async (tx) => {
    const cfg = await empresas.configuracaoDePedidos(tx);
    await qCarrinhos.registrarVisita(tx, {
      session: v.session,
      dia: dataLocal(new Date(), cfg.timezone),
      cliente_id: clienteId,
      origem: v.origem ?? null,
      dispositivo: v.dispositivo ?? null,
    });
  });
}
