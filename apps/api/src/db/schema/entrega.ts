// Drizzle mirror of the entrega module's tables (migration 0004): served cities, delivery areas, couriers; and
// (migration 0018) the couriers' advances.
// Checks, foreign keys, indexes and RLS policies live only in the SQL; test/esquema.test.ts holds these columns,
// keys and unique constraints to the migrated database.
import { pgTable, text, boolean, integer, char, date, doublePrecision, numeric, primaryKey } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const cidadesAtendidas = pgTable(
  'cidades_atendidas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    cidade: text('cidade').notNull(),
    estado: char('estado', { length: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const areasEntrega = pgTable(
  'areas_entrega',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    cidade_atendida_id: id('cidade_atendida_id'),
    bairros: text('bairros').array().notNull().default([]),
    raio_km: numeric('raio_km', { precision: 6, scale: 2, mode: 'number' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    taxa_entrega_centavos: integer('taxa_entrega_centavos').notNull().default(0),
    tempo_estimado: integer('tempo_estimado'),
    pedido_minimo_centavos: integer('pedido_minimo_centavos').notNull().default(0),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const entregadores = pgTable(
  'entregadores',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    telefone: text('telefone'),
    veiculo: text('veiculo'),
    placa_veiculo: text('placa_veiculo'),
    observacoes: text('observacoes'),
    ativo: boolean('ativo').notNull().default(true),
    recebe_diaria: boolean('recebe_diaria').notNull().default(false),
    valor_diaria_centavos: integer('valor_diaria_centavos').notNull().default(0),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const entregadorVales = pgTable(
  'entregador_vales',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    entregador_id: id('entregador_id').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    valor_centavos: integer('valor_centavos').notNull(),
    observacao: text('observacao'),
    criado_por: id('criado_por'),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
