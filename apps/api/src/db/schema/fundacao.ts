// Drizzle mirror of migrations/0001_fundacao.sql. The SQL files are the source of truth for DDL
// (they carry RLS policies and composite keys); these definitions give typed queries.
import { pgTable, bigint, text, boolean, jsonb, timestamp, customType, char } from 'drizzle-orm/pg-core';
import type { HorariosFuncionamento } from '@app/shared/domain/horarios.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const id = (name = 'id') => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

export const usuarios = pgTable('usuarios', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  empresa_id: id('empresa_id').notNull(),
  nome: text('nome').notNull(),
  email: text('email').notNull(),
  senha_hash: text('senha_hash').notNull(),
  role: text('role').notNull(),
  superadmin: boolean('superadmin').notNull().default(false),
  ativo: boolean('ativo').notNull().default(true),
  criado_em: ts('criado_em').notNull().defaultNow(),
});

export const usuarioPermissoes = pgTable('usuario_permissoes', {
  empresa_id: id('empresa_id').notNull(),
  usuario_id: id('usuario_id').notNull(),
  chave: text('chave').notNull(),
  permitido: boolean('permitido').notNull(),
});

export const sessoes = pgTable('sessoes', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  empresa_id: id('empresa_id').notNull(),
  usuario_id: id('usuario_id').notNull(),
  criada_em: ts('criada_em').notNull().defaultNow(),
  expira_em: ts('expira_em').notNull(),
  revogada_em: ts('revogada_em'),
  motivo_revogacao: text('motivo_revogacao'),
  ip: text('ip'),
  user_agent: text('user_agent'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  sessao_id: id('sessao_id').notNull(),
  token_hash: bytea('token_hash').notNull(),
  emitido_em: ts('emitido_em').notNull().defaultNow(),
  usado_em: ts('usado_em'),
  expira_em: ts('expira_em').notNull(),
});

export const loginFalhas = pgTable('login_falhas', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip'),
  em: ts('em').notNull().defaultNow(),
});

export const sistemaSegredos = pgTable('sistema_segredos', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});
