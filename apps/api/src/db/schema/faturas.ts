// Drizzle mirror of the faturas module's tables (migration 0013). Checks, indexes and the RLS policy live only in
// the SQL; test/esquema.test.ts holds these columns, keys and unique constraints to the migrated database.
import { pgTable, text, boolean, integer, smallint, date, primaryKey, unique } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const faturas = pgTable(
  'faturas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    mes: smallint('mes').notNull(),
    ano: smallint('ano').notNull(),
    valor_centavos: integer('valor_centavos').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['aberta', 'paga', 'cancelada'] })
      .notNull()
      .default('aberta'),
    observacao: text('observacao'),
    pago_em: ts('pago_em'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.ano, t.mes)],
);

export const plataformaCobranca = pgTable('plataforma_cobranca', {
  id: boolean('id').primaryKey().default(true),
  pix_chave: text('pix_chave'),
  pix_nome: text('pix_nome'),
  pix_cidade: text('pix_cidade'),
  valor_mensal_centavos: integer('valor_mensal_centavos').notNull().default(14990),
  dia_vencimento: smallint('dia_vencimento').notNull().default(10),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});
