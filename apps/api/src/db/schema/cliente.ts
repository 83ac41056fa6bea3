// Drizzle mirror of the customer side's tables (migration 0012): the public menu's site settings, client accounts
// and their reset codes. Checks, foreign keys, indexes, RLS policies and the menu-cache triggers live only in the
// SQL; test/esquema.test.ts holds these columns and keys to the migrated database.
import { boolean, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const sites = pgTable(
  'sites',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    slug: text('slug'),
    cor_primaria: text('cor_primaria').notNull().default('#8B0000'),
    cor_secundaria: text('cor_secundaria').notNull().default('#FFFFFF'),
    banner_url: text('banner_url'),
    texto_boas_vindas: text('texto_boas_vindas'),
    pedido_minimo_centavos: integer('pedido_minimo_centavos').notNull().default(0),
    aceita_pedidos: boolean('aceita_pedidos').notNull().default(true),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id)],
);

export const clienteContas = pgTable(
  'cliente_contas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    cliente_id: id('cliente_id').notNull(),
    senha_hash: text('senha_hash').notNull(),
    token_versao: integer('token_versao').notNull().default(1),
    falhas: integer('falhas').notNull().default(0),
    bloqueado_ate: ts('bloqueado_ate'),
    ultimo_login_em: ts('ultimo_login_em'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.cliente_id)],
);

export const clienteCodigosSenha = pgTable(
  'cliente_codigos_senha',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    cliente_id: id('cliente_id').notNull(),
    codigo_hash: text('codigo_hash').notNull(),
    codigo_cifrado: text('codigo_cifrado'),
    enviado_whatsapp: boolean('enviado_whatsapp').notNull().default(false),
    tentativas: integer('tentativas').notNull().default(0),
    expira_em: ts('expira_em').notNull(),
    usado_em: ts('usado_em'),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
