// Drizzle mirror of the cupons module's table (migration 0004). Checks, indexes (the code's unique index on
// upper(codigo)) and the RLS policy live only in the SQL; test/esquema.test.ts holds these columns, keys and
// unique constraints to the migrated database.
import { pgTable, text, boolean, integer, date, primaryKey } from 'drizzle-orm/pg-core';
import { id, ts } from './tipos.ts';

export const cupons = pgTable(
  'cupons',
  {
    id: id().generatedAlwaysAsIdentity(),
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
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] })],
);
