import { z } from 'zod';
import { MSG } from './messages.ts';
import { pageQuerySchema, paginated, idSchema } from './common.ts';
import { reaisEntradaSchema } from './dinheiro.ts';
import { strictBody, formInt } from './form.ts';
import { chavePixValida } from '../domain/pix.ts';

// Subscription invoices (spec §3 Invoice, §7 Invoices). The spec reads the due date both as `due_date` and as
// `vencimento`: both are accepted on input (either one; equal when both are sent) and both are present on output.

export const STATUS_FATURA = ['aberta', 'paga', 'cancelada'] as const;
export type StatusFatura = (typeof STATUS_FATURA)[number];
/** Invoice admin list (spec §9): 25 per page. */
export const FATURAS_POR_PAGINA = 25;
/** GET /faturas/aviso default and largest `limite` (spec §9: invoice warning limit 5). */
export const AVISO_LIMITE = 5;
/** An open invoice enters the warning this many days before its due date (and stays while overdue). */
export const AVISO_DIAS = 5;

const DATA = /^\d{4}-\d{2}-\d{2}$/;
export const dataSchema = z
  .string({ error: MSG.obrigatorio })
  .regex(DATA, { message: 'Data inválida (use aaaa-mm-dd)', abort: true })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Data inválida');

const mesSchema = formInt().pipe(z.number().int().min(1, 'Mês de 1 a 12').max(12, 'Mês de 1 a 12'));
const anoSchema = formInt().pipe(z.number().int().min(2000, 'Ano inválido').max(2100, 'Ano inválido'));
const statusSchema = z.enum(STATUS_FATURA, { error: 'Situação inválida (aberta, paga ou cancelada)' });
const observacaoSchema = z
  .string()
  .trim()
  .max(500, MSG.max(500))
  .nullish()
  .transform((v) => (v ? v : null));

/** Reads `due_date` or `vencimento` into `vencimento` (undefined when neither came). */
function umVencimento<T extends { due_date?: string | undefined; vencimento?: string | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
): Omit<T, 'due_date'> {
  const { due_date, vencimento, ...resto } = v;
  if (due_date !== undefined && vencimento !== undefined && due_date !== vencimento) {
    ctx.addIssue({ code: 'custom', path: ['vencimento'], message: 'due_date e vencimento diferentes: envie um só' });
    return z.NEVER;
  }
  return { ...resto, vencimento: vencimento ?? due_date } as Omit<T, 'due_date'>;
}

export const faturaSchema = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  empresa_nome: z.string(),
  mes: z.number().int(),
  ano: z.number().int(),
  valor: z.number(),
  vencimento: z.string(),
  due_date: z.string(),
  status: z.enum(STATUS_FATURA),
  /** Open and past its due date in the business's timezone. */
  atrasada: z.boolean(),
  /** Days until the due date (negative when overdue). */
  dias_para_vencer: z.number().int(),
  observacao: z.string().nullable(),
  pago_em: z.string().nullable(),
  criado_em: z.string(),
  /** Pix copia e cola of an open invoice, when the platform's receiver is set; null otherwise. */
  pix: z.string().nullable(),
});
export type Fatura = z.infer<typeof faturaSchema>;

export const faturasPaginaSchema = paginated(faturaSchema);
export type FaturasPagina = z.infer<typeof faturasPaginaSchema>;

export const faturasQuerySchema = pageQuerySchema.extend({
  per_page: pageQuerySchema.shape.per_page.unwrap().default(FATURAS_POR_PAGINA),
  status: statusSchema.optional(),
});

export const faturasAvisoQuerySchema = z.object({
  limite: z.coerce
    .number()
    .int(MSG.inteiro)
    .min(1)
    .max(AVISO_LIMITE, `Máximo de ${AVISO_LIMITE}`)
    .default(AVISO_LIMITE),
});
export const faturasAvisoSchema = z.array(faturaSchema);

export const faturaPixSchema = z.object({
  fatura_id: z.number().int(),
  pix: z.string(),
  txid: z.string(),
  valor: z.number(),
  vencimento: z.string(),
  due_date: z.string(),
  recebedor: z.object({ nome: z.string(), cidade: z.string(), chave: z.string() }),
});
export type FaturaPix = z.infer<typeof faturaPixSchema>;

/** `{x}` of POST /faturas/{id}/{x}/gerar: the month the invoice bills, `AAAA-MM`. */
export const competenciaSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Competência inválida (use aaaa-mm)')
  .transform((v) => ({ ano: Number(v.slice(0, 4)), mes: Number(v.slice(5, 7)) }));
export const gerarParamsSchema = z.object({ id: idSchema, competencia: competenciaSchema });

const valorOpcional = reaisEntradaSchema.optional();
/** Optional body: no body (or an empty one) takes the platform's price and due day. */
export const gerarFaturaBodySchema = z
  .preprocess(
    (v) => v ?? {},
    strictBody({
      valor: valorOpcional,
      due_date: dataSchema.optional(),
      vencimento: dataSchema.optional(),
    }),
  )
  .transform((v, ctx) => umVencimento(v, ctx));
export type GerarFaturaBody = z.output<typeof gerarFaturaBodySchema>;

export const gerarFaturaRespostaSchema = z.object({ criada: z.boolean(), fatura: faturaSchema });

// ---- superadmin (/mw) ----

export const empresasLiteSchema = z.array(z.object({ id: z.number().int(), nome: z.string() }));

export const mwFaturasQuerySchema = faturasQuerySchema.extend({
  empresa_id: idSchema.optional(),
  mes: z.coerce.number().int(MSG.inteiro).min(1).max(12).optional(),
  ano: z.coerce.number().int(MSG.inteiro).min(2000).max(2100).optional(),
  /** `vencida`: open and past due. */
  status: z.enum([...STATUS_FATURA, 'vencida'], { error: 'Situação inválida' }).optional(),
});
export type MwFaturasQuery = z.output<typeof mwFaturasQuerySchema>;

export const mwFaturaCriarSchema = strictBody({
  empresa_id: idSchema,
  mes: mesSchema,
  ano: anoSchema,
  valor: reaisEntradaSchema.refine((c) => c > 0, 'Informe um valor maior que zero'),
  due_date: dataSchema.optional(),
  vencimento: dataSchema.optional(),
  status: statusSchema.optional(),
  observacao: observacaoSchema,
}).transform((v, ctx) => {
  const r = umVencimento(v, ctx);
  if (!r.vencimento) {
    ctx.addIssue({ code: 'custom', path: ['vencimento'], message: MSG.obrigatorio });
    return z.NEVER;
  }
  return { ...r, vencimento: r.vencimento };
});
export type MwFaturaCriar = z.output<typeof mwFaturaCriarSchema>;
export type MwFaturaCriarEntrada = z.input<typeof mwFaturaCriarSchema>;

export const mwFaturaPatchSchema = strictBody({
  status: statusSchema.optional(),
  observacao: observacaoSchema.optional(),
  valor: reaisEntradaSchema.refine((c) => c > 0, 'Informe um valor maior que zero').optional(),
  due_date: dataSchema.optional(),
  vencimento: dataSchema.optional(),
}).transform((v, ctx) => umVencimento(v, ctx));
export type MwFaturaPatch = z.output<typeof mwFaturaPatchSchema>;
export type MwFaturaPatchEntrada = z.input<typeof mwFaturaPatchSchema>;

export const mwGerarMesSchema = strictBody({
  mes: mesSchema,
  ano: anoSchema,
  valor: valorOpcional,
  due_date: dataSchema.optional(),
  vencimento: dataSchema.optional(),
}).transform((v, ctx) => umVencimento(v, ctx));
export type MwGerarMes = z.output<typeof mwGerarMesSchema>;
export type MwGerarMesEntrada = z.input<typeof mwGerarMesSchema>;
export const mwGerarMesRespostaSchema = z.object({ criadas: z.number().int(), existentes: z.number().int() });

/** The platform's billing settings: the Pix receiver of every invoice, the monthly price and the due day. */
export const cobrancaSchema = z.object({
  pix_chave: z.string().nullable(),
  pix_nome: z.string().nullable(),
  pix_cidade: z.string().nullable(),
  valor_mensal: z.number(),
  dia_vencimento: z.number().int(),
});
export type Cobranca = z.infer<typeof cobrancaSchema>;

export const cobrancaPutSchema = strictBody({
  pix_chave: z
    .string({ error: MSG.obrigatorio })
    .trim()
    .min(1, MSG.obrigatorio)
    .max(77, MSG.max(77))
    .refine(chavePixValida, 'Chave Pix inválida (telefone com DDD, CPF, CNPJ, e-mail ou chave aleatória)'),
  pix_nome: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(25, MSG.max(25)),
  pix_cidade: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(15, MSG.max(15)),
  valor_mensal: reaisEntradaSchema.refine((c) => c > 0, 'Informe um valor maior que zero'),
  dia_vencimento: formInt().pipe(z.number().int().min(1, 'Dia de 1 a 28').max(28, 'Dia de 1 a 28')),
});
export type CobrancaPut = z.output<typeof cobrancaPutSchema>;
export type CobrancaPutEntrada = z.input<typeof cobrancaPutSchema>;
