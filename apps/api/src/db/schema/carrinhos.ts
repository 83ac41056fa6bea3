// Drizzle mirror of the public menu's funnel tables (migration 0010): carts, the checkout steps each reached, and
// visits. Owned by the customer side (which writes them) and read by the reports. Checks, foreign keys, indexes
// and RLS policies live only in the SQL; test/esquema.test.ts holds these columns and keys to the migrated database.
import { date, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

/** The checkout steps, in order; a new cart's `step_atual` is blank (the spec). */
export const CARRINHO_ETAPAS = ['carrinho', 'identificacao', 'entrega', 'pagamento', 'confirmado'] as const;
export type CarrinhoEtapa = (typeof CARRINHO_ETAPAS)[number];

export const carrinhos = pgTable(
  'carrinhos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    codigo: text('codigo').notNull(),
    session: text('session').notNull(),
    cliente_id: id('cliente_id'),
    nome: text('nome'),
    telefone: text('telefone'),
    itens: jsonb('itens').$type<unknown[]>().notNull().default([]),
    step_atual: text('step_atual').$type<CarrinhoEtapa | ''>().notNull().default(''),
    subtotal_centavos: integer('subtotal_centavos').notNull().default(0),
    qtde_itens: integer('qtde_itens').notNull().default(0),
    pedido_id: id('pedido_id'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.codigo)],
);

export const carrinhoEtapas = pgTable(
  'carrinho_etapas',
  {
    empresa_id: id('empresa_id').notNull(),
    carrinho_id: id('carrinho_id').notNull(),
    etapa: text('etapa').$type<CarrinhoEtapa>().notNull(),
    em: ts('em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.carrinho_id, t.etapa] })],
);

export const visitasCardapio = pgTable(
  'visitas_cardapio',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    session: text('session').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    cliente_id: id('cliente_id'),
    origem: text('origem'),
    dispositivo: text('dispositivo').$type<'celular' | 'tablet' | 'computador'>(),
    primeira_em: ts('primeira_em').notNull().defaultNow(),
    ultima_em: ts('ultima_em').notNull().defaultNow(),
    paginas: integer('paginas').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.session, t.dia)],
);
