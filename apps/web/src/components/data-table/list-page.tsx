import type { ReactNode } from 'react';
import { Page } from '../page.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';

export type ListPageProps<T> = Omit<DataTableProps<T>, 'rotulo'> & {
  /** The screen's title: heading, document title and the table's accessible name. */
  titulo: string;
  /** Buttons next to the title ("Novo cliente"). */
  acoes?: ReactNode;
  /** Search and filters, above the table. */
  filtros?: ReactNode;
  /** Anything below the table (a tester card, the dialogs). */
  children?: ReactNode;
  /** Many columns: use the whole width of the screen. */
  larga?: boolean;
};

/** A list screen: title and actions, filters, the DataTable, then whatever the screen adds. */
export function ListPage<T>({ titulo, acoes, filtros, children, larga, ...tabela }: ListPageProps<T>) {
  return (
    <Page title={titulo} actions={acoes} {...(larga ? { larga } : {})}>
      {filtros}
      <DataTable rotulo={titulo} {...tabela} />
      {children}
    </Page>
  );
}
