// Drizzle mirror of the empresas module's tables (migrations 0001 and 0002). The SQL files are the source of
// truth for DDL: checks, foreign keys, indexes and RLS policies live only there; these definitions give typed
// queries, and test/esquema.test.ts holds their columns, keys and unique constraints to the migrated database.
import { pgTable, text, boolean, integer, numeric, jsonb, char, primaryKey, unique } from 'drizzle-orm/pg-core';
import type { HorariosFuncionamento } from '@app/shared/domain/horarios.ts';
import { bytea, id, ts } from './tipos.ts';

export const empresas = pgTable('empresas', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  cidade: text('cidade'),
  uf: char('uf', { length: 2 }),
  logo_url: text('logo_url'),
  horarios_funcionamento: jsonb('horarios_funcionamento').$type<HorariosFuncionamento>().notNull().default({}),
  cor_menu: text('cor_menu').notNull().default('#000000'),
  aberto: boolean('aberto').notNull().default(true),
  fechamento_temporario_ativo: boolean('fechamento_temporario_ativo').notNull().default(false),
  fechamento_ate: ts('fechamento_ate'),
  motivo_fechamento: text('motivo_fechamento'),
  timezone: text('timezone').notNull().default('America/Sao_Paulo'),
  criado_em: ts('criado_em').notNull().defaultNow(),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

export const configuracoesCore = pgTable('configuracoes_core', {
  empresa_id: id('empresa_id').primaryKey(),
  tempo_entrega_padrao: integer('tempo_entrega_padrao').notNull().default(45),
  auto_aceite_pedidos: boolean('auto_aceite_pedidos').notNull().default(false),
  volume_alerta: numeric('volume_alerta', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0.7),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

export const configuracoes = pgTable(
  'configuracoes',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    chave: text('chave').notNull(),
    valor: text('valor').notNull(),
    tipo: text('tipo').notNull().default('texto'),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.chave)],
);

export const empresaLogos = pgTable(
  'empresa_logos',
  {
    empresa_id: id('empresa_id').primaryKey(),
    token: text('token').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [unique().on(t.empresa_id, t.token)],
);
