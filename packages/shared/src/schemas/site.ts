// The public menu's site settings (screen settings/site). Calls:
//   GET   /configuracoes/site   staff token, permission configuracoes.gerenciar — the business's site settings
//   PATCH /configuracoes/site   staff token, permission configuracoes.gerenciar — change them; the public menu
//                                shows the change at once (its cache is dropped)
// The slug is the menu's readable address (`/cardapio/{slug}`): unique across the platform, rules in `slugSchema`.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { corSchema } from './empresas.ts';
import { reaisEntradaSchema } from './dinheiro.ts';

/** Words a slug may not be: they are (or may become) paths of the app or say something they are not. */
export const SLUGS_RESERVADOS = [
  'admin',
  'api',
  'app',
  'assets',
  'cardapio',
  'carrinho',
  'carrinhos',
  'clientes',
  'configuracoes',
  'dashboard',
  'docs',
  'empresa',
  'empresas',
  'entrar',
  'login',
  'logout',
  'novo',
  'pedido',
  'pedidos',
  'publico',
  'root',
  'settings',
  'site',
  'sistema',
  'suporte',
  'superadmin',
  'www',
] as const;
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const MSG_SLUG =
  'Use de 3 a 40 letras minúsculas, números ou hífens (sem acento, sem espaço, sem hífen no início ou no fim)';
export const MSG_SLUG_RESERVADO = 'Este endereço é reservado; escolha outro';
export const MSG_SLUG_EM_USO = 'Este endereço já está em uso por outra empresa';

export const slugSchema = z
  .string({ error: MSG_SLUG })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9]|-(?!-))*[a-z0-9]$/, { message: MSG_SLUG, abort: true })
  .min(SLUG_MIN, MSG_SLUG)
  .max(SLUG_MAX, MSG_SLUG)
  .refine((s) => !(SLUGS_RESERVADOS as readonly string[]).includes(s), MSG_SLUG_RESERVADO);

/** A banner: an image uploaded through the catalogue's image upload (`/api/imagens/…`) or an https address. */
const bannerSchema = z
  .string()
  .trim()
  .max(500, MSG.max(500))
  .regex(/^(https:\/\/|\/api\/imagens\/)[^\s"'<>]+$/, 'Envie uma imagem ou informe um endereço https://');

export const siteSchema = z.object({
  slug: z.string().nullable(),
  cor_primaria: z.string(),
  cor_secundaria: z.string(),
  banner_url: z.string().nullable(),
  texto_boas_vindas: z.string().nullable(),
  pedido_minimo: z.number(),
  aceita_pedidos: z.boolean(),
  /** Where the public menu answers, for the preview link (`/cardapio/{slug}`), or null without a slug. */
  url_publica: z.string().nullable(),
});
export type Site = z.infer<typeof siteSchema>;

export const sitePatchSchema = z
  .strictObject({
    slug: slugSchema,
    cor_primaria: corSchema,
    cor_secundaria: corSchema,
    banner_url: bannerSchema.nullable(),
    texto_boas_vindas: z.string().trim().max(500, MSG.max(500)).nullable(),
    pedido_minimo: reaisEntradaSchema,
    aceita_pedidos: z.boolean({ error: MSG.booleano }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, MSG.algumCampo);
export type SitePatch = z.input<typeof sitePatchSchema>;
