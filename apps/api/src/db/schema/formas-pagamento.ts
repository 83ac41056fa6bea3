// Drizzle mirror of the formas-pagamento module's tables (migration 0002): the global standard methods and each
// business's own. Checks, indexes and RLS policies live only in the SQL; test/esquema.test.ts holds these
// columns, keys and unique constraints to the migrated database.
import { pgTable, text, boolean, primaryKey } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

// a function, so each table gets its own column builders
const formaColunas = () => ({
  nome: text('nome').notNull(),
  tipo: text('tipo').notNull(),
  icone: text('icone').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  criado_em: ts('criado_em').notNull().defaultNow(),
});
export const formasPagamentoPadrao = pgTable('formas_pagamento_padrao', {
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  ...formaColunas(),
});
export const formasPagamento = pgTable(
  'formas_pagamento',
  { id: id().generatedAlwaysAsIdentity(), ...formaColunas(), empresa_id: id('empresa_id').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
