import { z } from 'zod';

// Order entry's menu (GET /pedidos/cardapio) and the quote's answer (POST /pedidos/cotacao).

// ---------- order entry menu (GET /pedidos/cardapio) ----------
export const cardapioOpcaoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  preco: z.number(),
  precos_tamanho: z.record(z.string(), z.number()),
});
export const cardapioComplementoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(['adicional', 'borda', 'sabor']),
  min_escolhas: z.number().int(),
  max_escolhas: z.number().int(),
  obrigatorio: z.boolean(),
  opcoes: z.array(cardapioOpcaoSchema),
});
export const cardapioProdutoSchema = z.object({
  id: z.number().int(),
  categoria_id: z.number().int(),
  categoria_nome: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  tipo: z.enum(['simples', 'pizza']),
  preco: z.number(),
  tamanhos: z.array(z.object({ nome: z.string(), preco: z.number() })),
  max_sabores: z.number().int(),
  complementos: z.array(cardapioComplementoSchema),
});
export type CardapioProduto = z.infer<typeof cardapioProdutoSchema>;
export const cardapioSchema = z.object({
  regra_preco: z.enum(['maior', 'media']),
  produtos: z.array(cardapioProdutoSchema),
});
export type Cardapio = z.infer<typeof cardapioSchema>;

// ---------- quote (POST /pedidos/cotacao): what the server would charge, without creating anything ----------
export const cotacaoSchema = z.object({
  itens: z.array(
    z.object({
      produto_id: z.number().int(),
      nome: z.string(),
      quantidade: z.number().int(),
      preco_unitario: z.number(),
      subtotal: z.number(),
    }),
  ),
  subtotal_itens: z.number(),
  taxa_entrega: z.number(),
  desconto: z.number(),
  total_pedido: z.number(),
  area_nome: z.string().nullable(),
  cupom: z.object({ codigo: z.string(), ok: z.boolean(), motivo: z.string().nullable() }).nullable(),
  previsao_entrega: z.string().nullable(),
});
export type Cotacao = z.infer<typeof cotacaoSchema>;
