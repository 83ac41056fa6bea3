// Drizzle mirror of the cancelled sales per reason (migration 0026, D-350): per local day (month), sale type,
// channel and reason. A cache of the raw orders and tabs rewritten by the reports module; RLS and the keys' SQL
// live only in the migration (test/esquema.test.ts compares the columns).
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id } from './tipos.ts';

const cancelados = {
  empresa_id: id('empresa_id').notNull(),
  tipo: text('tipo').notNull(),
  canal: text('canal').notNull(),
  /** The reason trimmed; '' for none (the report shows "Sem motivo informado"). */
  motivo: text('motivo').notNull(),
  quantidade: integer('quantidade').notNull().default(0),
  valor_centavos: bigint('valor_centavos', { mode: 'number' }).notNull().default(0),
};

export const relatorioCanceladosDiarios = pgTable(
  'relatorio_cancelados_diarios',
  { ...cancelados, dia: date('dia').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.tipo, t.canal, t.motivo] })],
);

export const relatorioCanceladosMensais = pgTable(
  'relatorio_cancelados_mensais',
  { ...cancelados, mes: date('mes').notNull() },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.tipo, t.canal, t.motivo] })],
);
