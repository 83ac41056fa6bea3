// Drizzle mirror of the reports' daily sales rollup (migration 0015). A cache of the raw orders and tabs, rewritten
// per day by the reports module; RLS and indexes live only in the SQL (test/esquema.test.ts compares the columns).
import { bigint, boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id } from './tipos.ts';

const centavos = (nome: string) => bigint(nome, { mode: 'number' }).notNull().default(0);

// The sales columns the daily and monthly tables share (the monthly one keyed by `mes` instead of `dia`).
const vendas = {
  empresa_id: id('empresa_id').notNull(),
  tipo: text('tipo').notNull(),
  canal: text('canal').notNull(),
  pedidos: integer('pedidos').notNull().default(0),
  itens_centavos: centavos('itens_centavos'),
  acrescimos_centavos: centavos('acrescimos_centavos'),
  taxa_entrega_centavos: centavos('taxa_entrega_centavos'),
  descontos_centavos: centavos('descontos_centavos'),
  taxa_servico_centavos: centavos('taxa_servico_centavos'),
  cancelados: integer('cancelados').notNull().default(0),
  cancelados_centavos: centavos('cancelados_centavos'),
};

export const relatorioVendasDiarias = pgTable(
  'relatorio_vendas_diarias',
  { ...vendas, dia: date('dia').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.tipo, t.canal] })],
);

export const relatorioProdutosDiarios = pgTable(
  'relatorio_produtos_diarios',
  {
    empresa_id: id('empresa_id').notNull(),
    dia: date('dia').notNull(),
    tipo: text('tipo').notNull(),
    canal: text('canal').notNull(),
    chave: text('chave').notNull(),
    produto_id: id('produto_id'),
    nome: text('nome').notNull(),
    quantidade: centavos('quantidade'),
    faturamento_centavos: centavos('faturamento_centavos'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.tipo, t.canal, t.chave] })],
);

/** Days whose rollup rows are stale (migration 0016): marked by the order or tab that changed, cleared by a rewrite. */
export const relatorioDiasPendentes = pgTable(
  'relatorio_dias_pendentes',
  {
    empresa_id: id('empresa_id').notNull(),
    dia: date('dia').notNull(),
    alteracoes: bigint('alteracoes', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia] })],
);

/** A business's rollup version (migration 0025): one more at every rewrite; the platform summary's cache key. */
export const relatorioVersoes = pgTable('relatorio_versoes', {
  empresa_id: id('empresa_id').primaryKey(),
  versao: bigint('versao', { mode: 'number' }).notNull().default(1),
});

// Migration 0017: the monthly product rollup and the options' daily and monthly rollups.
export const relatorioProdutosMensais = pgTable(
  'relatorio_produtos_mensais',
  {
    empresa_id: id('empresa_id').notNull(),
    mes: date('mes').notNull(),
    tipo: text('tipo').notNull(),
    canal: text('canal').notNull(),
    chave: text('chave').notNull(),
    produto_id: id('produto_id'),
    nome: text('nome').notNull(),
    quantidade: centavos('quantidade'),
    faturamento_centavos: centavos('faturamento_centavos'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.tipo, t.canal, t.chave, t.nome] })],
);

const opcoes = {
  empresa_id: id('empresa_id').notNull(),
  tipo: text('tipo').notNull(),
  canal: text('canal').notNull(),
  produto_id: id('produto_id').notNull(),
  complemento_id: id('complemento_id').notNull(),
  opcao_id: id('opcao_id').notNull(),
  unidades: centavos('unidades'),
};

export const relatorioOpcoesDiarias = pgTable(
  'relatorio_opcoes_diarias',
  { ...opcoes, dia: date('dia').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.tipo, t.canal, t.produto_id, t.complemento_id, t.opcao_id] })],
);

export const relatorioOpcoesMensais = pgTable(
  'relatorio_opcoes_mensais',
  { ...opcoes, mes: date('mes').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.tipo, t.canal, t.produto_id, t.complemento_id, t.opcao_id] })],
);

// Migration 0020: the daily sales rollup summed per local month.
export const relatorioVendasMensais = pgTable(
  'relatorio_vendas_mensais',
  { ...vendas, mes: date('mes').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.tipo, t.canal] })],
);

const formas = {
  empresa_id: id('empresa_id').notNull(),
  tipo: text('tipo').notNull(),
  canal: text('canal').notNull(),
  forma: text('forma').notNull(),
  forma_tipo: text('forma_tipo').notNull(),
  pedidos: integer('pedidos').notNull().default(0),
  valor_centavos: centavos('valor_centavos'),
  taxa_servico_centavos: centavos('taxa_servico_centavos'),
};

export const relatorioFormasDiarias = pgTable(
  'relatorio_formas_diarias',
  { ...formas, dia: date('dia').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.tipo, t.canal, t.forma, t.forma_tipo] })],
);

export const relatorioFormasMensais = pgTable(
  'relatorio_formas_mensais',
  { ...formas, mes: date('mes').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.tipo, t.canal, t.forma, t.forma_tipo] })],
);

const bairros = {
  empresa_id: id('empresa_id').notNull(),
  canal: text('canal').notNull(),
  chave: text('chave').notNull(),
  grafia: text('grafia').notNull(),
  com_grafia: boolean('com_grafia').notNull(),
  pedidos: integer('pedidos').notNull().default(0),
  liquido_centavos: centavos('liquido_centavos'),
  taxa_entrega_centavos: centavos('taxa_entrega_centavos'),
};

export const relatorioBairrosDiarios = pgTable(
  'relatorio_bairros_diarios',
  { ...bairros, dia: date('dia').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.canal, t.chave, t.grafia, t.com_grafia] })],
);

export const relatorioBairrosMensais = pgTable(
  'relatorio_bairros_mensais',
  { ...bairros, mes: date('mes').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.canal, t.chave, t.grafia, t.com_grafia] })],
);

// Migration 0021: couriers' deliveries per local day (month), written by the same per-day rewrite (D-290).
const entregadores = {
  empresa_id: id('empresa_id').notNull(),
  entregador_id: id('entregador_id').notNull(),
  entregas: integer('entregas').notNull().default(0),
  taxas_centavos: centavos('taxas_centavos'),
};

export const relatorioEntregadoresDiarios = pgTable(
  'relatorio_entregadores_diarios',
  { ...entregadores, dia: date('dia').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.entregador_id] })],
);

export const relatorioEntregadoresMensais = pgTable(
  'relatorio_entregadores_mensais',
  { ...entregadores, mes: date('mes').notNull(), dias: integer('dias').notNull().default(0) },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.entregador_id] })],
);
