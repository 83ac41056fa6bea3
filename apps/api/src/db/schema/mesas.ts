// Drizzle mirror of the mesas module's tables (migration 0009): tables, tabs, their batches, items, payments, the
// items each payment paid, and the tab's audit trail. Checks, foreign keys, indexes and RLS policies live only in
// the SQL; test/esquema.test.ts holds these columns, keys and unique constraints to the migrated database.
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ComandaStatus, ItemStatus, PagamentoStatus } from '@app/shared/domain/comanda.ts';
import { id, ts } from './tipos.ts';

export const mesas = pgTable(
  'mesas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    nome: text('nome').notNull(),
    area: text('area').notNull().default('Salão'),
    lugares: integer('lugares').notNull().default(4),
    ativo: boolean('ativo').notNull().default(true),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const comandas = pgTable(
  'comandas',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    mesa_id: id('mesa_id').notNull(),
    status: text('status').$type<ComandaStatus>().notNull().default('aberta'),
    grupo_nome: text('grupo_nome'),
    pessoas_qtd: integer('pessoas_qtd').notNull().default(1),
    garcom_id: id('garcom_id'),
    cliente_id: id('cliente_id'),
    taxa_servico_centesimos: integer('taxa_servico_centesimos').notNull().default(1000),
    taxa_servico_default_aplicar: boolean('taxa_servico_default_aplicar').notNull().default(true),
    observacao: text('observacao'),
    ajuste_centavos: integer('ajuste_centavos').notNull().default(0),
    saldo_em_aberto_centavos: integer('saldo_em_aberto_centavos').notNull().default(0),
    motivo: text('motivo'),
    versao: integer('versao').notNull().default(1),
    lotes_qtd: integer('lotes_qtd').notNull().default(0),
    preconta_em: ts('preconta_em'),
    aberta_em: ts('aberta_em').notNull().defaultNow(),
    fechada_em: ts('fechada_em'),
    quitada_em: ts('quitada_em'),
    encerrada_em: ts('encerrada_em'),
    criado_por: id('criado_por'),
    mesclada_em: id('mesclada_em'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const comandaLotes = pgTable(
  'comanda_lotes',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    comanda_id: id('comanda_id').notNull(),
    numero: integer('numero').notNull(),
    itens: jsonb('itens').notNull(),
    reimpressoes: integer('reimpressoes').notNull().default(0),
    criado_por: id('criado_por'),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const comandaItens = pgTable(
  'comanda_itens',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    comanda_id: id('comanda_id').notNull(),
    produto_id: id('produto_id'),
    nome: text('nome').notNull(),
    tamanho: text('tamanho'),
    quantidade: integer('quantidade').notNull(),
    preco_unitario_centavos: integer('preco_unitario_centavos').notNull(),
    borda: text('borda'),
    sabores: jsonb('sabores').$type<string[]>().notNull().default([]),
    complementos: jsonb('complementos')
      .$type<{ categoryName: string; complementName: string; quantity: number }[]>()
      .notNull()
      .default([]),
    escolhas: jsonb('escolhas').notNull().default([]),
    observacao: text('observacao'),
    status: text('status').$type<ItemStatus>().notNull().default('pendente'),
    lote_id: id('lote_id'),
    motivo_cancelamento: text('motivo_cancelamento'),
    cancelado_por: id('cancelado_por'),
    cancelado_em: ts('cancelado_em'),
    criado_por: id('criado_por'),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const comandaPagamentos = pgTable(
  'comanda_pagamentos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    comanda_id: id('comanda_id').notNull(),
    forma_pagamento_id: id('forma_pagamento_id'),
    forma_pagamento_padrao_id: id('forma_pagamento_padrao_id'),
    forma_nome: text('forma_nome').notNull(),
    forma_tipo: text('forma_tipo').notNull(),
    valor_base_itens_centavos: integer('valor_base_itens_centavos').notNull(),
    aplicar_taxa_servico: boolean('aplicar_taxa_servico').notNull(),
    taxa_servico_centavos: integer('taxa_servico_centavos').notNull(),
    desconto_centavos: integer('desconto_centavos').notNull().default(0),
    acrescimo_centavos: integer('acrescimo_centavos').notNull().default(0),
    total_centavos: integer('total_centavos').notNull(),
    valor_recebido_centavos: integer('valor_recebido_centavos').notNull(),
    troco_centavos: integer('troco_centavos').notNull().default(0),
    nome_pagador: text('nome_pagador'),
    observacao: text('observacao'),
    status: text('status').$type<PagamentoStatus>().notNull().default('ativo'),
    motivo: text('motivo'),
    anulado_por: id('anulado_por'),
    anulado_em: ts('anulado_em'),
    criado_por: id('criado_por'),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const comandaPagamentoItens = pgTable(
  'comanda_pagamento_itens',
  {
    empresa_id: id('empresa_id').notNull(),
    pagamento_id: id('pagamento_id').notNull(),
    item_id: id('item_id').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.pagamento_id, t.item_id] })],
);

export const comandaEventos = pgTable(
  'comanda_eventos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    comanda_id: id('comanda_id').notNull(),
    tipo: text('tipo').notNull(),
    usuario_id: id('usuario_id'),
    dados: jsonb('dados').notNull().default({}),
    em: ts('em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
