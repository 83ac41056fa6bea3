// API contract of the catalogue (spec §7 "Catalogue"): categories, products, complements, complement options,
// options. Money crosses the API in reais (≤ 2 decimals) under the spec's names (`preco`).
import { z } from 'zod';
import { MSG } from './messages.ts';
import { idSchema, pageQuerySchema, paginated, requiredText } from './common.ts';
import { isReais } from '../domain/money.ts';
import { MAX_SABORES } from '../domain/preco-item.ts';

/** Limits that keep every list bounded and a reorder a single page. */
export const LIMITES_CATALOGO = {
  categoriasPorEmpresa: 100,
  produtosPorCategoria: 100,
  complementosPorProduto: 30,
  opcoesPorComplemento: 100,
  tamanhosPorProduto: 10,
  maxEscolhas: 50,
  /** Product photo: JPEG, PNG or WebP, checked by magic bytes. */
  imagemBytes: 2 * 1024 * 1024,
} as const;

export const precoSchema = z
  .number({ error: MSG.obrigatorio })
  .min(0, MSG.valorNegativo)
  .max(100000, MSG.valorMaximo)
  .refine(isReais, MSG.dinheiro);

export const bool = z.boolean({ error: 'Informe verdadeiro ou falso' });
export const boolQuery = z.enum(['true', 'false'], { error: 'Use true ou false' }).transform((v) => v === 'true');
export const searchQuery = z.string().trim().max(100, MSG.max(100)).optional();
export const textoOpcional = (max: number) => z.string().trim().max(max, MSG.max(max)).nullable().optional();

export const TIPOS_PRODUTO = ['simples', 'pizza'] as const;
export const TIPOS_COMPLEMENTO = ['adicional', 'borda', 'sabor'] as const;
export const REGRAS_PRECO = ['maior', 'media'] as const;
export const tipoProduto = z.enum(TIPOS_PRODUTO, { error: 'Tipo deve ser simples ou pizza' });
export const tipoComplemento = z.enum(TIPOS_COMPLEMENTO, { error: 'Tipo deve ser adicional, borda ou sabor' });
export const regraPreco = z.enum(REGRAS_PRECO, { error: 'Regra deve ser maior ou media' });

// ---------- settings ----------
/** GET/PUT /catalogo/configuracao: how a pizza with several flavours is priced in this business. */
export const catalogoConfiguracaoSchema = z.object({ regra_preco_pizza: regraPreco });
export const catalogoConfiguracaoBodySchema = z.strictObject({ regra_preco_pizza: regraPreco });
export type CatalogoConfiguracao = z.infer<typeof catalogoConfiguracaoSchema>;

// ---------- categories ----------
export const categoriaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordem: z.number().int(),
  ativo: z.boolean(),
  /** Products in the category (a category with products cannot be deleted). */
  total_produtos: z.number().int(),
});
export type Categoria = z.infer<typeof categoriaSchema>;
export const categoriaBodySchema = z.strictObject({ nome: requiredText(120), ativo: bool.optional() });
export type CategoriaBody = z.infer<typeof categoriaBodySchema>;
export const categoriasQuerySchema = pageQuerySchema.extend({ search: searchQuery, ativo: boolQuery.optional() });
export const categoriasListSchema = paginated(categoriaSchema);
export type CategoriasLista = z.infer<typeof categoriasListSchema>;
export const reordenarCategoriasSchema = z.strictObject({
  ids: z.array(idSchema, { error: MSG.obrigatorio }).min(1, MSG.escolhaUm).max(LIMITES_CATALOGO.categoriasPorEmpresa),
});
export const categoriaPublicaSchema = z.object({ id: z.number().int(), nome: z.string(), ordem: z.number().int() });
export const categoriasPublicasSchema = z.object({ items: z.array(categoriaPublicaSchema) });

// ---------- products ----------
export const tamanhoSchema = z.strictObject({ nome: requiredText(40), preco: precoSchema });
export type Tamanho = z.infer<typeof tamanhoSchema>;

export const produtoBodySchema = z
  .strictObject({
    categoria_id: idSchema,
    nome: requiredText(120),
    descricao: textoOpcional(1000),
    preco: precoSchema,
    ativo: bool.optional(),
    tipo: tipoProduto.default('simples'),
    tamanhos: z
      .array(tamanhoSchema)
      .max(LIMITES_CATALOGO.tamanhosPorProduto, `Máximo de ${LIMITES_CATALOGO.tamanhosPorProduto} tamanhos`)
      .default([]),
    max_sabores: z
      .number({ error: MSG.sabores })
      .int(MSG.sabores)
      .min(1, MSG.sabores)
      .max(MAX_SABORES, MSG.sabores)
      .default(1),
    /** Attached complements, in display order. */
    complementos: z
      .array(idSchema)
      .max(LIMITES_CATALOGO.complementosPorProduto, `Máximo de ${LIMITES_CATALOGO.complementosPorProduto} complementos`)
      .default([]),
  })
  .superRefine((p, ctx) => {
    const nomes = p.tamanhos.map((t) => t.nome.toLocaleLowerCase('pt-BR'));
    nomes.forEach((n, i) => {
      if (nomes.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', path: ['tamanhos', i, 'nome'], message: 'Tamanho repetido' });
    });
    if (p.tipo === 'pizza' && p.tamanhos.length === 0)
      ctx.addIssue({ code: 'custom', path: ['tamanhos'], message: 'Uma pizza precisa de pelo menos um tamanho' });
    if (new Set(p.complementos).size !== p.complementos.length)
      ctx.addIssue({ code: 'custom', path: ['complementos'], message: 'Complemento repetido' });
  });
export type ProdutoBody = z.input<typeof produtoBodySchema>;

export const produtoSchema = z.object({
  id: z.number().int(),
  categoria_id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  preco: z.number(),
  ordem: z.number().int(),
  ativo: z.boolean(),
  imagem_url: z.string().nullable(),
  ficha_tecnica_id: z.number().int().nullable(),
  tipo: tipoProduto,
  tamanhos: z.array(z.object({ nome: z.string(), preco: z.number() })),
  max_sabores: z.number().int(),
  complementos: z.array(z.number().int()),
});
export type Produto = z.infer<typeof produtoSchema>;
export const produtosQuerySchema = pageQuerySchema.extend({
  categoria_id: idSchema.optional(),
  search: searchQuery,
  ativo: boolQuery.optional(),
});
export const produtosListSchema = paginated(produtoSchema);
export type ProdutosLista = z.infer<typeof produtosListSchema>;
export const produtoStatusSchema = z.strictObject({ ativo: bool });
export const reordenarProdutosSchema = z.strictObject({
  categoria_id: idSchema,
  ids: z.array(idSchema, { error: MSG.obrigatorio }).min(1, MSG.escolhaUm).max(LIMITES_CATALOGO.produtosPorCategoria),
});

// ---------- complements ----------
export const complementoBodySchema = z
  .strictObject({
    nome: requiredText(120),
    tipo: tipoComplemento.default('adicional'),
    min_escolhas: z
      .number({ error: MSG.inteiro })
      .int(MSG.inteiro)
      .min(0, MSG.valorNegativo)
      .max(LIMITES_CATALOGO.maxEscolhas)
      .default(0),
    max_escolhas: z
      .number({ error: MSG.inteiro })
      .int(MSG.inteiro)
      .min(1, 'O máximo deve ser pelo menos 1')
      .max(LIMITES_CATALOGO.maxEscolhas)
      .default(1),
    obrigatorio: bool.default(false),
    ordem: z.number().int(MSG.inteiro).min(0).max(100000).optional(),
    ativo: bool.optional(),
  })
  .refine((c) => c.min_escolhas <= c.max_escolhas, { path: ['min_escolhas'], message: MSG.minMaiorQueMax });
export type ComplementoBody = z.input<typeof complementoBodySchema>;

export const complementoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: tipoComplemento,
  min_escolhas: z.number().int(),
  max_escolhas: z.number().int(),
  obrigatorio: z.boolean(),
  ordem: z.number().int(),
  ativo: z.boolean(),
  total_opcoes: z.number().int(),
  total_produtos: z.number().int(),
});
export type Complemento = z.infer<typeof complementoSchema>;
export const complementosQuerySchema = pageQuerySchema.extend({
  search: searchQuery,
  ativo: boolQuery.optional(),
  tipo: tipoComplemento.optional(),
});
export const complementosListSchema = paginated(complementoSchema);
export type ComplementosLista = z.infer<typeof complementosListSchema>;
export const complementoStatusSchema = produtoStatusSchema;

// ---------- complement options (link complement ↔ option, with the price inside the complement) ----------
export const precoTamanhoSchema = z.strictObject({ tamanho: requiredText(40), preco: precoSchema });
const precosTamanho = z
  .array(precoTamanhoSchema)
  .max(LIMITES_CATALOGO.tamanhosPorProduto)
  .default([])
  .refine((l) => new Set(l.map((x) => x.tamanho)).size === l.length, 'Tamanho repetido');
export const complementoOpcaoBodySchema = z.strictObject({
  complemento_id: idSchema,
  opcao_id: idSchema,
  /** Defaults to the option's own price. */
  preco: precoSchema.optional(),
  precos_tamanho: precosTamanho,
  ordem: z.number().int(MSG.inteiro).min(0).max(100000).optional(),
});
export type ComplementoOpcaoBody = z.input<typeof complementoOpcaoBodySchema>;
export const complementoOpcaoUpdateSchema = z.strictObject({
  preco: precoSchema,
  precos_tamanho: precosTamanho,
  ordem: z.number().int(MSG.inteiro).min(0).max(100000).optional(),
});
export type ComplementoOpcaoUpdate = z.input<typeof complementoOpcaoUpdateSchema>;
export const complementoOpcaoSchema = z.object({
  id: z.number().int(),
  complemento_id: z.number().int(),
  opcao_id: z.number().int(),
  nome: z.string(),
  ativo: z.boolean(),
  preco: z.number(),
  precos_tamanho: z.array(z.object({ tamanho: z.string(), preco: z.number() })),
  ordem: z.number().int(),
});
export type ComplementoOpcao = z.infer<typeof complementoOpcaoSchema>;
export const complementoOpcoesListSchema = z.object({ items: z.array(complementoOpcaoSchema) });
export const complementoDetalheSchema = complementoSchema.extend({ opcoes: z.array(complementoOpcaoSchema) });
export type ComplementoDetalhe = z.infer<typeof complementoDetalheSchema>;
export const complementoOpcaoParamsSchema = z.object({ complementoId: idSchema });
