import { z } from 'zod';
import { requiredText } from './common.ts';
import { formBool, strictBody } from './form.ts';

/** Spec §3 Payment method: nome, tipo, icone. Standard methods are global (superadmin); others per business. */
export const TIPOS_FORMA_PAGAMENTO = ['dinheiro', 'credito', 'debito', 'pix', 'vale_refeicao', 'outro'] as const;
export const ICONES_FORMA_PAGAMENTO = ['dinheiro', 'cartao', 'pix', 'vale', 'carteira', 'outro'] as const;
export type TipoFormaPagamento = (typeof TIPOS_FORMA_PAGAMENTO)[number];
export type IconeFormaPagamento = (typeof ICONES_FORMA_PAGAMENTO)[number];
/** A business may have at most this many own methods (and the platform this many standard ones). */
export const MAX_FORMAS_PAGAMENTO = 50;

export const ICONE_POR_TIPO: Record<TipoFormaPagamento, IconeFormaPagamento> = {
  dinheiro: 'dinheiro',
  credito: 'cartao',
  debito: 'cartao',
  pix: 'pix',
  vale_refeicao: 'vale',
  outro: 'outro',
};

/**
 * Standard and own methods come from two tables, so their ids overlap ("Dinheiro" standard and "Fiado" own may
 * both be id 1). `chave` is unique in the list: "padrao:1", "empresa:1". Screens key and select by it.
 */
export function chaveFormaPagamento(f: { id: number; padrao: boolean }): string {
  return `${f.padrao ? 'padrao' : 'empresa'}:${f.id}`;
}

export const formaPagamentoSchema = z.object({
  /** Unique in the list (see chaveFormaPagamento); `id` alone is not. */
  chave: z.string(),
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_FORMA_PAGAMENTO),
  icone: z.enum(ICONES_FORMA_PAGAMENTO),
  ativo: z.boolean(),
  /** true = a standard (global) method, managed by the superadmin. */
  padrao: z.boolean(),
});
export type FormaPagamento = z.infer<typeof formaPagamentoSchema>;
export const formasPagamentoListaSchema = z.object({ items: z.array(formaPagamentoSchema), total: z.number().int() });
export type FormasPagamentoLista = z.infer<typeof formasPagamentoListaSchema>;

const tipo = z.enum(TIPOS_FORMA_PAGAMENTO, { error: 'Tipo inválido' });
const icone = z.enum(ICONES_FORMA_PAGAMENTO, { error: 'Ícone inválido' });

export const formaPagamentoCreateSchema = strictBody({
  nome: requiredText(60),
  tipo,
  icone: icone.optional(),
  ativo: formBool().optional(),
});
export type FormaPagamentoCreate = z.infer<typeof formaPagamentoCreateSchema>;
export const formaPagamentoPatchSchema = strictBody({
  nome: requiredText(60).optional(),
  tipo: tipo.optional(),
  icone: icone.optional(),
  ativo: formBool().optional(),
});
export type FormaPagamentoPatch = z.infer<typeof formaPagamentoPatchSchema>;
export const MSG_FORMA_NAO_ENCONTRADA = 'Forma de pagamento não encontrada';
