// Drizzle mirror of the catalogo module's tables (migration 0003). Checks, foreign keys, indexes and RLS policies
// live only in the SQL; test/esquema.test.ts holds these columns, keys and unique constraints to the migrated
// database.
import { pgTable, text, boolean, integer, smallint, jsonb, primaryKey, unique } from 'drizzle-orm/pg-core';
import { bytea, id, ts } from './tipos.ts';

export interface TamanhoRow {
  nome: string;
  preco_centavos: number;
}

export const catalogoConfiguracoes = pgTable('catalogo_configuracoes', {
  empresa_id: id('empresa_id').primaryKey(),
  regra_preco_pizza: text('regra_preco_pizza').$type<'maior' | 'media'>().notNull().default('maior'),
  atualizado_em: ts('atualizado_em').notNull().defaultNow(),
});

export const imagens = pgTable(
  'imagens',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    chave: text('chave').notNull(),
    mime: text('mime').notNull(),
    tamanho_bytes: integer('tamanho_bytes').notNull(),
    conteudo: bytea('conteudo').notNull(),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.chave)],
);

export const categorias = pgTable(
  'categorias',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const produtos = pgTable(
  'produtos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    categoria_id: id('categoria_id').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    preco_centavos: integer('preco_centavos').notNull().default(0),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    imagem_id: id('imagem_id'),
    ficha_tecnica_id: id('ficha_tecnica_id'),
    tipo: text('tipo').$type<'simples' | 'pizza'>().notNull().default('simples'),
    tamanhos: jsonb('tamanhos').$type<TamanhoRow[]>().notNull().default([]),
    max_sabores: smallint('max_sabores').notNull().default(1),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const opcoes = pgTable(
  'opcoes',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    preco_centavos: integer('preco_centavos').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    ignorar_relatorio: boolean('ignorar_relatorio').notNull().default(false),
    ficha_tecnica_id: id('ficha_tecnica_id'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const complementos = pgTable(
  'complementos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    tipo: text('tipo').$type<'adicional' | 'borda' | 'sabor'>().notNull().default('adicional'),
    min_escolhas: smallint('min_escolhas').notNull().default(0),
    max_escolhas: smallint('max_escolhas').notNull().default(1),
    obrigatorio: boolean('obrigatorio').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const complementosOpcoes = pgTable(
  'complementos_opcoes',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    complemento_id: id('complemento_id').notNull(),
    opcao_id: id('opcao_id').notNull(),
    preco_centavos: integer('preco_centavos').notNull().default(0),
    precos_tamanho: jsonb('precos_tamanho').$type<Record<string, number>>().notNull().default({}),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.complemento_id, t.opcao_id)],
);

export const produtosComplementos = pgTable(
  'produtos_complementos',
  {
    empresa_id: id('empresa_id').notNull(),
    produto_id: id('produto_id').notNull(),
    complemento_id: id('complemento_id').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.produto_id, t.complemento_id] })],
);
