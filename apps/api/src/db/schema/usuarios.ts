// Drizzle mirror of the usuarios module's table (migration 0013): one-time set-password links. Checks, indexes and
// the RLS policy live only in the SQL; test/esquema.test.ts holds these columns and keys to the migrated database.
import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bytea, id, ts } from './tipos.ts';

export const usuarioConvites = pgTable(
  'usuario_convites',
  {
    id: id().generatedAlwaysAsIdentity(),
    empresa_id: id('empresa_id').notNull(),
    usuario_id: id('usuario_id').notNull(),
    token_hash: bytea('token_hash').notNull().unique(),
    criado_em: ts('criado_em').notNull().defaultNow(),
    expira_em: ts('expira_em').notNull(),
    usado_em: ts('usado_em'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
