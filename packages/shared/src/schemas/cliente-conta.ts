// Client accounts of the public menu (spec §7 Public client), by phone, per business (the menu's slug). Calls are
// listed in cliente-publico.ts. The customer token is a different audience from staff tokens.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { requiredText } from './common.ts';
import { telefoneEntradaSchema } from './clientes.ts';
import { pedidoStatus } from './pedidos.ts';
import { slugSchema } from './site.ts';

export const SENHA_CLIENTE_MIN = 6;
const senhaNova = z
  .string({ error: MSG.informeSenha })
  .min(SENHA_CLIENTE_MIN, `A senha precisa de pelo menos ${SENHA_CLIENTE_MIN} caracteres`)
  .max(128, MSG.max(128));
export const definirSenhaBodySchema = z.strictObject({
  slug: slugSchema,
  nome: requiredText(120),
  telefone: telefoneEntradaSchema,
  senha: senhaNova,
});
export const loginClienteBodySchema = z.strictObject({
  slug: slugSchema,
  telefone: telefoneEntradaSchema,
  senha: z.string({ error: MSG.informeSenha }).min(1, MSG.informeSenha).max(128, MSG.max(128)),
});
export const redefinirSenhaRequestSchema = z.strictObject({ slug: slugSchema, telefone: telefoneEntradaSchema });
export const redefinirSenhaConfirmSchema = z.strictObject({
  slug: slugSchema,
  telefone: telefoneEntradaSchema,
  reset_code: z
    .string({ error: 'Informe o código' })
    .trim()
    .regex(/^\d{8}$/, 'O código tem 8 números'),
  nova_senha: senhaNova,
});

export const clienteLogadoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  telefone: z.string(),
});
export const sessaoClienteSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expira_em: z.number().int(),
  cliente: clienteLogadoSchema,
});
export type SessaoCliente = z.infer<typeof sessaoClienteSchema>;
export const authCheckSchema = z.object({ autenticado: z.literal(true), cliente: clienteLogadoSchema });
export const mensagemSchema = z.object({ mensagem: z.string() });

export const enderecoClienteSchema = z.object({
  id: z.number().int(),
  nome_identificacao: z.string().nullable(),
  rua: z.string(),
  numero: z.string().nullable(),
  bairro: z.string(),
  complemento: z.string().nullable(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string().nullable(),
  ponto_referencia: z.string().nullable(),
  endereco_padrao: z.boolean(),
});
export const enderecosClienteSchema = z.object({ items: z.array(enderecoClienteSchema) });
export const pedidosClienteSchema = z.object({
  items: z.array(
    z.object({
      codigo: z.string(),
      numero_pedido: z.number().int(),
      status: pedidoStatus,
      status_texto: z.string(),
      criado_em: z.string(),
      total_pedido: z.number(),
      itens: z.array(z.object({ quantidade: z.number().int(), nome: z.string() })),
    }),
  ),
});

/** Staff: the pending reset code of a customer (null when none is pending or it went out by WhatsApp). */
export const codigoSenhaSchema = z.object({
  codigo: z.string().nullable(),
  expira_em: z.string().nullable(),
  enviado_whatsapp: z.boolean(),
});
