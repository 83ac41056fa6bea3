// Drizzle mirror of the stock module's tables (migration 0011): ingredient categories, suppliers, ingredients
// (with their balance), technical sheets and their items, deducted sales and the movement ledger. Checks, foreign
// keys, partial indexes and RLS policies live only in the SQL; test/esquema.test.ts compares the rest.
import { bigint, boolean, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

const qtde = (nome: string) => numeric(nome, { precision: 18, scale: 4 });
const custo = (nome: string) => numeric(nome, { precision: 18, scale: 8 });

export const insumoCategorias = pgTable(
  'insumo_categorias',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const fornecedores = pgTable(
  'fornecedores',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    documento: text('documento'),
    telefone: text('telefone'),
    email: text('email'),
    contato: text('contato'),
    observacao: text('observacao'),
    ativo: boolean('ativo').notNull().default(true),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const insumos = pgTable(
  'insumos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    categoria_id: id('categoria_id'),
    fornecedor_id: id('fornecedor_id'),
    tipo_insumo: text('tipo_insumo').notNull().default('comprado'),
    unidade_padrao: text('unidade_padrao').notNull(),
    custo_por_un_base: custo('custo_por_un_base').notNull().default('0'),
    estoque_minimo_base: qtde('estoque_minimo_base').notNull().default('0'),
    qtde_base: qtde('qtde_base').notNull().default('0'),
    controla_estoque: boolean('controla_estoque').notNull().default(true),
    compoe_cmv: boolean('compoe_cmv').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const fichasTecnicas = pgTable(
  'fichas_tecnicas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    descricao: text('descricao').notNull(),
    tipo_ficha: text('tipo_ficha').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    controla_estoque: boolean('controla_estoque').notNull().default(true),
    compoe_cmv: boolean('compoe_cmv').notNull().default(true),
    produto_id: id('produto_id'),
    opcao_id: id('opcao_id'),
    tamanho: text('tamanho'),
    insumo_resultante_id: id('insumo_resultante_id'),
    rendimento_qtde: qtde('rendimento_qtde').notNull().default('1'),
    rendimento_unidade: text('rendimento_unidade').notNull().default('un'),
    rendimento_base: qtde('rendimento_base').notNull().default('1'),
    custo_total_registrado: numeric('custo_total_registrado', { precision: 18, scale: 4 }),
    custo_unitario_registrado: custo('custo_unitario_registrado'),
    recalculado_em: ts('recalculado_em'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const fichaItens = pgTable(
  'ficha_itens',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    ficha_id: id('ficha_id').notNull(),
    insumo_id: id('insumo_id').notNull(),
    quantidade: qtde('quantidade').notNull(),
    unidade: text('unidade').notNull(),
    fator_correcao: numeric('fator_correcao', { precision: 10, scale: 4 }).notNull().default('1'),
    quantidade_base: qtde('quantidade_base').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const estoqueBaixas = pgTable(
  'estoque_baixas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    origem_tipo: text('origem_tipo').notNull(),
    origem_id: id('origem_id').notNull(),
    ativa: boolean('ativa').notNull().default(false),
    ciclo: integer('ciclo').notNull().default(0),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), unique().on(t.empresa_id, t.origem_tipo, t.origem_id)],
);

export const estoqueMovimentos = pgTable(
  'estoque_movimentos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    insumo_id: id('insumo_id').notNull(),
    tipo: text('tipo').notNull(),
    qtde_base: qtde('qtde_base').notNull(),
    qtde_informada: qtde('qtde_informada').notNull(),
    unidade: text('unidade').notNull(),
    custo_unitario_base: custo('custo_unitario_base').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    saldo_apos_base: qtde('saldo_apos_base').notNull(),
    fornecedor_id: id('fornecedor_id'),
    observacao: text('observacao'),
    origem_tipo: text('origem_tipo'),
    origem_id: id('origem_id'),
    baixa_id: id('baixa_id'),
    ciclo: integer('ciclo'),
    criado_por: id('criado_por'),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
