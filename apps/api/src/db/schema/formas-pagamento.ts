// Drizzle mirror of the formas-pagamento module's tables (migration 0002): the global standard methods and each
// business's own. Checks, indexes and RLS policies live only in the SQL; test/esquema.test.ts holds these
// columns, keys and unique constraints to the migrated database.
import { pgTable, text, boolean, unique } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

// a function, so each table gets its own column builders
const formaColunas = () => ({
  id: id().primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  tipo: text('tipo').notNull(),
  icone: text('icone').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  criado_em: ts('criado_em').notNull().defaultNow(),
});
export const formasPagamentoPadrao = pgTable('formas_pagamento_padrao', formaColunas());
export const formasPagamento = pgTable(
  'formas_pagamento',
  { ...formaColunas(), empresa_id: id('empresa_id').notNull() },
  (t) => [unique().on(t.empresa_id, t.id)],
);
