import { z } from 'zod';
import { idSchema, pageQuerySchema, paginated } from './common.ts';
import { regraPreco, tipoComplemento, tipoProduto } from './catalogo.ts';

// The public menu (no token; the business comes from ?empresa_id=) and the image upload's answer.

export const publicoQuerySchema = z.object({ empresa_id: idSchema });
export const produtosPublicosQuerySchema = pageQuerySchema.extend({
  empresa_id: idSchema,
  categoria_id: idSchema.optional(),
});
export const produtoPublicoSchema = z.object({
  id: z.number().int(),
  categoria_id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  preco: z.number(),
  ordem: z.number().int(),
  imagem_url: z.string().nullable(),
  tipo: tipoProduto,
  tamanhos: z.array(z.object({ nome: z.string(), preco: z.number() })),
  max_sabores: z.number().int(),
  regra_preco: regraPreco,
  complementos: z.array(
    z.object({
      id: z.number().int(),
      nome: z.string(),
      tipo: tipoComplemento,
      min_escolhas: z.number().int(),
      max_escolhas: z.number().int(),
      obrigatorio: z.boolean(),
      opcoes: z.array(
        z.object({
          opcao_id: z.number().int(),
          nome: z.string(),
          descricao: z.string().nullable(),
          preco: z.number(),
          precos_tamanho: z.array(z.object({ tamanho: z.string(), preco: z.number() })),
        }),
      ),
    }),
  ),
});
export type ProdutoPublico = z.infer<typeof produtoPublicoSchema>;
export const produtosPublicosSchema = paginated(produtoPublicoSchema);

export const imagemResponseSchema = z.object({ imagem_url: z.string() });
