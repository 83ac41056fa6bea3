import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { EMPTY_TABLE_TEXT_KEY } from '../empty-table-text.tsx';
import { montarCsv, type CelulaCsv } from '../../lib/csv.ts';
import { baixarArquivo } from '../../lib/download.ts';
import { ACOES_FIXAS, CELULAS_SX, PAGINACAO_SX } from './estilos.ts';

export interface Coluna<T> {
  /** Unique in the table; also the server's sort field when `ordenavel`. */
  id: string;
  rotulo: string;
  celula: (linha: T) => ReactNode;
  /** The cell as text in the CSV export; columns without it are left out of the file. */
  csv?: (linha: T) => CelulaCsv;
  ordenavel?: boolean;
  /** Hidden below this breakpoint; what is left scrolls sideways on a phone. */
  ocultarAbaixo?: 'sm' | 'md';
  alinhar?: 'left' | 'right' | 'center';
  /** Dates, money, phones: one line. */
  semQuebra?: boolean;
  sx?: SxProps<Theme>;
}

/** Server-side paging; `pagina` counts from 0. */
export interface Paginacao {
  pagina: number;
  porPagina: number;
  total: number;
  onPagina: (pagina: number) => void;
  opcoesPorPagina?: number[];
  onPorPagina?: (porPagina: number) => void;
}

/** Server-side sorting: a click on the current column flips it; another column starts at `direcaoInicial`. */
export interface Ordenacao {
  campo: string;
  direcao: 'asc' | 'desc';
  onOrdenar: (campo: string, direcao: 'asc' | 'desc') => void;
  direcaoInicial?: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  rotulo: string;
  colunas: readonly Coluna<T>[];
  /** Undefined while the first page loads. */
  linhas: readonly T[] | undefined;
  chave: (linha: T) => string | number;
  /** A request in flight (first load or a new page/sort/filter). */
  carregando?: boolean;
  paginacao?: Paginacao;
  ordenacao?: Ordenacao;
  /** Rows open something: clickable and reachable by keyboard (Enter / Space). */
  onLinhaClick?: (linha: T) => void;
  /** Extra attributes of a row (test ids, a dimmed inactive row). */
  propsLinha?: (linha: T) => { 'data-testid'?: string; sx?: SxProps<Theme> };
  /** Buttons at the end of each row; clicks there do not reach `onLinhaClick`. */
  acoesDaLinha?: (linha: T) => ReactNode;
  /** File name of the "Exportar CSV" button (the rows and columns on screen); no button without it. */
  csv?: string;
}

const ocultar = (abaixo: Coluna<unknown>['ocultarAbaixo']): SxProps<Theme> | undefined =>
  abaixo ? { display: { xs: 'none', [abaixo]: 'table-cell' } } : undefined;

function estiloCelula<T>(c: Coluna<T>): SxProps<Theme> {
  return [
    ocultar(c.ocultarAbaixo) ?? {},
    c.semQuebra ? { whiteSpace: 'nowrap' } : {},
    ...(Array.isArray(c.sx) ? c.sx : [c.sx ?? {}]),
  ] as SxProps<Theme>;
}

/**
 * The one table of the back office: server-side paging and sorting, a loading bar, the empty state of spec §8,
 * CSV export of what is on screen, and sideways scrolling on a 360 px phone.
 */
export function DataTable<T>({
  rotulo,
  colunas,
  linhas,
  chave,
  carregando,
  paginacao,
  ordenacao,
  onLinhaClick,
  propsLinha,
  acoesDaLinha,
  csv,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const total = colunas.length + (acoesDaLinha ? 1 : 0);

  const exportar = () => {
    const cols = colunas.filter((c) => c.csv);
    const texto = montarCsv(
      cols.map((c) => c.rotulo),
      (linhas ?? []).map((l) => cols.map((c) => c.csv!(l))),
    );
    baixarArquivo(new Blob([texto], { type: 'text/csv;charset=utf-8' }), csv!);
  };

  const ordenar = (campo: string) => {
    if (!ordenacao) return;
    const direcao =
      ordenacao.campo === campo ? (ordenacao.direcao === 'asc' ? 'desc' : 'asc') : (ordenacao.direcaoInicial ?? 'asc');
    ordenacao.onOrdenar(campo, direcao);
  };

  return (
    <Paper variant="outlined" sx={{ minWidth: 0, overflow: 'hidden' }}>
      {csv && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <Button size="small" startIcon={<DownloadIcon />} onClick={exportar} disabled={!linhas?.length}>
            {t('tabela.exportarCsv')}
          </Button>
        </Box>
      )}
      {carregando ? <LinearProgress aria-label={t('comum.carregando')} /> : <Box sx={{ height: 4 }} />}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={rotulo} aria-busy={carregando ?? false} sx={CELULAS_SX}>
          <TableHead>
            <TableRow>
              {colunas.map((c) => {
                const ativa = ordenacao?.campo === c.id;
                return (
                  <TableCell
                    key={c.id}
                    align={c.alinhar}
                    sx={estiloCelula(c)}
                    sortDirection={ativa ? ordenacao.direcao : false}
                  >
                    {c.ordenavel && ordenacao ? (
                      <TableSortLabel
                        active={ativa}
                        direction={ativa ? ordenacao.direcao : (ordenacao.direcaoInicial ?? 'asc')}
                        onClick={() => ordenar(c.id)}
                      >
                        {c.rotulo}
                      </TableSortLabel>
                    ) : (
                      c.rotulo
                    )}
                  </TableCell>
                );
              })}
              {acoesDaLinha && <TableCell align="right" sx={ACOES_FIXAS} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas?.length === 0 && !carregando && (
              <TableRow>
                <TableCell colSpan={total} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {t(EMPTY_TABLE_TEXT_KEY)}
                </TableCell>
              </TableRow>
            )}
            {linhas?.map((l) => {
              const extra = propsLinha?.(l) ?? {};
              return (
                <TableRow
                  key={chave(l)}
                  {...(extra['data-testid'] ? { 'data-testid': extra['data-testid'] } : {})}
                  hover={!!onLinhaClick}
                  {...(onLinhaClick
                    ? {
                        tabIndex: 0,
                        onClick: () => onLinhaClick(l),
                        onKeyDown: (e: React.KeyboardEvent) => {
                          if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
                          e.preventDefault();
                          onLinhaClick(l);
                        },
                      }
                    : {})}
                  sx={
                    [
                      onLinhaClick ? { cursor: 'pointer' } : {},
                      ...(Array.isArray(extra.sx) ? extra.sx : [extra.sx ?? {}]),
                    ] as SxProps<Theme>
                  }
                >
                  {colunas.map((c) => (
                    <TableCell key={c.id} align={c.alinhar} sx={estiloCelula(c)}>
                      {c.celula(l)}
                    </TableCell>
                  ))}
                  {acoesDaLinha && (
                    <TableCell
                      align="right"
                      sx={ACOES_FIXAS}
                      onClick={(e) => e.stopPropagation()}
                      onKeyDown={(e) => e.stopPropagation()}
                    >
                      {acoesDaLinha(l)}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {paginacao && (
        <TablePagination
          component="div"
          count={paginacao.total}
          // a page past the end (rows deleted meanwhile) shows as the last one instead of an empty table
          page={Math.min(paginacao.pagina, Math.max(0, Math.ceil(paginacao.total / paginacao.porPagina) - 1))}
          rowsPerPage={paginacao.porPagina}
          rowsPerPageOptions={paginacao.opcoesPorPagina ?? [paginacao.porPagina]}
          onPageChange={(_e, p) => paginacao.onPagina(p)}
          onRowsPerPageChange={(e) => paginacao.onPorPagina?.(Number(e.target.value))}
          labelRowsPerPage={t('tabela.porPagina')}
          labelDisplayedRows={({ from, to, count }) => t('tabela.de', { from, to, count })}
          sx={PAGINACAO_SX}
        />
      )}
    </Paper>
  );
}
