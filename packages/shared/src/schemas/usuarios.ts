import { z } from 'zod';
import { MSG } from './messages.ts';
import { idSchema, pageQuerySchema, paginated } from './common.ts';
import { formBool, strictBody } from './form.ts';
import { ROLES } from '../domain/permissions.ts';

// A business's users (spec §3 User, §7 Permissions and users). POST, PUT, PATCH and DELETE take form data (spec)
// or JSON. `superadmin` and `empresa_id` of an existing user are never written here: a closed body answers 400.

export const SENHA_MIN = 8;

export const usuarioSchema = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  role: z.string(),
  superadmin: z.boolean(),
  ativo: z.boolean(),
  /** When the user last logged in (a session was opened); null if never. */
  ultimo_login: z.string().nullable(),
  criado_em: z.string(),
});
export type Usuario = z.infer<typeof usuarioSchema>;
export const usuariosPaginaSchema = paginated(usuarioSchema);
export type UsuariosPagina = z.infer<typeof usuariosPaginaSchema>;

export const usuariosQuerySchema = pageQuerySchema.extend({
  /** Superadmin: whose users (default: the caller's business). */
  empresa_id: idSchema.optional(),
  search: z.string().trim().max(120).optional(),
  ativo: formBool().optional(),
});
export type UsuariosQuery = z.output<typeof usuariosQuerySchema>;

const nome = z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(120, MSG.max(120));
const email = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, MSG.obrigatorio)
  .max(254, MSG.max(254))
  .email(MSG.email)
  .transform((v) => v.toLowerCase());
const senha = z.string({ error: MSG.obrigatorio }).min(SENHA_MIN, MSG.senhaCurta).max(256, MSG.max(256));
const role = z.enum(ROLES, { error: 'Papel inválido (gerente, atendente, garcom, cozinha ou entregador)' });

/** POST: an initial password, or `convite` for a one-time set-password link instead (answered once). */
export const usuarioCriarSchema = strictBody({
  nome,
  email,
  senha: senha.optional(),
  convite: formBool().optional(),
  role,
  ativo: formBool().optional(),
  /** Superadmin only: the business of the new user (default: the caller's). */
  empresa_id: idSchema.optional(),
}).superRefine((v, ctx) => {
  if (!v.convite && v.senha === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['senha'],
      message: 'Informe a senha inicial ou gere um link para definir a senha',
    });
});
export type UsuarioCriar = z.output<typeof usuarioCriarSchema>;
export type UsuarioCriarEntrada = z.input<typeof usuarioCriarSchema>;

/** PUT: the whole user (a password only when it changes). */
export const usuarioPutSchema = strictBody({ nome, email, role, ativo: formBool(), senha: senha.optional() });
export type UsuarioPut = z.output<typeof usuarioPutSchema>;

/** PATCH: any of the fields. */
export const usuarioPatchSchema = strictBody({
  nome: nome.optional(),
  email: email.optional(),
  role: role.optional(),
  ativo: formBool().optional(),
  senha: senha.optional(),
});
export type UsuarioPatch = z.output<typeof usuarioPatchSchema>;
export type UsuarioPatchEntrada = z.input<typeof usuarioPatchSchema>;

/** DELETE may come as a form (spec); it carries nothing the server needs. */
export const usuarioDeleteSchema = z.preprocess((v) => v ?? {}, z.object({}).loose()).optional();

/** How long a set-password link works. */
export const CONVITE_HORAS = 72;

/** A one-time set-password link: the path (`/definir-senha#<token>`; the token is never stored) and its expiry. */
export const conviteSchema = z.object({ convite_url: z.string(), expira_em: z.string() });
export type Convite = z.infer<typeof conviteSchema>;

/** POST /usuarios answers the user and, when asked for, the link (shown once to the manager). */
export const usuarioCriadoSchema = usuarioSchema.extend({ convite: conviteSchema.nullable() });
export type UsuarioCriado = z.infer<typeof usuarioCriadoSchema>;

/** POST /usuarios/definir-senha (public): the link's token and the new password. */
export const definirSenhaSchema = strictBody({
  token: z.string({ error: MSG.obrigatorio }).min(20, 'Link inválido').max(200, 'Link inválido'),
  senha,
});
export type DefinirSenha = z.infer<typeof definirSenhaSchema>;
