// API contract of WhatsApp: the business's instance on the gateway (pairing by QR code or pairing code), the
// order notices (switch and template per status), and the log of messages the outbox sent, is sending or gave up.
import { z } from 'zod';
import { AVISO_STATUS, MODELO_MAX, variaveisDesconhecidas } from '../domain/whatsapp-avisos.ts';
import { MSG } from './messages.ts';
import { strictBody } from './form.ts';
import { telefoneEntradaSchema } from './clientes.ts';
import { pageQuerySchema, paginated } from './common.ts';

export const WHATSAPP_ESTADOS = ['connecting', 'open', 'close', 'refused'] as const;
export type WhatsappEstado = (typeof WHATSAPP_ESTADOS)[number];

export const instanciaWhatsappSchema = z.object({
  estado: z.enum(WHATSAPP_ESTADOS),
  /** The connected phone (E.164), once paired. */
  numero: z.string().nullable(),
  nome_perfil: z.string().nullable(),
  /** The QR code as a data: URL image, while pairing. */
  qr_base64: z.string().nullable(),
  /** The 8-character code typed on the phone instead of scanning (when a number was given). */
  pairing_code: z.string().nullable(),
  qr_atualizado_em: z.string().nullable(),
  criado_em: z.string(),
});
export type InstanciaWhatsapp = z.infer<typeof instanciaWhatsappSchema>;

/** GET /instancias-whatsapp: whether the server has a gateway at all, and the business's instance if any. */
export const instanciaWhatsappRespostaSchema = z.object({
  gateway_configurado: z.boolean(),
  instancia: instanciaWhatsappSchema.nullable(),
  /** A gateway problem met while refreshing the state (the rest of the answer is the last state known). */
  aviso: z.string().nullable(),
});
export type InstanciaWhatsappResposta = z.infer<typeof instanciaWhatsappRespostaSchema>;

/** POST /instancias-whatsapp and /reconectar: optionally the phone to get a pairing code for. */
export const instanciaWhatsappBodySchema = strictBody({
  numero: telefoneEntradaSchema.optional(),
}).default({});

export const enviarMensagemBodySchema = strictBody({
  telefone: telefoneEntradaSchema,
  texto: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(4096, MSG.max(4096)),
});
export type EnviarMensagemBody = z.input<typeof enviarMensagemBodySchema>;

export const MENSAGEM_STATUS = ['pendente', 'enviando', 'enviada', 'falhou'] as const;
export const MENSAGEM_ORIGENS = ['aviso', 'teste', 'sistema'] as const;

export const mensagemWhatsappSchema = z.object({
  id: z.number().int(),
  origem: z.enum(MENSAGEM_ORIGENS),
  pedido_id: z.number().int().nullable(),
  numero_pedido: z.number().int().nullable(),
  pedido_status: z.string().nullable(),
  /** Masked unless the caller may see customers' data. */
  telefone: z.string(),
  texto: z.string(),
  status: z.enum(MENSAGEM_STATUS),
  tentativas: z.number().int(),
  ultimo_erro: z.string().nullable(),
  /** What the gateway later said about it (SERVER_ACK, DELIVERY_ACK, READ…). */
  status_entrega: z.string().nullable(),
  criado_em: z.string(),
  enviada_em: z.string().nullable(),
  proxima_tentativa_em: z.string().nullable(),
});
export type MensagemWhatsapp = z.infer<typeof mensagemWhatsappSchema>;

export const mensagensQuerySchema = pageQuerySchema.extend({
  status: z.enum(MENSAGEM_STATUS).optional(),
});
export const mensagensPageSchema = paginated(mensagemWhatsappSchema);
export type MensagensPage = z.infer<typeof mensagensPageSchema>;

const modeloSchema = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, MSG.obrigatorio)
  .max(MODELO_MAX, MSG.max(MODELO_MAX))
  .superRefine((v, ctx) => {
    const erradas = variaveisDesconhecidas(v);
    if (erradas.length) ctx.addIssue({ code: 'custom', message: `Variável desconhecida: {${erradas.join('}, {')}}` });
  });

export const avisoSchema = z.object({
  status: z.enum(AVISO_STATUS),
  ativo: z.boolean(),
  modelo: z.string(),
});
export type Aviso = z.infer<typeof avisoSchema>;
export const avisosSchema = z.object({ items: z.array(avisoSchema) });
export type Avisos = z.infer<typeof avisosSchema>;

/** PUT /whatsapp/avisos/{status}: the switch and the template of one status. */
export const avisoPutSchema = strictBody({
  ativo: z.boolean({ error: MSG.booleano }),
  modelo: modeloSchema,
});
export type AvisoPut = z.input<typeof avisoPutSchema>;
export const avisoParamsSchema = z.object({
  status: z.enum(AVISO_STATUS, { error: 'Status de aviso inválido' }),
});
