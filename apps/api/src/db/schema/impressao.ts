// Drizzle mirror of the impressao module's tables (migration 0008). Checks, foreign keys, indexes and the RLS
// policies live only in the SQL; test/esquema.test.ts holds these columns and keys to the migrated database.
import { pgTable, text, boolean, integer, smallint, primaryKey } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const impressaoConfig = pgTable('impressao_config', {
  empresa_id: id('empresa_id').primaryKey(),
  papel: text('papel', { enum: ['80', '58'] })
    .notNull()
    .default('80'),
  codepage: text('codepage', { enum: ['cp860', 'cp850', 'sem_acentos'] })
    .notNull()
    .default('cp860'),
  copias_recibo: smallint('copias_recibo').notNull().default(1),
  copias_cozinha: smallint('copias_cozinha').notNull().default(1),
  copias_preconta: smallint('copias_preconta').notNull().default(1),
  impressao_automatica: boolean('impressao_automatica').notNull().default(true),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

export const impressaoCertificados = pgTable('impressao_certificados', {
  empresa_id: id('empresa_id').primaryKey(),
  certificado: text('certificado').notNull(),
  chave_cifrada: text('chave_cifrada').notNull(),
  chave_versao: text('chave_versao').notNull(),
  origem: text('origem', { enum: ['enviado', 'gerado'] }).notNull(),
  assunto: text('assunto').notNull(),
  valido_ate: ts('valido_ate').notNull(),
  impressao_digital: text('impressao_digital').notNull(),
  criado_por: id('criado_por'),
  criado_em: ts('criado_em').notNull().defaultNow(),
});

export const impressaoAssinaturas = pgTable(
  'impressao_assinaturas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    usuario_id: id('usuario_id'),
    digest: text('digest').notNull(),
    impressao_digital: text('impressao_digital').notNull(),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const impressaoMarcas = pgTable(
  'impressao_marcas',
  {
    empresa_id: id('empresa_id').notNull(),
    pedido_id: id('pedido_id').notNull(),
    reservado_por: text('reservado_por'),
    reservado_ate: ts('reservado_ate'),
    impresso_em: ts('impresso_em'),
    impressora: text('impressora'),
    usuario_id: id('usuario_id'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimo_erro: text('ultimo_erro'),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.pedido_id] })],
);
