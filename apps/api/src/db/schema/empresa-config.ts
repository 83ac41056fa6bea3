// Drizzle mirror of migrations/0002_empresa_config.sql.
import { pgTable, bigint, text, boolean, integer, numeric, timestamp, customType } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const id = (name = 'id') => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const configuracoesCore = pgTable('configuracoes_core', {
  empresa_id: id('empresa_id').primaryKey(),
  tempo_entrega_padrao: integer('tempo_entrega_padrao').notNull(),
  auto_aceite_pedidos: boolean('auto_aceite_pedidos').notNull(),
  volume_alerta: numeric('volume_alerta', { precision: 3, scale: 2, mode: 'number' }).notNull(),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

export const configuracoes = pgTable('configuracoes', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  empresa_id: id('empresa_id').notNull(),
  chave: text('chave').notNull(),
  valor: text('valor').notNull(),
  tipo: text('tipo').notNull(),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

const formaColunas = {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  tipo: text('tipo').notNull(),
  icone: text('icone').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  criado_em: ts('criado_em').notNull().defaultNow(),
};
export const formasPagamentoPadrao = pgTable('formas_pagamento_padrao', formaColunas);
export const formasPagamento = pgTable('formas_pagamento', { ...formaColunas, empresa_id: id('empresa_id').notNull() });

export const empresaLogos = pgTable('empresa_logos', {
  empresa_id: id('empresa_id').primaryKey(),
  token: text('token').notNull(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  criado_em: ts('criado_em').notNull().defaultNow(),
});
