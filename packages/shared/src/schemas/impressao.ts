// API contract of printing: the business's printing settings, the certificate QZ Tray trusts and the signing of
// its requests, and the printed marks that make automatic printing happen exactly once.
import { z } from 'zod';
import { CODEPAGES } from '../domain/recibo-texto.ts';
import { MSG } from './messages.ts';
import { formBool, formInt, strictBody } from './form.ts';
import { pedidoSchema } from './pedidos.ts';

export const PAPEIS = ['80', '58'] as const;
export type Papel = (typeof PAPEIS)[number];
/** Spec §9: 42 columns on 80 mm paper, 32 on 58 mm. */
import { COLUNAS_DO_PAPEL } from '../domain/limites.ts';
export { COLUNAS_DO_PAPEL };
export const MAX_COPIAS = 5;

const copias = formInt().pipe(z.number().int().min(0, 'De 0 a 5 vias').max(MAX_COPIAS, 'De 0 a 5 vias'));

/** GET /impressao/configuracao: the business's printing settings (defaults when never saved). */
export const impressaoConfigSchema = z.object({
  papel: z.enum(PAPEIS),
  codepage: z.enum(CODEPAGES),
  copias_recibo: z.number().int(),
  copias_cozinha: z.number().int(),
  copias_preconta: z.number().int(),
  impressao_automatica: z.boolean(),
});
export type ImpressaoConfig = z.infer<typeof impressaoConfigSchema>;

export const IMPRESSAO_PADRAO: ImpressaoConfig = {
  papel: '80',
  codepage: 'cp860',
  copias_recibo: 1,
  copias_cozinha: 1,
  copias_preconta: 1,
  impressao_automatica: true,
};

/** PUT /impressao/configuracao: every field. */
export const impressaoConfigPutSchema = strictBody({
  papel: z.enum(PAPEIS, { error: 'Papel deve ser 80 ou 58 (mm)' }),
  codepage: z.enum(CODEPAGES, { error: 'Página de código deve ser cp860, cp850 ou sem_acentos' }),
  copias_recibo: copias,
  copias_cozinha: copias,
  copias_preconta: copias,
  impressao_automatica: formBool(),
}).refine((c) => !c.impressao_automatica || c.copias_recibo + c.copias_cozinha > 0, {
  message: 'A impressão automática precisa de pelo menos uma via (recibo ou cozinha)',
  path: ['copias_recibo'],
});
export type ImpressaoConfigPut = z.infer<typeof impressaoConfigPutSchema>;
export type ImpressaoConfigEntrada = z.input<typeof impressaoConfigPutSchema>;

// ---------- certificate and signing ----------

/** A SHA-256 hex digest, the only thing QZ Tray asks to sign (it hashes {call, params, timestamp} itself). */
export const DIGEST_QZ = /^[0-9a-f]{64}$/;

/** POST /impressao/assinar: `request` is QZ's own name for the text to sign. */
export const assinarBodySchema = strictBody({
  request: z.string({ error: MSG.obrigatorio }).regex(DIGEST_QZ, 'Pedido de assinatura inválido'),
});
export const assinaturaSchema = z.object({ assinatura: z.string(), algoritmo: z.literal('SHA512') });
export type Assinatura = z.infer<typeof assinaturaSchema>;

/** GET /impressao/certificado: the public certificate QZ Tray trusts (`override.crt`), never the private key. */
export const certificadoSchema = z.object({
  certificado: z.string().nullable(),
  origem: z.enum(['enviado', 'gerado']).nullable(),
  assunto: z.string().nullable(),
  valido_ate: z.string().nullable(),
  impressao_digital: z.string().nullable(),
});
export type Certificado = z.infer<typeof certificadoSchema>;

const pem = (max: number) => z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(max, MSG.max(max));
/** PUT /impressao/certificado: the business's own pair (write-only: the key never comes back). */
export const certificadoPutSchema = strictBody({ certificado: pem(20_000), chave_privada: pem(20_000) });
export type CertificadoPut = z.infer<typeof certificadoPutSchema>;

/** POST /impressao/certificado/gerar: a self-signed pair named after the business. */
export const certificadoGerarSchema = strictBody({
  anos: formInt().pipe(z.number().int().min(1, 'De 1 a 20 anos').max(20, 'De 1 a 20 anos')).default(10),
});
export type CertificadoGerarEntrada = z.input<typeof certificadoGerarSchema>;

// ---------- automatic printing: pending orders and printed marks ----------

/** A browser's print station id (random, kept in its storage): who holds a claim on a pending order. */
const estacao = z.string({ error: MSG.obrigatorio }).regex(/^[A-Za-z0-9-]{8,64}$/, 'Estação de impressão inválida');

/** POST /impressao/pendentes: claims the site orders waiting to print for this station. */
export const pendentesBodySchema = strictBody({ estacao });
export const pendentesSchema = z.object({
  impressao_automatica: z.boolean(),
  /** Seconds the claim holds: past it another station may print these orders. */
  reserva_segundos: z.number().int(),
  items: z.array(pedidoSchema),
});
export type Pendentes = z.infer<typeof pendentesSchema>;

/** POST /impressao/pedidos/{id}/impresso: the printed mark, with the printer and the time. */
export const impressoBodySchema = strictBody({
  impressora: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(200, MSG.max(200)),
  impresso_em: z.iso.datetime({ offset: true, error: MSG.dataHora }).optional(),
  estacao: estacao.optional(),
});
export type ImpressoBody = z.infer<typeof impressoBodySchema>;

/** POST /impressao/pedidos/{id}/falha: a failed print is logged and the claim let go; the order stays unprinted. */
export const falhaBodySchema = strictBody({
  estacao,
  erro: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(500, MSG.max(500)),
});

/** GET /impressao/pedidos/{id}: whether and where an order was printed. */
export const marcaSchema = z.object({
  pedido_id: z.number().int(),
  impresso: z.boolean(),
  impresso_em: z.string().nullable(),
  impressora: z.string().nullable(),
  tentativas: z.number().int(),
  ultimo_erro: z.string().nullable(),
});
export type Marca = z.infer<typeof marcaSchema>;
