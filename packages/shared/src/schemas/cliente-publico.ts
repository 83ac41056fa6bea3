// The customer side's calls (the public menu, its orders and tracking, client accounts). None takes a staff token;
// the "customer token" below is `Authorization: Bearer <token>` from /clientes/login or /clientes/definir-senha
// (audience `cliente`: it opens none of the back-office routes, and a staff token opens none of these).
//   GET  /publico/cardapio/{slug}                     public — the menu: business, colours, open state and hours,
//                                                      delivery areas (fee, minimum), payment methods, categories,
//                                                      products. ETag; cached per catalogue version
//   POST /publico/cardapio/{slug}/visitas              public — records a visit (one per session and day), 204
//   POST /publico/cardapio/{slug}/cotacao              public (customer token optional) — the server's prices,
//                                                      fee, discount and total of a draft; nothing created
//   POST /publico/cardapio/{slug}/pedidos              public (customer token optional), Idempotency-Key —
//                                                      creates the order (channel `cardapio`); 201 with its
//                                                      tracking code
//   GET  /publico/cardapio/{slug}/cep/{cep}           public — CEP lookup for the checkout (entrega.ts schemas;
//                                                      503 when the server has no provider)
//   GET  /publico/cardapio/{slug}/pedidos/{codigo}     public — the tracking page's data (status, timeline); ETag/304
//   POST /clientes/definir-senha                       public — sign up: a password for a phone without an account
//   POST /clientes/login                               public — phone + password → customer token
//   POST /clientes/redefinir-senha/request             public — sends a reset code (same answer whether or not the
//                                                      phone has an account)
//   POST /clientes/redefinir-senha/confirm             public — reset_code + nova_senha
//   GET  /clientes/auth-check                          customer token — who is logged in (401 otherwise)
//   GET  /publico/cliente/enderecos                    customer token — the customer's addresses (prefill)
//   GET  /publico/cliente/pedidos                      customer token — the customer's last orders (prefill)
//   (schemas of the /clientes/* and /publico/cliente/* calls: cliente-conta.ts)
//   GET  /clientes/{id}/codigo-senha                   staff token, clientes.dados — the customer's pending reset
//                                                      code, when it could not go out by WhatsApp
import { z } from 'zod';
import { MSG } from './messages.ts';
import { requiredText } from './common.ts';
import { telefoneEntradaSchema } from './clientes.ts';
import { categoriaPublicaSchema } from './catalogo.ts';
import { produtoPublicoSchema } from './catalogo-publico.ts';
import { enderecoNovoSchema, itemPedidoBodySchema, pedidoStatus, pedidoTipo, texto } from './pedidos.ts';
import { isReais } from '../domain/money.ts';
import { LIMITES_PEDIDO } from '../domain/limites.ts';
import { carrinhoCodigoSchema, sessaoSchema } from './carrinhos.ts';
import { slugSchema } from './site.ts';

export const slugParamsSchema = z.object({ slug: slugSchema });

// ---------- the menu ----------
const intervaloSchema = z.object({ inicio: z.string(), fim: z.string() });
export const cardapioPublicoSchema = z.object({
  empresa: z.object({
    nome: z.string(),
    slug: z.string(),
    logo_url: z.string().nullable(),
    cor_primaria: z.string(),
    cor_secundaria: z.string(),
    banner_url: z.string().nullable(),
    texto_boas_vindas: z.string().nullable(),
    timezone: z.string(),
  }),
  loja: z.object({
    /** Open now: the manual switch, a temporary closing and the opening hours together. */
    aberta: z.boolean(),
    /** Why it is closed (Portuguese, for the banner), or null when open. */
    motivo: z.string().nullable(),
    /** Until when a temporary closing lasts (ISO), or null. */
    fechado_ate: z.string().nullable(),
    /** Today's hours as one line ("18:00 às 23:00" or "Fechado hoje"). */
    horario_hoje: z.string(),
    horarios: z.record(z.string(), z.array(intervaloSchema)),
  }),
  /** Whether the site takes orders at all (a menu-only site answers false). */
  aceita_pedidos: z.boolean(),
  /** The site's own minimum order (reais); each area may ask more. */
  pedido_minimo: z.number(),
  tempo_entrega_min: z.number().int(),
  areas: z.array(
    z.object({
      nome: z.string(),
      cidade: z.string().nullable(),
      bairros: z.array(z.string()),
      /** True when the area is a radius around the store rather than a list of neighbourhoods. */
      por_raio: z.boolean(),
      taxa_entrega: z.number(),
      pedido_minimo: z.number(),
      tempo_estimado: z.number().int().nullable(),
    }),
  ),
  formas_pagamento: z.array(
    z.object({
      /** Send back exactly one of the two ids in the order's `pagamento`. */
      forma_pagamento_id: z.number().int().nullable(),
      forma_pagamento_padrao_id: z.number().int().nullable(),
      nome: z.string(),
      tipo: z.string(),
    }),
  ),
  categorias: z.array(categoriaPublicaSchema),
  produtos: z.array(produtoPublicoSchema),
  /** The catalogue version this answer was built from (also the ETag). */
  versao: z.string(),
});
export type CardapioPublico = z.infer<typeof cardapioPublicoSchema>;

export const visitaBodySchema = z.strictObject({
  session: sessaoSchema,
  origem: z.string().trim().max(200, MSG.max(200)).nullish(),
  dispositivo: z.enum(['celular', 'tablet', 'computador']).nullish(),
});

// ---------- a public order ----------
const reaisOpcional = z.number().min(0).max(1_000_000).refine(isReais, MSG.dinheiro).nullable().optional();
/** Payment on delivery: the method (one of the two ids the menu lists) and, for cash, the change-for amount. */
export const pagamentoPublicoSchema = z
  .strictObject({
    forma_pagamento_id: z.number().int().positive().optional(),
    forma_pagamento_padrao_id: z.number().int().positive().optional(),
    troco_para: reaisOpcional,
  })
  .refine((p) => (p.forma_pagamento_id === undefined) !== (p.forma_pagamento_padrao_id === undefined), {
    message: 'Escolha uma forma de pagamento',
    path: ['forma_pagamento_id'],
  });

export const pedidoPublicoBodySchema = z
  .strictObject({
    tipo: z.enum(['delivery', 'retirada'], { error: 'Escolha entrega ou retirada' }),
    /** A guest's name and phone; a logged-in customer (customer token) may omit it. */
    cliente: z.strictObject({ nome: requiredText(120), telefone: telefoneEntradaSchema }).optional(),
    /** One of the logged-in customer's addresses (GET /publico/cliente/enderecos)… */
    endereco_id: z.number().int().positive().optional(),
    /** …or a typed-in address. */
    endereco: enderecoNovoSchema.optional(),
    itens: z
      .array(itemPedidoBodySchema, { error: MSG.obrigatorio })
      .min(1, 'Adicione pelo menos um item')
      .max(LIMITES_PEDIDO.itens, `Máximo de ${LIMITES_PEDIDO.itens} itens`),
    cupom_codigo: texto(30).nullable().optional(),
    pagamento: pagamentoPublicoSchema,
    observacao: texto(500).nullable().optional(),
    /** The cart this order comes from: it is linked (`pedido_id`, step `confirmado`). */
    carrinho_id: carrinhoCodigoSchema.optional(),
    /**
     * The total the customer saw (reais). When the server's total differs (a price changed since the cart was
     * built), nothing is created and the answer is 409 with the new prices.
     */
    total_esperado: reaisOpcional,
  })
  .superRefine((p, ctx) => {
    if (p.endereco_id !== undefined && p.endereco !== undefined)
      ctx.addIssue({ code: 'custom', path: ['endereco'], message: 'Informe endereco_id ou um endereço, não os dois' });
    if (p.tipo === 'delivery' && p.endereco_id === undefined && p.endereco === undefined)
      ctx.addIssue({ code: 'custom', path: ['endereco'], message: 'Informe o endereço de entrega' });
  });
export type PedidoPublicoBody = z.input<typeof pedidoPublicoBodySchema>;

/** The quote: the same draft, possibly half-filled (no payment or customer yet). */
export const cotacaoPublicaBodySchema = z.strictObject({
  tipo: z.enum(['delivery', 'retirada']).default('delivery'),
  endereco_id: z.number().int().positive().optional(),
  endereco: enderecoNovoSchema.optional(),
  itens: z.array(itemPedidoBodySchema).min(1, 'Adicione pelo menos um item').max(LIMITES_PEDIDO.itens),
  cupom_codigo: texto(30).nullable().optional(),
});

export const pedidoPublicoCriadoSchema = z.object({
  /** The tracking code: GET /publico/cardapio/{slug}/pedidos/{codigo}. */
  codigo: z.string(),
  numero_pedido: z.number().int(),
  status: pedidoStatus,
  subtotal_itens: z.number(),
  taxa_entrega: z.number(),
  desconto: z.number(),
  total_pedido: z.number(),
  troco: z.number(),
  previsao_entrega: z.string().nullable(),
});
export type PedidoPublicoCriado = z.infer<typeof pedidoPublicoCriadoSchema>;

// ---------- tracking ----------
export const acompanhamentoParamsSchema = z.object({
  slug: slugSchema,
  codigo: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Pedido não encontrado'),
});
export const acompanhamentoSchema = z.object({
  codigo: z.string(),
  numero_pedido: z.number().int(),
  empresa_nome: z.string(),
  tipo: pedidoTipo,
  status: pedidoStatus,
  /** The status in Portuguese ("Em preparação"). */
  status_texto: z.string(),
  criado_em: z.string(),
  previsao_entrega: z.string().nullable(),
  /** Every status the order went through, oldest first. */
  timeline: z.array(z.object({ status: pedidoStatus, status_texto: z.string(), em: z.string() })),
  /** Only what the customer typed: first name, items, totals; never the phone or the address in full. */
  nome_cliente: z.string().nullable(),
  itens: z.array(z.object({ quantidade: z.number().int(), nome: z.string(), preco_unitario: z.number() })),
  subtotal_itens: z.number(),
  taxa_entrega: z.number(),
  desconto: z.number(),
  total_pedido: z.number(),
  motivo_cancelamento: z.string().nullable(),
});
export type Acompanhamento = z.infer<typeof acompanhamentoSchema>;
