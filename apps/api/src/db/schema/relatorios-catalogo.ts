// Drizzle mirror of the catalogue's monthly totals over every type and channel (migration 0027, D-366): the monthly
// product and option rollups (0017) summed across their `tipo` and `canal`. Caches rewritten by the reports module
// with their months; RLS lives only in the SQL (test/esquema.test.ts compares the columns).
import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id } from './tipos.ts';

const soma = (nome: string) => bigint(nome, { mode: 'number' }).notNull().default(0);

export const relatorioProdutosMensaisTotais = pgTable(
  'relatorio_produtos_mensais_totais',
  {
    empresa_id: id('empresa_id').notNull(),
    mes: date('mes').notNull(),
    chave: text('chave').notNull(),
    produto_id: id('produto_id'),
    nome: text('nome').notNull(),
    quantidade: soma('quantidade'),
    faturamento_centavos: soma('faturamento_centavos'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.chave, t.nome] })],
);

export const relatorioOpcoesMensaisTotais = pgTable(
  'relatorio_opcoes_mensais_totais',
  {
    empresa_id: id('empresa_id').notNull(),
    mes: date('mes').notNull(),
    produto_id: id('produto_id').notNull(),
    complemento_id: id('complemento_id').notNull(),
    opcao_id: id('opcao_id').notNull(),
    unidades: soma('unidades'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.mes, t.produto_id, t.complemento_id, t.opcao_id] })],
);
