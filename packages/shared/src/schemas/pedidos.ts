// API contract of orders (spec §3 "Order (as read for printing)", §7 Orders). Money in reais at the boundary.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { idSchema, requiredText } from './common.ts';
import { obrigatorioSeFaltar } from './erros-validacao.ts';
import { isReais } from '../domain/money.ts';
import { PEDIDO_CANAIS, PEDIDO_STATUS, PEDIDO_TIPOS } from '../domain/pedido-status.ts';

import { LIMITES_PEDIDO } from '../domain/limites.ts';
export { LIMITES_PEDIDO };

const reais = z
  .number({ error: obrigatorioSeFaltar })
  .min(0, 'O valor não pode ser negativo')
  .max(1_000_000)
  .refine(isReais, MSG.dinheiro);
export const texto = (max: number) => z.string().trim().max(max, MSG.max(max));
export const pedidoStatus = z.enum(PEDIDO_STATUS, { error: 'Status inválido' });
export const pedidoTipo = z.enum(PEDIDO_TIPOS, { error: 'Tipo deve ser delivery, retirada ou local' });
export const pedidoCanal = z.enum(PEDIDO_CANAIS, { error: 'Canal inválido' });

// ---------- create (POST /pedidos) ----------
export const escolhaOpcaoSchema = z.strictObject({
  complemento_id: idSchema,
  opcao_id: idSchema,
  quantidade: z.number().int(MSG.inteiro).min(1).max(50).optional(),
});

export const itemPedidoBodySchema = z.strictObject({
  produto_id: idSchema,
  quantidade: z
    .number({ error: obrigatorioSeFaltar })
    .int(MSG.inteiro)
    .min(1, 'Quantidade mínima é 1')
    .max(LIMITES_PEDIDO.quantidade),
  tamanho: texto(40).nullable().optional(),
  opcoes: z.array(escolhaOpcaoSchema).max(100).default([]),
  observacao: texto(300).nullable().optional(),
  /** What the client displayed; ignored — the server prices every item from the catalogue. */
  preco: z.number().optional(),
});

export const clienteNovoSchema = z.strictObject({
  nome: requiredText(120),
  telefone: requiredText(30),
});

export const enderecoNovoSchema = z.strictObject({
  rua: requiredText(200),
  numero: texto(20).nullable().optional(),
  bairro: requiredText(120),
  complemento: texto(120).nullable().optional(),
  cidade: requiredText(120),
  estado: z
    .string()
    .trim()
    .length(2, MSG.tamanho(2))
    .transform((s) => s.toUpperCase()),
  cep: texto(9).nullable().optional(),
  ponto_referencia: texto(200).nullable().optional(),
  nome_identificacao: texto(60).nullable().optional(),
});

export const pagamentoBodySchema = z
  .strictObject({
    forma_pagamento_id: idSchema.optional(),
    forma_pagamento_padrao_id: idSchema.optional(),
    valor: reais.refine((v) => v > 0, 'O valor deve ser maior que zero'),
    troco_para: reais.nullable().optional(),
    observacao: texto(200).nullable().optional(),
  })
  .refine((p) => (p.forma_pagamento_id === undefined) !== (p.forma_pagamento_padrao_id === undefined), {
    message: 'Escolha uma forma de pagamento',
    path: ['forma_pagamento_id'],
  });

const pedidoBase = z.strictObject({
  tipo: pedidoTipo.default('delivery'),
  canal: pedidoCanal.default('balcao'),
  cliente_id: idSchema.optional(),
  cliente: clienteNovoSchema.optional(),
  endereco_id: idSchema.optional(),
  endereco: enderecoNovoSchema.optional(),
  itens: z
    .array(itemPedidoBodySchema, { error: obrigatorioSeFaltar })
    .min(1, 'Adicione pelo menos um item')
    .max(LIMITES_PEDIDO.itens, `Máximo de ${LIMITES_PEDIDO.itens} itens`),
  cupom_codigo: texto(30).nullable().optional(),
  pagamentos: z
    .array(pagamentoBodySchema)
    .min(1, 'Informe pelo menos uma forma de pagamento')
    .max(LIMITES_PEDIDO.pagamentos),
  entregador_id: idSchema.nullable().optional(),
  observacao: texto(500).nullable().optional(),
  observacao_interna: texto(500).nullable().optional(),
  /** Totals the client believed; ignored — the server computes them. */
  total_pedido: z.number().optional(),
  taxa_entrega: z.number().optional(),
  subtotal_itens: z.number().optional(),
});

type PedidoBase = z.output<typeof pedidoBase>;
function regrasPedido(
  p: Pick<PedidoBase, 'cliente_id' | 'cliente' | 'endereco_id' | 'endereco' | 'tipo'>,
  ctx: z.RefinementCtx,
  rascunho = false,
) {
  if (p.cliente_id !== undefined && p.cliente !== undefined)
    ctx.addIssue({ code: 'custom', path: ['cliente'], message: 'Informe cliente_id ou um cliente novo, não os dois' });
  if (p.endereco_id !== undefined && p.endereco !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['endereco'],
      message: 'Informe endereco_id ou um endereço novo, não os dois',
    });
  if (p.tipo === 'delivery' && !rascunho) {
    if (p.cliente_id === undefined && p.cliente === undefined)
      ctx.addIssue({ code: 'custom', path: ['cliente_id'], message: 'Pedido de delivery precisa de um cliente' });
    if (p.endereco_id === undefined && p.endereco === undefined)
      ctx.addIssue({ code: 'custom', path: ['endereco_id'], message: 'Pedido de delivery precisa de um endereço' });
  }
}

export const pedidoBodySchema = pedidoBase.superRefine(regrasPedido);
/** POST /pedidos/cotacao: the same draft, possibly half-typed: payments, customer and address may still be missing. */
export const cotacaoBodySchema = pedidoBase
  .extend({ pagamentos: z.array(pagamentoBodySchema).max(LIMITES_PEDIDO.pagamentos).default([]) })
  .superRefine((p, ctx) => regrasPedido(p, ctx, true));
export type PedidoBody = z.input<typeof pedidoBodySchema>;

// ---------- read ----------
export const enderecoPedidoSchema = z.object({
  rua: z.string(),
  numero: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string().nullable(),
  complemento: z.string().nullable(),
  ponto_referencia: z.string().nullable(),
});

export const produtoPedidoSchema = z.object({
  quantidade: z.number().int(),
  nome: z.string(),
  tamanho: z.string().nullable(),
  preco_unitario: z.number(),
  borda: z.string().nullable(),
  sabores: z.array(z.string()),
  complementos: z.array(z.object({ categoryName: z.string(), complementName: z.string(), quantity: z.number().int() })),
  observacao: z.string().nullable(),
});

export const pagamentoPedidoSchema = z.object({
  tipo: z.string(),
  forma_tipo: z.string(),
  valor: z.number(),
  observacao: z.string().nullable(),
  troco_para: z.number().nullable(),
});

/** The order as the board, the detail and the receipt read it (spec §3 "Order (as read for printing)"). */
export const pedidoSchema = z.object({
  id: z.number().int(),
  numero_pedido: z.number().int(),
  codigo: z.string(),
  data_criacao: z.string(),
  nome_empresa: z.string(),
  nome_cliente: z.string().nullable(),
  telefone: z.string().nullable(),
  cliente_id: z.number().int().nullable(),
  cliente_qtd_pedidos: z.number().int(),
  tipo: pedidoTipo,
  canal: z.string(),
  status: pedidoStatus,
  status_em: z.string(),
  visto: z.boolean(),
  endereco: enderecoPedidoSchema.nullable(),
  previsao_entrega: z.string().nullable(),
  observacao: z.string().nullable(),
  observacao_interna: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  entregador_id: z.number().int().nullable(),
  entregador_nome: z.string().nullable(),
  cupom_codigo: z.string().nullable(),
  produtos: z.array(produtoPedidoSchema),
  subtotal_itens: z.number(),
  taxa_entrega: z.number(),
  desconto: z.number(),
  total_pedido: z.number(),
  pagamentos: z.array(pagamentoPedidoSchema),
  troco: z.number(),
});
export type Pedido = z.infer<typeof pedidoSchema>;

export const pedidoDetalheSchema = pedidoSchema.extend({
  historico: z.array(
    z.object({
      status: z.string(),
      em: z.string(),
      usuario_nome: z.string().nullable(),
      motivo: z.string().nullable(),
    }),
  ),
  proximos_status: z.array(pedidoStatus),
});
export type PedidoDetalhe = z.infer<typeof pedidoDetalheSchema>;

/** A history row (no items: a page of 50 stays small). */
export const pedidoResumoSchema = z.object({
  // `pagamentos` below lists the methods' names (as on the receipt); the `pagto` filter takes their kind
  id: z.number().int(),
  numero_pedido: z.number().int(),
  codigo: z.string(),
  data_criacao: z.string(),
  nome_cliente: z.string().nullable(),
  telefone: z.string().nullable(),
  tipo: pedidoTipo,
  canal: z.string(),
  status: pedidoStatus,
  bairro: z.string().nullable(),
  entregador_nome: z.string().nullable(),
  pagamentos: z.array(z.string()),
  total_pedido: z.number(),
});
export type PedidoResumo = z.infer<typeof pedidoResumoSchema>;
