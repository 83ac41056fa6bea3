// API contract of the table tab (comanda, spec §3 "Table tab"): the tab, its items, batches (lotes) and payments,
// and the bodies of its actions. Money in reais at the boundary; the ledger's figures come from domain/comanda.ts.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { idSchema, requiredText } from './common.ts';
import { strictBody } from './form.ts';
import { itemPedidoBodySchema, texto } from './pedidos.ts';
import { isReais } from '../domain/money.ts';
import { COMANDA_STATUS, ITEM_STATUS, PAGAMENTO_STATUS, TAXA_SERVICO_PADRAO } from '../domain/comanda.ts';

const reais = z
  .number({ error: MSG.obrigatorio })
  .min(0, 'O valor não pode ser negativo')
  .max(1_000_000)
  .refine(isReais, MSG.dinheiro);
const percentual = z
  .number({ error: MSG.obrigatorio })
  .min(0, 'A taxa não pode ser negativa')
  .max(30, 'A taxa de serviço vai até 30%')
  .refine(isReais, 'Use no máximo duas casas decimais');
const pessoas = z.number({ error: MSG.inteiro }).int(MSG.inteiro).min(1, 'Mínimo de 1 pessoa').max(100);
const motivo = requiredText(200);

// ---------- bodies ----------
export const comandaAbrirSchema = strictBody({
  grupo_nome: texto(60).nullable().optional(),
  pessoas_qtd: pessoas.default(1),
  garcom_id: idSchema.nullable().optional(),
  cliente_id: idSchema.nullable().optional(),
  taxa_servico_percent: percentual.default(TAXA_SERVICO_PADRAO),
  taxa_servico_default_aplicar: z.boolean().default(true),
  observacao: texto(300).nullable().optional(),
});
export type ComandaAbrir = z.input<typeof comandaAbrirSchema>;
export const comandaPatchSchema = strictBody({
  grupo_nome: texto(60).nullable().optional(),
  pessoas_qtd: pessoas.optional(),
  garcom_id: idSchema.nullable().optional(),
  cliente_id: idSchema.nullable().optional(),
  taxa_servico_percent: percentual.optional(),
  taxa_servico_default_aplicar: z.boolean().optional(),
  observacao: texto(300).nullable().optional(),
});

/** An item as order entry sends it: the server prices it with the same shared function as orders. */
export const comandaItemBodySchema = itemPedidoBodySchema;
export const comandaItemPatchSchema = strictBody({
  quantidade: z.number({ error: MSG.inteiro }).int(MSG.inteiro).min(1, 'Quantidade mínima é 1').max(999).optional(),
  observacao: texto(300).nullable().optional(),
});
export const motivoBodySchema = strictBody({ motivo });
export const itemCancelarSchema = strictBody({
  motivo,
  /** Cancel only part of a line (2 of 3 beers); the whole line when absent. */
  quantidade: z.number().int(MSG.inteiro).min(1).max(999).optional(),
});

export const itensQtdSchema = z
  .array(strictBody({ item_id: idSchema, quantidade: z.number().int(MSG.inteiro).min(1).max(999) }))
  .min(1, 'Escolha ao menos um item')
  .max(200);

const forma = {
  forma_pagamento_id: idSchema.optional(),
  forma_pagamento_padrao_id: idSchema.optional(),
};
const escolheuForma = (p: {
  forma_pagamento_id?: number | undefined;
  forma_pagamento_padrao_id?: number | undefined;
}) => (p.forma_pagamento_id === undefined) !== (p.forma_pagamento_padrao_id === undefined);
const pagamentoCampos = {
  ...forma,
  aplicar_taxa_servico: z.boolean().optional(),
  desconto_valor: reais.default(0),
  acrescimo_valor: reais.default(0),
  /** Cash handed over; the change is what exceeds the payment's total (cash only). */
  valor_recebido: reais.optional(),
  nome_pagador: texto(80).nullable().optional(),
  observacao: texto(200).nullable().optional(),
};

/**
 * POST /comandas/{id}/pagamentos. The base (items' value this payment covers) is one of: an amount
 * (`valor_base_itens`), chosen items (`itens`), one of `partes` equal parts of what is left, or — none given — all
 * that is left. The fee is added on the base by the tab's cumulative rule.
 */
export const pagamentoCriarSchema = strictBody({
  ...pagamentoCampos,
  valor_base_itens: reais.refine((v) => v > 0, 'O valor deve ser maior que zero').optional(),
  itens: itensQtdSchema.optional(),
  partes: z.number().int(MSG.inteiro).min(1).max(100).optional(),
})
  .refine(escolheuForma, { message: 'Escolha uma forma de pagamento', path: ['forma_pagamento_id'] })
  .refine((p) => [p.valor_base_itens, p.itens, p.partes].filter((x) => x !== undefined).length <= 1, {
    message: 'Informe valor, itens ou partes: só um deles',
    path: ['valor_base_itens'],
  });
export type PagamentoCriar = z.input<typeof pagamentoCriarSchema>;
export const quitarSchema = strictBody(pagamentoCampos).refine(escolheuForma, {
  message: 'Escolha uma forma de pagamento',
  path: ['forma_pagamento_id'],
});
export const pagamentoItensSchema = strictBody({ itens: itensQtdSchema });
/** An action's body that may be left out (no body at all, or null): it reads as {}. */
const semCorpo = <T extends z.ZodType>(s: T) => z.preprocess((v) => v ?? {}, s);
export const fecharValidadoSchema = semCorpo(
  strictBody({
    /** Reais; spec §5 default 0,05. */
    tolerancia: reais.max(1, 'Tolerância máxima de R$ 1,00').default(0.05),
  }),
);
export const moverMesaSchema = strictBody({ mesa_id: idSchema });
export const transferirItensSchema = strictBody({ comanda_destino_id: idSchema, itens: itensQtdSchema });
export const mesclarSchema = strictBody({ origem_id: idSchema, destino_id: idSchema }).refine(
  (b) => b.origem_id !== b.destino_id,
  { message: 'Escolha duas comandas diferentes', path: ['destino_id'] },
);
export const vazioSchema = semCorpo(strictBody({}));

// ---------- answers ----------
export const comandaItemSchema = z.object({
  id: z.number().int(),
  produto_id: z.number().int().nullable(),
  nome: z.string(),
  tamanho: z.string().nullable(),
  quantidade: z.number().int(),
  preco_unitario: z.number(),
  total: z.number(),
  sabores: z.array(z.string()),
  borda: z.string().nullable(),
  complementos: z.array(z.object({ categoryName: z.string(), complementName: z.string(), quantity: z.number() })),
  observacao: z.string().nullable(),
  status: z.enum(ITEM_STATUS),
  lote_id: z.number().int().nullable(),
  quantidade_paga: z.number().int(),
  motivo_cancelamento: z.string().nullable(),
  criado_em: z.string(),
});
export type ComandaItem = z.infer<typeof comandaItemSchema>;

export const pagamentoSchema = z.object({
  id: z.number().int(),
  forma_pagamento: z.string(),
  forma_tipo: z.string(),
  valor_base_itens: z.number(),
  aplicar_taxa_servico: z.boolean(),
  taxa_servico: z.number(),
  desconto_valor: z.number(),
  acrescimo_valor: z.number(),
  total: z.number(),
  valor_recebido: z.number(),
  valor_troco: z.number(),
  nome_pagador: z.string().nullable(),
  observacao: z.string().nullable(),
  status: z.enum(PAGAMENTO_STATUS),
  motivo: z.string().nullable(),
  criado_em: z.string(),
  criado_por_nome: z.string().nullable(),
  anulado_em: z.string().nullable(),
  anulado_por_nome: z.string().nullable(),
  itens: z.array(z.object({ item_id: z.number().int(), quantidade: z.number().int() })),
});
export type ComandaPagamento = z.infer<typeof pagamentoSchema>;
export const pagamentosListaSchema = z.object({ items: z.array(pagamentoSchema) });

/** GET /comandas/{id}/saldo: the ledger's figures and the suggested split of what is left per person. */
export const saldoSchema = z.object({
  itens: z.number(),
  cancelados: z.number(),
  subtotal: z.number(),
  taxa_servico: z.number(),
  taxa_servico_paga: z.number(),
  descontos: z.number(),
  acrescimos: z.number(),
  ajuste: z.number(),
  devido: z.number(),
  pagamentos: z.number(),
  estornos: z.number(),
  pago: z.number(),
  saldo_base: z.number(),
  saldo: z.number(),
  por_pessoa: z.array(z.number()),
});
export type Saldo = z.infer<typeof saldoSchema>;

/** A batch's kitchen ticket content (shared/domain/recibo-cozinha.ts `LoteImpresso`). */
export const loteImpressoSchema = z.object({
  mesa: z.string(),
  comanda: z.string().nullable(),
  garcom: z.string().nullable(),
  numero_lote: z.number().int(),
  enviado_em: z.string(),
  itens: z.array(
    z.object({
      quantidade: z.number().int(),
      nome: z.string(),
      sabores: z.array(z.string()),
      borda: z.string().nullable(),
      complementos: z.array(z.object({ complementName: z.string(), quantity: z.number() })),
      observacao: z.string().nullable(),
    }),
  ),
});
export const loteSchema = z.object({
  id: z.number().int(),
  comanda_id: z.number().int(),
  numero: z.number().int(),
  criado_em: z.string(),
  criado_por_nome: z.string().nullable(),
  reimpressoes: z.number().int(),
  impresso: loteImpressoSchema,
});
export type Lote = z.infer<typeof loteSchema>;
export const lotesListaSchema = z.object({ items: z.array(loteSchema) });

export const comandaSchema = z.object({
  id: z.number().int(),
  mesa_id: z.number().int(),
  mesa_nome: z.string(),
  status: z.enum(COMANDA_STATUS),
  grupo_nome: z.string().nullable(),
  pessoas_qtd: z.number().int(),
  garcom_id: z.number().int().nullable(),
  garcom_nome: z.string().nullable(),
  cliente_id: z.number().int().nullable(),
  taxa_servico_percent: z.number(),
  taxa_servico_default_aplicar: z.boolean(),
  observacao: z.string().nullable(),
  motivo: z.string().nullable(),
  versao: z.number().int(),
  aberta_em: z.string(),
  preconta_em: z.string().nullable(),
  fechada_em: z.string().nullable(),
  quitada_em: z.string().nullable(),
  encerrada_em: z.string().nullable(),
  saldo_em_aberto: z.number(),
  itens: z.array(comandaItemSchema),
  pagamentos: z.array(pagamentoSchema),
  saldo: saldoSchema,
});
export type Comanda = z.infer<typeof comandaSchema>;
export const comandasListaSchema = z.object({ items: z.array(comandaSchema) });

export const comandarRespostaSchema = z.object({ lote: loteSchema.nullable(), comanda: comandaSchema });
export type ComandarResposta = z.infer<typeof comandarRespostaSchema>;
export const mesclarRespostaSchema = z.object({ comanda: comandaSchema });
