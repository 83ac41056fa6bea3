import { z } from 'zod';
import { DIAS_SEMANA } from '../domain/horarios.ts';
import { validarHorarios } from '../domain/funcionamento.ts';
import { MSG } from './messages.ts';
import { paginated, pageQuerySchema, requiredText } from './common.ts';
import { formBool, formJson, formNullable, strictBody } from './form.ts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const intervaloSchema = z.strictObject({
  inicio: z.string({ error: MSG.obrigatorio }).regex(HHMM, MSG.horaInvalida),
  fim: z.string({ error: MSG.obrigatorio }).regex(HHMM, MSG.horaInvalida),
});
export const horariosSchema = z.partialRecord(
  z.enum(DIAS_SEMANA),
  z.array(intervaloSchema).max(6, 'No máximo 6 intervalos por dia'),
  {
    // zod types the record's issues narrowly, but unknown keys of a partial record come as `unrecognized_keys`
    error: (iss) => {
      const i = iss as { code: string; keys?: string[] };
      return i.code === 'unrecognized_keys'
        ? MSG.diaInvalido(i.keys ?? [])
        : i.code === 'invalid_type'
          ? MSG.formato
          : undefined;
    },
  },
);
/** Hours as written by a user: besides the shape, no overlaps and a valid end (see domain/funcionamento.ts). */
export const horariosEditSchema = horariosSchema.superRefine((h, ctx) => {
  for (const e of validarHorarios(h))
    ctx.addIssue({
      code: 'custom',
      message: e.mensagem,
      path: e.campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
});

/** GET /empresas/{id} (spec §3 Business). */
export const empresaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  logo_url: z.string().nullable(),
  horarios_funcionamento: horariosSchema,
  cor_menu: z.string(),
  aberto: z.boolean(),
  fechamento_temporario_ativo: z.boolean(),
  fechamento_ate: z.string().nullable(),
  motivo_fechamento: z.string().nullable(),
  timezone: z.string(),
});
export type Empresa = z.infer<typeof empresaSchema>;

/**
 * GET /empresas/{id}/status (spec §3: aberta, fechado_ate, nome_empresa). `aberta` = orders can be taken now
 * (manual switch, temporary closing and opening hours); `motivo` says which of them closed it.
 */
export const empresaStatusSchema = z.object({
  aberta: z.boolean(),
  fechado_ate: z.string().nullable(),
  nome_empresa: z.string(),
  motivo: z.enum(['fechada', 'fechamento_temporario', 'fora_do_horario']).nullable(),
  motivo_fechamento: z.string().nullable(),
});
export type EmpresaStatus = z.infer<typeof empresaStatusSchema>;

export const empresaCorSchema = z.object({ cor_menu: z.string() });

/** GET /horarios/{id}. */
export const horariosResponseSchema = z.object({
  empresa_id: z.number().int(),
  timezone: z.string(),
  horarios_funcionamento: horariosSchema,
});
export type HorariosResponse = z.infer<typeof horariosResponseSchema>;

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export function fusoValido(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.includes('/') || tz === 'UTC';
  } catch {
    return false;
  }
}

const LOCAL_OU_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
export const ufSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(UFS, { error: MSG.uf }),
);
export const corSchema = z.string({ error: MSG.cor }).regex(/^#[0-9a-fA-F]{6}$/, MSG.cor);
export const timezoneSchema = z.string({ error: MSG.fusoHorario }).max(64).refine(fusoValido, MSG.fusoHorario);
/** Logo upload: the file's bytes (multipart). Type and size are checked on the server from the bytes themselves. */
export const logoArquivoSchema = z.custom<Uint8Array>(
  (v) => v instanceof Uint8Array,
  'Envie a logo como arquivo de imagem (PNG, JPEG ou WebP)',
);
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TIPOS = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Store-state fields of PATCH /empresas/{id} (spec §7 form: aberto, fechamento_temporario_ativo, fechamento_ate, motivo_fechamento). */
export const empresaEstadoFields = {
  aberto: formBool().optional(),
  fechamento_temporario_ativo: formBool().optional(),
  /** ISO with offset, or `yyyy-MM-ddTHH:mm` read in the business timezone; '' or null clears it. */
  fechamento_ate: formNullable(z.string().regex(LOCAL_OU_ISO, MSG.dataHora)).optional(),
  motivo_fechamento: formNullable(z.string().trim().max(120, MSG.max(120))).optional(),
};
/** Profile fields (business/profile, business/schedule). `logo_url` only accepts '' or null: remove the logo. */
export const empresaPerfilFields = {
  nome: requiredText(120).optional(),
  cidade: formNullable(z.string().trim().max(80, MSG.max(80))).optional(),
  uf: formNullable(ufSchema).optional(),
  cor_menu: corSchema.optional(),
  timezone: timezoneSchema.optional(),
  horarios_funcionamento: formJson(horariosEditSchema).optional(),
  logo: logoArquivoSchema.optional(),
  logo_url: z
    .union([z.literal(''), z.null()], { error: 'Para trocar a logo envie o arquivo no campo logo' })
    .optional(),
};
/** PATCH /empresas/{id}: form data or JSON; unknown keys (id, empresa_id, superadmin…) answer 400. */
export const empresaPatchSchema = strictBody({ ...empresaEstadoFields, ...empresaPerfilFields });
export type EmpresaPatch = z.infer<typeof empresaPatchSchema>;
export type EmpresaPatchEntrada = z.input<typeof empresaPatchSchema>;
export const EMPRESA_ESTADO_CAMPOS = Object.keys(empresaEstadoFields);

/** POST /empresas (superadmin): the business and its first manager. */
export const empresaCreateSchema = strictBody({
  nome: requiredText(120),
  cidade: formNullable(z.string().trim().max(80, MSG.max(80))).optional(),
  uf: formNullable(ufSchema).optional(),
  timezone: timezoneSchema.optional(),
  cor_menu: corSchema.optional(),
  gerente_nome: requiredText(120).optional(),
  email: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(254, MSG.max(254)).email(MSG.email),
  senha: z.string({ error: MSG.obrigatorio }).min(8, MSG.senhaCurta).max(256, MSG.max(256)),
});
export type EmpresaCreate = z.infer<typeof empresaCreateSchema>;
export type EmpresaCreateEntrada = z.input<typeof empresaCreateSchema>;

export const empresasQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(120).optional() });
export const empresaListaSchema = paginated(empresaSchema);
export type EmpresaLista = z.infer<typeof empresaListaSchema>;
