// Drizzle mirror of the customers' rollup (migrations 0022 and 0027, D-300, D-363): per local day (month) and
// customer, and each customer's first and last sale and totals. A cache of the raw orders and tabs rewritten by
// the reports module; RLS, the foreign keys to `clientes` and the indexes live only in the SQL
// (test/esquema.test.ts compares the columns).
import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

const comum = {
  empresa_id: id('empresa_id').notNull(),
  cliente_id: id('cliente_id').notNull(),
  pedidos: integer('pedidos').notNull().default(0),
  liquido_centavos: bigint('liquido_centavos', { mode: 'number' }).notNull().default(0),
};

export const relatorioClientesDiarios = pgTable(
  'relatorio_clientes_diarios',
  {
    ...comum,
    dia: date('dia').notNull(),
    primeira_em: ts('primeira_em').notNull(),
    ultima_em: ts('ultima_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.cliente_id] })],
);

export const relatorioClientesMensais = pgTable(
  'relatorio_clientes_mensais',
  { ...comum, mes: date('mes').notNull(), ultimo_dia: date('ultimo_dia').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.cliente_id] })],
);

export const relatorioClientesExtremos = pgTable(
  'relatorio_clientes_extremos',
  {
    empresa_id: id('empresa_id').notNull(),
    cliente_id: id('cliente_id').notNull(),
    primeiro_dia: date('primeiro_dia').notNull(),
    primeira_em: ts('primeira_em').notNull(),
    ultima_em: ts('ultima_em').notNull(),
    // migration 0027 (D-363): the last sale's local day and the totals of all the customer's days
    ultimo_dia: date('ultimo_dia').notNull(),
    pedidos: integer('pedidos').notNull().default(0),
    liquido_centavos: bigint('liquido_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.cliente_id] })],
);
