// Drizzle mirror of the pedidos module's tables (migration 0005): per-business counters, orders, their items,
// payments and status history, and the idempotency keys of order creation. Checks, foreign keys, indexes and
// RLS policies live only in the SQL; test/esquema.test.ts holds these columns, keys and unique constraints to
// the migrated database.
import { pgTable, text, integer, jsonb, primaryKey, unique } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const pedidoContadores = pgTable('pedido_contadores', {
  empresa_id: id('empresa_id').primaryKey(),
  ultimo_numero: integer('ultimo_numero').notNull().default(0),
  versao: id('versao').notNull().default(0),
});

export const pedidos = pgTable(
  'pedidos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    // NULL only inside the creating transaction, until the number is taken just before commit (migration 0023)
    numero_pedido: integer('numero_pedido'),
    codigo: text('codigo').notNull(),
    tipo: text('tipo').$type<'delivery' | 'retirada' | 'local'>().notNull(),
    canal: text('canal').notNull(),
    status: text('status')
      .$type<'pendente' | 'preparacao' | 'pronto' | 'em_entrega' | 'concluido' | 'cancelado'>()
      .notNull(),
    cliente_id: id('cliente_id'),
    nome_cliente: text('nome_cliente'),
    telefone: text('telefone'),
    endereco: jsonb('endereco'),
    endereco_id: id('endereco_id'),
    bairro: text('bairro'),
    entregador_id: id('entregador_id'),
    cupom_id: id('cupom_id'),
    cupom_codigo: text('cupom_codigo'),
    subtotal_itens_centavos: integer('subtotal_itens_centavos').notNull(),
    taxa_entrega_centavos: integer('taxa_entrega_centavos').notNull().default(0),
    desconto_centavos: integer('desconto_centavos').notNull().default(0),
    total_centavos: integer('total_centavos').notNull(),
    troco_centavos: integer('troco_centavos').notNull().default(0),
    pagamento_tipos: text('pagamento_tipos').array().notNull().default([]),
    previsao_entrega: ts('previsao_entrega'),
    observacao: text('observacao'),
    observacao_interna: text('observacao_interna'),
    motivo_cancelamento: text('motivo_cancelamento'),
    criado_por: id('criado_por'),
    criado_em: ts('criado_em').notNull().defaultNow(),
    atualizado_em: ts('atualizado_em').notNull().defaultNow(),
    status_em: ts('status_em').notNull().defaultNow(),
    visto_em: ts('visto_em'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique().on(t.empresa_id, t.numero_pedido),
    unique().on(t.empresa_id, t.codigo),
  ],
);

export const pedidoItens = pgTable(
  'pedido_itens',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    pedido_id: id('pedido_id').notNull(),
    produto_id: id('produto_id'),
    ordem: integer('ordem').notNull().default(0),
    nome: text('nome').notNull(),
    tamanho: text('tamanho'),
    quantidade: integer('quantidade').notNull(),
    preco_unitario_centavos: integer('preco_unitario_centavos').notNull(),
    borda: text('borda'),
    sabores: jsonb('sabores').notNull().default([]),
    complementos: jsonb('complementos').notNull().default([]),
    escolhas: jsonb('escolhas').notNull().default([]),
    observacao: text('observacao'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const pedidoPagamentos = pgTable(
  'pedido_pagamentos',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    pedido_id: id('pedido_id').notNull(),
    forma_pagamento_id: id('forma_pagamento_id'),
    forma_pagamento_padrao_id: id('forma_pagamento_padrao_id'),
    tipo: text('tipo').notNull(),
    forma_tipo: text('forma_tipo').notNull(),
    valor_centavos: integer('valor_centavos').notNull(),
    troco_para_centavos: integer('troco_para_centavos'),
    observacao: text('observacao'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const pedidoHistorico = pgTable(
  'pedido_historico',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    pedido_id: id('pedido_id').notNull(),
    status: text('status').notNull(),
    usuario_id: id('usuario_id'),
    em: ts('em').notNull().defaultNow(),
    motivo: text('motivo'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);

export const idempotencia = pgTable(
  'idempotencia',
  {
    empresa_id: id('empresa_id').notNull(),
    rota: text('rota').notNull(),
    chave: text('chave').notNull(),
    impressao: text('impressao').notNull(),
    status_code: integer('status_code').notNull(),
    resposta: jsonb('resposta').notNull(),
    criado_em: ts('criado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.rota, t.chave] })],
);
