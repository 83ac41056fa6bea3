// Drizzle mirror of migrations/0004_clientes_entrega_cupons.sql (the SQL is the source of truth for DDL).
import { pgTable, bigint, text, boolean, integer, timestamp, char, doublePrecision, numeric, date } from 'drizzle-orm/pg-core';

const id = (name = 'id') => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const clientes = pgTable('clientes', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  empresa_id: id('empresa_id').notNull(),
  nome: text('nome').notNull(),
  telefone: text('telefone'),
  origem_cliente: text('origem_cliente').notNull().default('portal'),
  email: text('email'),
  observacoes: text('observacoes'),
  nome_busca: text('nome_busca').notNull(),
  total_pedidos: integer('total_pedidos').notNull().default(0),
  ultimo_pedido_em: ts('ultimo_pedido_em'),
  anonimizado_em: ts('anonimizado_em'),
  criado_em: ts('criado_em').notNull().defaultNow(),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

export const enderecos = pgTable('enderecos', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
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
});

export const cidadesAtendidas = pgTable('cidades_atendidas', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  empresa_id: id('empresa_id').notNull(),
  cidade: text('cidade').notNull(),
  estado: char('estado', { length: 2 }).notNull(),
});

export const areasEntrega = pgTable('areas_entrega', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
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
});

export const entregadores = pgTable('entregadores', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
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
});

export const cupons = pgTable('cupons', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  empresa_id: id('empresa_id').notNull(),
  codigo: text('codigo').notNull(),
  descricao: text('descricao'),
  tipo: text('tipo', { enum: ['percentual', 'valor_fixo', 'frete_gratis'] }).notNull(),
  valor_centesimos: integer('valor_centesimos').notNull().default(0),
  pedido_minimo_centavos: integer('pedido_minimo_centavos').notNull().default(0),
  validade_inicio: date('validade_inicio', { mode: 'string' }),
  validade_fim: date('validade_fim', { mode: 'string' }),
  limite_total: integer('limite_total'),
  limite_por_cliente: integer('limite_por_cliente'),
  usos: integer('usos').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
  criado_em: ts('criado_em').notNull().defaultNow(),
});
