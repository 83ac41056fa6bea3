import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { errorMessage } from '@/api/problem.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { exportarCsv, historicoQuery, POR_PAGINA } from '@/api/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { brl, chaveStatus } from '../quadro.ts';
import { PedidoDetalheDialog } from '../components/pedido-detalhe-dialog.tsx';
import { FiltrosBar } from '../historico/filtros-bar.tsx';
import { estadoDaUrl, paramsConsulta, paramsExportacao, urlDoEstado, type CampoOrdem, type EstadoHistorico } from '../historico/filtros.ts';

const escondeNoCelular = { display: { xs: 'none', md: 'table-cell' } } as const;

/** history (spec §2): server-side filters, sort and 50 per page; CSV export of the filtered set. */
export function HistoryPage() {
  const { t } = usePedidosT();
  const session = useSession();
  const timezone = session?.timezone ?? 'America/Sao_Paulo';
  const [sp, setSp] = useSearchParams();
  const estado = estadoDaUrl(sp);
  const params = paramsConsulta(estado);
  const pagina = useQuery(historicoQuery(params));
  const [aberto, setAberto] = useState<number | null>(null);

  useEffect(() => {
    document.title = `${t('historico.titulo')} · ${t('app.nome', { ns: 'translation' })}`;
  }, [t]);

  const mudar = (novo: Partial<EstadoHistorico>) => setSp(urlDoEstado({ ...estado, ...novo }), { replace: true });
  const ordenar = (campo: CampoOrdem) =>
    mudar({ sort_field: campo, sort_dir: estado.sort_field === campo && estado.sort_dir === 'desc' ? 'asc' : 'desc', page: 1 });

  const exportar = useMutation({
    mutationFn: () => exportarCsv(paramsExportacao(estado)),
    meta: { silent: true },
    onError: (error) => showSnackbar(errorMessage(error, t('comum.erroInesperado', { ns: 'translation' })), 'error'),
  });

  const cabecalho = (campo: CampoOrdem | null, rotulo: string, extra?: object) => (
    <TableCell sx={extra} sortDirection={campo && estado.sort_field === campo ? estado.sort_dir : false}>
      {campo ? (
        <TableSortLabel active={estado.sort_field === campo} direction={estado.sort_field === campo ? estado.sort_dir : 'desc'} onClick={() => ordenar(campo)}>
          {rotulo}
        </TableSortLabel>
      ) : (
        rotulo
      )}
    </TableCell>
  );

  const itens = pagina.data?.items ?? [];
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('historico.titulo')}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportar.mutate()} disabled={exportar.isPending}>
          {exportar.isPending ? t('historico.exportando') : t('historico.exportar')}
        </Button>
      </Box>

      <FiltrosBar filtros={estado.filtros} onChange={(filtros) => mudar({ filtros, page: 1 })} />

      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {pagina.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" aria-label={t('historico.titulo')}>
            <TableHead>
              <TableRow>
                {cabecalho('numero_pedido', t('historico.col.numero'))}
                {cabecalho('data_criacao', t('historico.col.data'))}
                {cabecalho('nome_cliente', t('historico.col.cliente'))}
                {cabecalho(null, t('historico.col.telefone'), escondeNoCelular)}
                {cabecalho(null, t('historico.col.tipo'), escondeNoCelular)}
                {cabecalho(null, t('historico.col.canal'), escondeNoCelular)}
                {cabecalho('status', t('historico.col.status'))}
                {cabecalho(null, t('historico.col.bairro'), escondeNoCelular)}
                {cabecalho(null, t('historico.col.entregador'), escondeNoCelular)}
                {cabecalho(null, t('historico.col.pagamentos'), escondeNoCelular)}
                {cabecalho('total_pedido', t('historico.col.total'))}
              </TableRow>
            </TableHead>
            <TableBody>
              {itens.map((p) => (
                <TableRow
                  key={p.id}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => setAberto(p.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      setAberto(p.id);
                    }
                  }}
                  data-testid={`historico-${p.numero_pedido}`}
                >
                  <TableCell>#{p.numero_pedido}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.data_criacao, timezone)}</TableCell>
                  <TableCell>{p.nome_cliente ?? '-'}</TableCell>
                  <TableCell sx={escondeNoCelular}>{p.telefone ?? '-'}</TableCell>
                  <TableCell sx={escondeNoCelular}>{t(`tipo.${p.tipo}`)}</TableCell>
                  <TableCell sx={escondeNoCelular}>{t(`canal.${p.canal}`, { defaultValue: p.canal })}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(chaveStatus(p.status, p.tipo))} color={p.status === 'cancelado' ? 'error' : p.status === 'concluido' ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell sx={escondeNoCelular}>{p.bairro ?? '-'}</TableCell>
                  <TableCell sx={escondeNoCelular}>{p.entregador_nome ?? '-'}</TableCell>
                  <TableCell sx={escondeNoCelular}>{p.pagamentos.join(', ') || '-'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{brl(p.total_pedido)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {pagina.isSuccess && itens.length === 0 && <EmptyTableText />}
        <TablePagination
          component="div"
          count={pagina.data?.total ?? 0}
          page={pagina.data ? Math.min(estado.page - 1, Math.max(0, Math.ceil(pagina.data.total / POR_PAGINA) - 1)) : estado.page - 1}
          onPageChange={(_, p) => mudar({ page: p + 1 })}
          rowsPerPage={POR_PAGINA}
          rowsPerPageOptions={[POR_PAGINA]}
          labelRowsPerPage={t('historico.porPagina')}
          labelDisplayedRows={({ from, to, count }) => t('historico.de', { from, to, count })}
        />
      </Paper>

      <PedidoDetalheDialog pedidoId={aberto} onClose={() => setAberto(null)} />
    </Box>
  );
}

export { HistoryPage as Component };
