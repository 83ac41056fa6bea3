// Drizzle mirror of the clientes module's tables (migration 0004): customers and their addresses. Checks,
// foreign keys, indexes (the phone's unique index, the trigram ones) and RLS policies live only in the SQL;
// test/esquema.test.ts holds these columns, keys and unique constraints to the migrated database.
import { pgTable, text, boolean, integer, char, doublePrecision, primaryKey } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const clientes = pgTable(
  'clientes',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    telefone: text('telefone'),
    origem_cliente: text('origem_cliente').notNull().default('portal'),
    email: text('email'),
    observacoes: text('observacoes'),
    // COLLATE "C" in the SQL, so the prefix index serves LIKE 'x%'
    nome_busca: text('nome_busca').notNull(),
    total_pedidos: integer('total_pedidos').notNull().default(0),
    ultimo_pedido_em: ts('ultimo_pedido_em'),
    anonimizado_em: ts('anonimizado_em'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const enderecos = pgTable(
  'enderecos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    cliente_id: id('cliente_id').notNull(),
    rua: text('rua').notNull(),
    numero: text('numero'),
    bairro: text('bairro').notNull(),
    complemento: text('complemento'),
    cidade: text('cidade').notNull(),
    estado: char('estado', { length: 2 }).notNull(),
    cep: char('cep', { length: 8 }),
    ponto_referencia: text('ponto_referencia'),
    taxa_entrega_centavos: integer('taxa_entrega_centavos').notNull().default(0),
    nome_identificacao: text('nome_identificacao'),
    endereco_padrao: boolean('endereco_padrao').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
