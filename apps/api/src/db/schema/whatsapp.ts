// Drizzle mirror of the whatsapp module's tables (migration 0014). Checks, foreign keys, indexes and the RLS
// policies live only in the SQL; test/esquema.test.ts holds these columns and keys to the migrated database.
import { pgTable, text, boolean, integer, primaryKey, unique } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const whatsappInstancias = pgTable('whatsapp_instancias', {
  empresa_id: id('empresa_id').primaryKey(),
  nome: text('nome').notNull().unique(),
  segredo_hash: text('segredo_hash').notNull(),
  estado: text('estado', { enum: ['connecting', 'open', 'close', 'refused'] })
    .notNull()
    .default('connecting'),
  numero: text('numero'),
  nome_perfil: text('nome_perfil'),
  qr_base64: text('qr_base64'),
  pairing_code: text('pairing_code'),
  qr_atualizado_em: ts('qr_atualizado_em'),
  criado_em: ts('criado_em').notNull().defaultNow(),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

export const whatsappAvisos = pgTable(
  'whatsapp_avisos',
  {
    empresa_id: id('empresa_id').notNull(),
    status: text('status').notNull(),
    ativo: boolean('ativo').notNull().default(false),
    modelo: text('modelo').notNull(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.status] })],
);

export const whatsappMensagens = pgTable(
  'whatsapp_mensagens',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    origem: text('origem', { enum: ['aviso', 'teste', 'sistema'] }).notNull(),
    chave: text('chave'),
    pedido_id: id('pedido_id'),
    numero_pedido: integer('numero_pedido'),
    pedido_status: text('pedido_status'),
    telefone: text('telefone').notNull(),
    texto: text('texto').notNull(),
    status: text('status', { enum: ['pendente', 'enviando', 'enviada', 'falhou'] })
      .notNull()
      .default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    proxima_em: ts('proxima_em').notNull().defaultNow(),
    reservado_ate: ts('reservado_ate'),
    ultimo_erro: text('ultimo_erro'),
    id_externo: text('id_externo'),
    status_entrega: text('status_entrega'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    enviada_em: ts('enviada_em'),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.chave)],
);
