// Drizzle mirror of the auth module's tables (migration 0001): users, their permission overrides, sessions,
// refresh tokens, login throttling and system secrets. Checks, foreign keys, indexes and RLS policies live only
// in the SQL; test/esquema.test.ts holds these columns, keys and unique constraints to the migrated database.
import { pgTable, text, boolean, primaryKey, unique } from 'drizzle-orm/pg-core';
import { bytea, id, ts } from './tipos.ts';

export const usuarios = pgTable(
  'usuarios',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    senha_hash: text('senha_hash').notNull(),
    role: text('role').notNull().default('atendente'),
    superadmin: boolean('superadmin').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const usuarioPermissoes = pgTable(
  'usuario_permissoes',
  {
    empresa_id: id('empresa_id').notNull(),
    usuario_id: id('usuario_id').notNull(),
    chave: text('chave').notNull(),
    permitido: boolean('permitido').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.usuario_id, t.chave] })],
);

export const sessoes = pgTable(
  'sessoes',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    usuario_id: id('usuario_id').notNull(),
    criada_em: ts('criada_em').notNull().defaultNow(),
    expira_em: ts('expira_em').notNull(),
    revogada_em: ts('revogada_em'),
    motivo_revogacao: text('motivo_revogacao'),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id().generatedAlwaysAsIdentity(),
    sessao_id: id('sessao_id').notNull(),
    token_hash: bytea('token_hash').notNull(),
    emitido_em: ts('emitido_em').notNull().defaultNow(),
    usado_em: ts('usado_em'),
    expira_em: ts('expira_em').notNull(),
    empresa_id: id('empresa_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.token_hash)],
);

export const loginFalhas = pgTable('login_falhas', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip'),
  em: ts('em').notNull().defaultNow(),
  /** Where the attempt came from: `ip:<address>` or `dispositivo:<id>` (a device the account logged in from). */
  origem: text('origem').notNull().default(''),
});

export const sistemaSegredos = pgTable('sistema_segredos', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});
