import { z } from 'zod';
import { DIAS_SEMANA } from '../domain/horarios.ts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const intervaloSchema = z.object({
  inicio: z.string().regex(HHMM, 'Horário inválido (use HH:mm)'),
  fim: z.string().regex(HHMM, 'Horário inválido (use HH:mm)'),
});
export const horariosSchema = z.partialRecord(z.enum(DIAS_SEMANA, { error: 'Dia da semana inválido' }), z.array(intervaloSchema).max(6));

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

/** GET /empresas/{id}/status (spec §3: aberta, fechado_ate, nome_empresa). */
export const empresaStatusSchema = z.object({
  aberta: z.boolean(),
  fechado_ate: z.string().nullable(),
  nome_empresa: z.string(),
});
export type EmpresaStatus = z.infer<typeof empresaStatusSchema>;

export const empresaCorSchema = z.object({ cor_menu: z.string() });

/** GET /horarios/{id}. */
export const horariosResponseSchema = z.object({
  empresa_id: z.number().int(),
  timezone: z.string(),
  horarios_funcionamento: horariosSchema,
});
