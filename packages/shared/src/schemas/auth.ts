import { z } from 'zod';
import { MSG } from './messages.ts';

/** POST /auth/login form data (spec §7). */
export const loginFormSchema = z.object({
  email: z.string({ error: MSG.informeEmail }).trim().min(1, MSG.informeEmail).max(254, MSG.max(254)).email(MSG.email),
  senha: z.string({ error: MSG.informeSenha }).min(1, MSG.informeSenha).max(256, MSG.max(256)),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The user as the session keeps it (spec §3 Session, User). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  role: z.string(),
  superadmin: z.boolean(),
  permissoes: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionEmpresaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  timezone: z.string(),
  cor_menu: z.string(),
});

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  user: sessionUserSchema,
  empresa: sessionEmpresaSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema, empresa: sessionEmpresaSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
