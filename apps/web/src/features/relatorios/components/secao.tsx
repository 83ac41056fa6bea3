import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table.tsx';
import type { Params, RotaRelatorio } from '@/api/relatorios.ts';
import { BotaoCsv } from './botao-csv.tsx';
import { GraficoLazy } from './grafico-lazy.tsx';
import type { GraficoProps } from './grafico-tipos.ts';

export type SecaoProps<T> = Omit<DataTableProps<T>, 'rotulo' | 'csv'> & {
  titulo: string;
  /** A line under the title (what the numbers count). */
  descricao?: ReactNode;
  /** The chart above the table; left out while there is nothing to draw. */
  grafico?: Omit<GraficoProps, 'rotulo'>;
  /** The report path whose `/csv` the export button downloads. */
  csv?: { rota: RotaRelatorio; params: Params };
  /** A table the API has no file for (it is whole on screen): exported from the rows shown, under this name. */
  csvLocal?: string;
  /** Above the table, under the chart (a criterion switch, totals). */
  extra?: ReactNode;
};

/** One block of a report: title, CSV export, the chart, and the table with the same numbers under it. */
export function Secao<T>({ titulo, descricao, grafico, csv, csvLocal, extra, ...tabela }: SecaoProps<T>) {
  const temLinhas = (tabela.linhas?.length ?? 0) > 0;
  return (
    <Paper component="section" aria-label={titulo} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
          {titulo}
        </Typography>
        {csv && <BotaoCsv rota={csv.rota} params={csv.params} vazio={!temLinhas} />}
      </Box>
      {descricao && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {descricao}
        </Typography>
      )}
      {grafico && temLinhas && (
        <Box sx={{ mb: 2 }}>
          <GraficoLazy {...grafico} rotulo={titulo} />
        </Box>
      )}
      {extra}
      <DataTable rotulo={titulo} {...tabela} {...(csvLocal ? { csv: csvLocal } : {})} />
    </Paper>
  );
}
