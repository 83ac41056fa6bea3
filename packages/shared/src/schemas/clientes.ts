import { z } from 'zod';
import { MSG } from './messages.ts';
import { pageQuerySchema, paginated, requiredText } from './common.ts';
import { reaisEntradaSchema } from './dinheiro.ts';
import { normalizarTelefone } from '../domain/telefone.ts';
import { normalizarCep } from '../domain/cep.ts';

// Spec §3 Client and §7 Clients. Phones travel in E.164; money in reais (numbers), cents inside.

export const ORIGENS_CLIENTE = ['portal', 'balcao', 'telefone', 'whatsapp', 'site', 'ifood', 'outro'] as const;
/** Quick search answers at most this many (spec §9). */
export const LIMITE_BUSCA_CLIENTES = 20;
/** Last orders shown on a customer (spec §9). */
export const LIMITE_ULTIMOS_PEDIDOS = 10;

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.max(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const telefoneEntradaSchema = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, MSG.obrigatorio)
  .max(30, MSG.telefone)
  .transform((v, ctx) => {
    const e164 = normalizarTelefone(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: MSG.telefone });
      return z.NEVER;
    }
    return e164;
  });

export const cepEntradaSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const cep = normalizarCep(v);
    if (!cep) {
      ctx.addIssue({ code: 'custom', message: MSG.cep });
      return z.NEVER;
    }
    return cep;
  });

// one rule for a state everywhere: the 27 real UFs (the business profile uses the same schema)
export { ufSchema } from './empresas.ts';
import { ufSchema } from './empresas.ts';

const latitude = z.number().min(-90, MSG.formato).max(90, MSG.formato).nullish();
const longitude = z.number().min(-180, MSG.formato).max(180, MSG.formato).nullish();

// ---- addresses -------------------------------------------------------------------------------------------------

const enderecoCampos = {
  rua: requiredText(200),
  numero: textoOpcional(20),
  bairro: requiredText(100),
  complemento: textoOpcional(120),
  cidade: requiredText(100),
  estado: ufSchema,
  cep: cepEntradaSchema,
  ponto_referencia: textoOpcional(200),
  taxa_entrega: reaisEntradaSchema.optional(),
  nome_identificacao: textoOpcional(40),
  endereco_padrao: z.boolean().optional(),
  latitude,
  longitude,
};

/** POST /clientes/{id}/enderecos. `taxa_entrega` defaults to 0 (spec §3); the first address becomes the default. */
export const enderecoCriarSchema = z.strictObject(enderecoCampos);
/** PATCH /enderecos/{id}. `endereco_padrao: true` makes it the default (as PATCH /enderecos/{id}/padrao does). */
export const enderecoPatchSchema = z
  .strictObject({
    ...enderecoCampos,
    endereco_padrao: z.literal(true, { error: 'Para trocar o endereço padrão, marque outro endereço como padrão' }),
  })
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type EnderecoCriar = z.output<typeof enderecoCriarSchema>;
export type EnderecoCriarEntrada = z.input<typeof enderecoCriarSchema>;
export type EnderecoPatch = z.output<typeof enderecoPatchSchema>;
export type EnderecoPatchEntrada = z.input<typeof enderecoPatchSchema>;

export const enderecoSchema = z.object({
  id: z.number().int(),
  cliente_id: z.number().int(),
  rua: z.string(),
  numero: z.string().nullable(),
  bairro: z.string(),
  complemento: z.string().nullable(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string().nullable(),
  ponto_referencia: z.string().nullable(),
  taxa_entrega: z.number(),
  nome_identificacao: z.string().nullable(),
  endereco_padrao: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Endereco = z.infer<typeof enderecoSchema>;

// ---- customers -------------------------------------------------------------------------------------------------

const clienteCampos = {
  nome: requiredText(120),
  telefone: telefoneEntradaSchema,
  origem_cliente: z.enum(ORIGENS_CLIENTE, { error: 'Origem inválida' }).optional(),
  email: z
    .email(MSG.email)
    .max(200, MSG.max(200))
    .nullish()
    .or(z.literal('').transform(() => null)),
  observacoes: textoOpcional(500),
};

/** POST /clientes: addresses may come along (counter flow: one save for customer and address). */
export const clienteCriarSchema = z.strictObject({
  ...clienteCampos,
  enderecos: z.array(enderecoCriarSchema).max(10).optional(),
});
/** PUT /clientes/{id}: replaces the customer's own fields (addresses have their own routes). */
export const clientePutSchema = z.strictObject(clienteCampos);
/** PATCH /clientes/{id}. */
export const clientePatchSchema = z
  .strictObject(clienteCampos)
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), MSG.algumCampo);
export type ClienteCriar = z.output<typeof clienteCriarSchema>;
export type ClienteCriarEntrada = z.input<typeof clienteCriarSchema>;
export type ClientePatch = z.output<typeof clientePatchSchema>;

export const clienteSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** E.164; null when masked (caller lacks `clientes.dados`) or anonymised. */
  telefone: z.string().nullable(),
  /** `(41) 98765-4321`, or the masked `(41) 9****-4321`. */
  telefone_exibicao: z.string().nullable(),
  telefone_mascarado: z.boolean(),
  origem_cliente: z.string(),
  email: z.string().nullable(),
  observacoes: z.string().nullable(),
  /** Neighbourhood of the default address (list column). */
  bairro: z.string().nullable(),
  total_pedidos: z.number().int(),
  ultimo_pedido_em: z.string().nullable(),
  anonimizado: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const clienteDetalheSchema = clienteSchema.extend({ enderecos: z.array(enderecoSchema) });
export type ClienteDetalhe = z.infer<typeof clienteDetalheSchema>;

export const clientesPaginaSchema = paginated(clienteSchema);
export type ClientesPagina = z.infer<typeof clientesPaginaSchema>;

export const CLIENTES_SORT_FIELDS = [
  'nome',
  'telefone',
  'bairro',
  'criado_em',
  'total_pedidos',
  'ultimo_pedido_em',
] as const;

/** `filtros` of GET /clientes: a JSON object in the query string, e.g. `{"bairro":"Batel","com_pedidos":true}`. */
export const clientesFiltrosSchema = z.strictObject({
  bairro: z.string().trim().max(100).optional(),
  cidade: z.string().trim().max(100).optional(),
  origem_cliente: z.enum(ORIGENS_CLIENTE, { error: 'Origem inválida' }).optional(),
  com_pedidos: z.boolean().optional(),
  anonimizados: z.boolean().optional(),
});
export type ClientesFiltros = z.infer<typeof clientesFiltrosSchema>;

export const clientesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, MSG.max(100)).optional(),
  filtros: z
    .string()
    .max(1000)
    .optional()
    .transform((v, ctx) => {
      if (!v) return {};
      let raw: unknown;
      try {
        raw = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Filtros inválidos (JSON esperado)' });
        return z.NEVER;
      }
      const r = clientesFiltrosSchema.safeParse(raw);
      if (!r.success) {
        ctx.addIssue({ code: 'custom', message: `Filtros inválidos: ${r.error.issues[0]?.message ?? ''}` });
        return z.NEVER;
      }
      return r.data;
    }),
  sort_field: z.enum(CLIENTES_SORT_FIELDS, { error: 'Campo de ordenação inválido' }).default('nome'),
  sort_dir: z.enum(['asc', 'desc'], { error: 'Direção de ordenação inválida' }).default('asc'),
});

export const clientesBuscaQuerySchema = z.object({
  search: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(60, MSG.max(60)),
});
export const clientesBuscaSchema = z.array(clienteSchema);
export type ClientesBusca = z.infer<typeof clientesBuscaSchema>;

export const totalPedidosSchema = z.object({ total: z.number().int() });
export type TotalPedidos = z.infer<typeof totalPedidosSchema>;
export const ultimosPedidosQuerySchema = z.object({
  limit: z.coerce.number().int(MSG.inteiro).min(1).max(50).default(LIMITE_ULTIMOS_PEDIDOS),
});
/**
 * One order in a customer's history (GET /clientes/{id}/ultimos-pedidos and the LGPD export), filled by the
 * orders module. Not the orders history's row (`pedidoResumoSchema` in pedidos.ts), which carries more.
 */
export const pedidoDoClienteSchema = z.object({
  id: z.number().int(),
  numero_pedido: z.number().int(),
  data_criacao: z.string(),
  status: z.string(),
  tipo: z.string(),
  total_pedido: z.number(),
});
export type PedidoDoCliente = z.infer<typeof pedidoDoClienteSchema>;
export const ultimosPedidosSchema = z.array(pedidoDoClienteSchema);

/** GET /clientes/{id}/exportar (LGPD art. 18 II/V): every personal field the business holds on the customer. */
export const clienteExportacaoSchema = z.object({
  exportado_em: z.string(),
  empresa: z.object({ id: z.number().int(), nome: z.string() }),
  cliente: clienteSchema,
  enderecos: z.array(enderecoSchema),
  pedidos: z.array(pedidoDoClienteSchema),
});
export type ClienteExportacao = z.infer<typeof clienteExportacaoSchema>;
