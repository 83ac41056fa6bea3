import { z } from 'zod';
import { pageQuerySchema, paginated, requiredText } from './common.ts';

import {
  bool,
  boolQuery,
  precoSchema,
  produtoStatusSchema,
  searchQuery,
  textoOpcional,
  tipoComplemento,
} from './catalogo.ts';

// Options (spec §3 Option): a choice that complements offer (a flavour, a crust, an extra), with its own price.
export const opcaoBodySchema = z.strictObject({
  nome: requiredText(120),
  descricao: textoOpcional(500),
  preco: precoSchema,
  ativo: bool.optional(),
  ignorar_relatorio: bool.default(false),
});
export type OpcaoBody = z.input<typeof opcaoBodySchema>;
export const opcaoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  preco: z.number(),
  ativo: z.boolean(),
  ignorar_relatorio: z.boolean(),
  ficha_tecnica_id: z.number().int().nullable(),
  total_complementos: z.number().int(),
});
export type Opcao = z.infer<typeof opcaoSchema>;
export const opcoesQuerySchema = pageQuerySchema.extend({ search: searchQuery, ativo: boolQuery.optional() });
export const opcoesListSchema = paginated(opcaoSchema);
export type OpcoesLista = z.infer<typeof opcoesListSchema>;
export const opcaoStatusSchema = produtoStatusSchema;
/** GET /opcoes/{id}/complementos: where an option is used. */
export const opcaoComplementosSchema = z.object({
  items: z.array(
    z.object({
      complemento_opcao_id: z.number().int(),
      complemento_id: z.number().int(),
      nome: z.string(),
      tipo: tipoComplemento,
      ativo: z.boolean(),
      preco: z.number(),
    }),
  ),
});
export type OpcaoComplementos = z.infer<typeof opcaoComplementosSchema>;
