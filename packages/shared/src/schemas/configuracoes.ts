import { z } from 'zod';
import { CORE_CAMPOS, TEMPOS_ENTREGA, TIPOS_CONFIGURACAO, valorCompativel } from '../domain/configuracoes.ts';
import { volumeValido } from '../domain/som.ts';
import { MSG } from './messages.ts';
import { paginated, pageQuerySchema } from './common.ts';
import { formBool, formInt, formNumber, strictBody } from './form.ts';

/** Each core field's input rule (form text or JSON). */
export const coreCampoSchemas = {
  tempo_entrega_padrao: formInt().refine((n) => (TEMPOS_ENTREGA as readonly number[]).includes(n), MSG.tempoEntrega),
  auto_aceite_pedidos: formBool(),
  volume_alerta: formNumber().refine(volumeValido, MSG.volume),
};

/** GET /empresas/{id}/configuracoes-core (spec §3 Core settings). */
export const configuracoesCoreSchema = z.object({
  empresa_id: z.number().int(),
  tempo_entrega_padrao: z.number().int(),
  auto_aceite_pedidos: z.boolean(),
  volume_alerta: z.number(),
});
export type ConfiguracoesCoreResposta = z.infer<typeof configuracoesCoreSchema>;

/** PUT: every field. */
export const configuracoesCorePutSchema = strictBody(coreCampoSchemas);
/** PATCH: some fields. */
export const configuracoesCorePatchSchema = strictBody({
  tempo_entrega_padrao: coreCampoSchemas.tempo_entrega_padrao.optional(),
  auto_aceite_pedidos: coreCampoSchemas.auto_aceite_pedidos.optional(),
  volume_alerta: coreCampoSchemas.volume_alerta.optional(),
});
export type ConfiguracoesCorePatch = z.infer<typeof configuracoesCorePatchSchema>;

export const campoCoreParamsSchema = z.object({
  id: z.coerce.number({ error: MSG.inteiro }).int(MSG.inteiro).positive(MSG.formato).max(Number.MAX_SAFE_INTEGER),
  campo: z.enum(CORE_CAMPOS, { error: 'Configuração desconhecida' }),
});
/** PATCH /empresas/{id}/configuracoes-core/{campo} (spec: body valor). Checked against the field's rule in the route. */
export const campoCorePatchSchema = strictBody({
  valor: z.union([z.string(), z.number(), z.boolean()], { error: MSG.obrigatorio }),
});
export const campoCoreSchema = z.object({ campo: z.enum(CORE_CAMPOS), valor: z.union([z.number(), z.boolean()]) });
export type CampoCoreResposta = z.infer<typeof campoCoreSchema>;

// Generic settings (spec §3: empresa_id, chave, valor, tipo) used by later features.
export const CHAVE_REGEX = /^[a-z][a-z0-9_.-]{0,63}$/;
const chaveSchema = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, MSG.obrigatorio)
  .max(64, MSG.max(64))
  .regex(CHAVE_REGEX, 'Use letras minúsculas, números, ponto, hífen ou sublinhado, começando por letra');
const tipoSchema = z.enum(TIPOS_CONFIGURACAO, { error: 'Tipo inválido (texto, numero, booleano ou json)' });
const valorSchema = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
  z.string({ error: MSG.obrigatorio }).max(10_000, MSG.max(10_000)),
);
export const VALOR_INCOMPATIVEL = 'O valor não corresponde ao tipo escolhido';

export const configuracaoSchema = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  chave: z.string(),
  valor: z.string(),
  tipo: z.enum(TIPOS_CONFIGURACAO),
});
export type Configuracao = z.infer<typeof configuracaoSchema>;
export const configuracoesListaSchema = paginated(configuracaoSchema);
export type ConfiguracoesLista = z.infer<typeof configuracoesListaSchema>;
export const configuracoesQuerySchema = pageQuerySchema.extend({ chave: z.string().trim().max(64).optional() });

export const configuracaoCreateSchema = strictBody({
  chave: chaveSchema,
  valor: valorSchema,
  tipo: tipoSchema.default('texto'),
}).superRefine((c, ctx) => {
  if (!valorCompativel(c.tipo, c.valor)) ctx.addIssue({ code: 'custom', path: ['valor'], message: VALOR_INCOMPATIVEL });
});
export type ConfiguracaoCreate = z.infer<typeof configuracaoCreateSchema>;
export type ConfiguracaoCreateEntrada = z.input<typeof configuracaoCreateSchema>;
export const configuracaoPatchSchema = strictBody({
  chave: chaveSchema.optional(),
  valor: valorSchema.optional(),
  tipo: tipoSchema.optional(),
});
export type ConfiguracaoPatch = z.infer<typeof configuracaoPatchSchema>;
