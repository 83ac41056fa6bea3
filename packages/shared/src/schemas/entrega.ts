import { z } from 'zod';
import { MSG } from './messages.ts';
import { pageQuerySchema, paginated, requiredText } from './common.ts';
import { reaisEntradaSchema } from './dinheiro.ts';
import { telefoneEntradaSchema, ufSchema } from './clientes.ts';

// Spec §3 Served city, Delivery area, Courier; §7 Geography and delivery. Money in reais at the boundary.

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.max(max))
    .nullish()
    .transform((v) => (v ? v : null));
const algum = (o: object) => Object.values(o).some((v) => v !== undefined);

// ---- served cities ---------------------------------------------------------------------------------------------

export const cidadeAtendidaCriarSchema = z.strictObject({ cidade: requiredText(100), estado: ufSchema });
export const cidadeAtendidaPatchSchema = cidadeAtendidaCriarSchema.partial().refine(algum, MSG.algumCampo);
export const cidadeAtendidaSchema = z.object({ id: z.number().int(), cidade: z.string(), estado: z.string() });
export type CidadeAtendida = z.infer<typeof cidadeAtendidaSchema>;
export const cidadesAtendidasPaginaSchema = paginated(cidadeAtendidaSchema);
export type CidadesAtendidasPagina = z.infer<typeof cidadesAtendidasPaginaSchema>;
export type CidadeAtendidaCriarEntrada = z.input<typeof cidadeAtendidaCriarSchema>;

// ---- delivery areas --------------------------------------------------------------------------------------------

export const MSG_AREA_COBERTURA = 'Informe os bairros atendidos ou um raio em km com a localização da loja';

const areaCampos = {
  nome: requiredText(80),
  ativo: z.boolean().optional(),
  cidade_atendida_id: z.number().int().positive().nullish(),
  bairros: z
    .array(z.string().trim().min(1, MSG.obrigatorio).max(100, MSG.max(100)))
    .max(200)
    .optional(),
  raio_km: z.number().positive('O raio deve ser maior que zero').max(100, 'Raio máximo de 100 km').nullish(),
  /** Centre of the radius (the store); required with raio_km. */
  latitude: z.number().min(-90, MSG.formato).max(90, MSG.formato).nullish(),
  longitude: z.number().min(-180, MSG.formato).max(180, MSG.formato).nullish(),
  taxa_entrega: reaisEntradaSchema.optional(),
  /** Minutes. */
  tempo_estimado: z.number().int(MSG.inteiro).min(0).max(600).nullish(),
  pedido_minimo: reaisEntradaSchema.optional(),
};

/** Coverage rule shared by create and the merged result of a patch. */
export function areaTemCobertura(a: {
  bairros?: readonly string[] | null;
  raio_km?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}): boolean {
  const temBairros = (a.bairros?.length ?? 0) > 0;
  const temRaio = a.raio_km != null && a.latitude != null && a.longitude != null;
  return temBairros || temRaio;
}

export const areaEntregaCriarSchema = z
  .strictObject(areaCampos)
  .refine(areaTemCobertura, { message: MSG_AREA_COBERTURA, path: ['bairros'] });
export const areaEntregaPatchSchema = z.strictObject(areaCampos).partial().refine(algum, MSG.algumCampo);
export type AreaEntregaCriar = z.output<typeof areaEntregaCriarSchema>;
export type AreaEntregaPatch = z.output<typeof areaEntregaPatchSchema>;
export type AreaEntregaCriarEntrada = z.input<typeof areaEntregaCriarSchema>;
export type AreaEntregaPatchEntrada = z.input<typeof areaEntregaPatchSchema>;

export const areaEntregaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ativo: z.boolean(),
  cidade_atendida_id: z.number().int().nullable(),
  /** Name of the served city, for display and for the resolver. */
  cidade: z.string().nullable(),
  bairros: z.array(z.string()),
  raio_km: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  taxa_entrega: z.number(),
  tempo_estimado: z.number().int().nullable(),
  pedido_minimo: z.number(),
});
export type AreaEntrega = z.infer<typeof areaEntregaSchema>;
export const areasEntregaPaginaSchema = paginated(areaEntregaSchema);
export type AreasEntregaPagina = z.infer<typeof areasEntregaPaginaSchema>;
export const areasQuerySchema = pageQuerySchema.extend({
  ativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

// ---- couriers --------------------------------------------------------------------------------------------------

// Brazilian plates: old ABC1234 or Mercosul ABC1D23 (hyphen optional).
const PLACA = /^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/;

const entregadorCampos = {
  nome: requiredText(120),
  telefone: telefoneEntradaSchema.nullish().or(z.literal('').transform(() => null)),
  veiculo: textoOpcional(60),
  placa_veiculo: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!PLACA.test(v)) {
        ctx.addIssue({ code: 'custom', message: 'Placa inválida (ex.: ABC1D23 ou ABC-1234)' });
        return z.NEVER;
      }
      return v.replace('-', '');
    }),
  observacoes: textoOpcional(500),
  ativo: z.boolean().optional(),
  recebe_diaria: z.boolean().optional(),
  /** Spec §5: accepts a comma as decimal separator (`"12,50"`), stored as cents. */
  valor_diaria: reaisEntradaSchema.optional(),
};
export const entregadorCriarSchema = z.strictObject(entregadorCampos);
export const entregadorPatchSchema = z.strictObject(entregadorCampos).partial().refine(algum, MSG.algumCampo);
export type EntregadorCriar = z.output<typeof entregadorCriarSchema>;
export type EntregadorPatch = z.output<typeof entregadorPatchSchema>;
export type EntregadorCriarEntrada = z.input<typeof entregadorCriarSchema>;
export type EntregadorPatchEntrada = z.input<typeof entregadorPatchSchema>;

export const entregadorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  telefone: z.string().nullable(),
  telefone_exibicao: z.string().nullable(),
  veiculo: z.string().nullable(),
  placa_veiculo: z.string().nullable(),
  observacoes: z.string().nullable(),
  ativo: z.boolean(),
  recebe_diaria: z.boolean(),
  valor_diaria: z.number(),
});
export type Entregador = z.infer<typeof entregadorSchema>;
export const entregadoresPaginaSchema = paginated(entregadorSchema);
export type EntregadoresPagina = z.infer<typeof entregadoresPaginaSchema>;
export const entregadoresQuerySchema = areasQuerySchema;

// ---- CEP lookup ------------------------------------------------------------------------------------------------

export const MSG_CEP_INDISPONIVEL = 'Consulta de CEP indisponível; preencha o endereço';
export const MSG_CEP_NAO_ENCONTRADO = 'CEP não encontrado; preencha o endereço';
export const cepParamsSchema = z.object({ cep: z.string().regex(/^\d{5}-?\d{3}$/, MSG.cep) });
export const cepRespostaSchema = z.object({
  cep: z.string(),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  ibge: z.string().nullable(),
});
export type CepResposta = z.infer<typeof cepRespostaSchema>;
