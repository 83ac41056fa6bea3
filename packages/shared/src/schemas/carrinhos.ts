// Carts of the public menu (spec §3 Cart: `itens` JSON, `step_atual` blank on a new cart, `session`; §7 Carts).
// No token (a customer token is optional and only links the cart to the customer). A cart is addressed by its
// unguessable `codigo` (the `{id}` of the paths) within the business its menu names (`slug`, in the body or query).
//   POST   /carrinhos                      public — create the session's cart (or answer its open one)
//   GET    /carrinhos/sessao/{id}?slug=    public — the session's open cart ({id} = the browser's session id); 404 if none
//   GET    /carrinhos/{id}?slug=           public — a cart by its codigo
//   PATCH  /carrinhos/{id}?slug=           public — change items, step, name/phone; the server re-prices the items
//   DELETE /carrinhos/{id}?slug=           public — discard the cart (204)
// Each `step_atual` a cart reaches is recorded once (the sales funnel). Prices sent by the browser are ignored:
// `subtotal` is the server's sum of the items priced from the catalogue.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { itemPedidoBodySchema } from './pedidos.ts';
import { telefoneEntradaSchema } from './clientes.ts';
import { slugSchema } from './site.ts';

export const CARRINHO_STEPS = ['carrinho', 'identificacao', 'entrega', 'pagamento', 'confirmado'] as const;
export const carrinhoStepSchema = z.enum(['', ...CARRINHO_STEPS], { error: 'Etapa do carrinho inválida' });
export const MAX_ITENS_CARRINHO = 50;

export const sessaoSchema = z
  .string({ error: MSG.obrigatorio })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Sessão inválida (8 a 100 letras, números, _ ou -)');
export const carrinhoCodigoSchema = z
  .string({ error: 'Carrinho não encontrado' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Carrinho não encontrado');

/** An item as the browser keeps it: the order item's shape (product, size, options, quantity, note). */
export const carrinhoItemSchema = itemPedidoBodySchema;

export const carrinhoSlugQuerySchema = z.object({ slug: slugSchema });
export const carrinhoParamsSchema = z.object({ id: carrinhoCodigoSchema });
export const carrinhoSessaoParamsSchema = z.object({ id: sessaoSchema });

export const carrinhoCreateSchema = z.strictObject({
  slug: slugSchema,
  session: sessaoSchema,
  itens: z.array(carrinhoItemSchema).max(MAX_ITENS_CARRINHO, `Máximo de ${MAX_ITENS_CARRINHO} itens`).default([]),
  step_atual: carrinhoStepSchema.default(''),
  nome: z.string().trim().max(120, MSG.max(120)).nullish(),
  telefone: telefoneEntradaSchema.nullish(),
});
export type CarrinhoCreate = z.input<typeof carrinhoCreateSchema>;

export const carrinhoPatchSchema = z
  .strictObject({
    itens: z.array(carrinhoItemSchema).max(MAX_ITENS_CARRINHO, `Máximo de ${MAX_ITENS_CARRINHO} itens`),
    step_atual: carrinhoStepSchema,
    session: sessaoSchema,
    nome: z.string().trim().max(120, MSG.max(120)).nullable(),
    telefone: telefoneEntradaSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, MSG.algumCampo);
export type CarrinhoPatch = z.input<typeof carrinhoPatchSchema>;

export const carrinhoSchema = z.object({
  /** The cart's unguessable code: the `{id}` of /carrinhos/{id}. */
  id: z.string(),
  session: z.string(),
  itens: z.array(z.unknown()),
  step_atual: carrinhoStepSchema,
  /** Steps reached so far, in funnel order. */
  etapas: z.array(z.enum(CARRINHO_STEPS)),
  /** The server's prices (reais): each item's unit price and the sum. */
  precos: z.array(z.object({ produto_id: z.number().int(), nome: z.string(), preco_unitario: z.number() })),
  subtotal: z.number(),
  qtde_itens: z.number().int(),
  nome: z.string().nullable(),
  telefone: z.string().nullable(),
  /** The order's tracking code once the cart became an order. */
  pedido_codigo: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Carrinho = z.infer<typeof carrinhoSchema>;
