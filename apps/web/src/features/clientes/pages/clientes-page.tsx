import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import { ORIGENS_CLIENTE, type ClienteDetalhe } from '@app/shared/schemas/clientes.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { EMPTY_TABLE_TEXT_KEY } from '@/components/empty-table-text.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { clienteQuery, clientesQuery, useExcluirCliente, type ClientesParams } from '@/api/clientes.ts';
import { ClienteFormDialog } from '../components/cliente-form-dialog.tsx';
import { ClienteDetalheDialog } from '../components/cliente-detalhe-dialog.tsx';

type OrigemCliente = (typeof ORIGENS_CLIENTE)[number];

const COLUNAS = [
  { campo: 'nome', rotulo: 'clientes.nome' },
  { campo: 'telefone', rotulo: 'clientes.telefone' },
  { campo: 'bairro', rotulo: 'clientes.bairro' },
  { campo: 'total_pedidos', rotulo: 'clientes.pedidos' },
  { campo: 'ultimo_pedido_em', rotulo: 'clientes.ultimoPedido' },
] as const;

/** Waits for the user to stop typing before searching (one request per pause, not per key). */
function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return v;
}

/** customers (spec §2): server-side paginated, sortable, searchable list with filters; detail and forms in dialogs. */
export function ClientesPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const session = useSession();
  const podeGerenciar = sessionHasPermission(session, 'clientes.gerenciar');
  const [busca, setBusca] = useState('');
  const [bairro, setBairro] = useState('');
  const [origem, setOrigem] = useState<OrigemCliente | ''>('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [sort, setSort] = useState<{ campo: string; dir: 'asc' | 'desc' }>({ campo: 'nome', dir: 'asc' });
  const [detalhe, setDetalhe] = useState<number | null>(null);
  const [form, setForm] = useState<{ cliente?: ClienteDetalhe } | null>(null);
  const [apagar, setApagar] = useState<{ id: number; nome: string } | null>(null);
  const excluir = useExcluirCliente();

  const search = useDebounced(busca.trim());
  const bairroF = useDebounced(bairro.trim());
  useEffect(() => setPage(0), [search, bairroF, origem]);
  const params: ClientesParams = {
    page: page + 1, per_page: perPage, sort_field: sort.campo, sort_dir: sort.dir, ...(search ? { search } : {}),
    filtros: { ...(bairroF ? { bairro: bairroF } : {}), ...(origem ? { origem_cliente: origem } : {}) },
  };
  const lista = useQuery(clientesQuery(params));
  const editando = useQuery({ ...clienteQuery(detalhe ?? 0), enabled: detalhe !== null });

  useEffect(() => {
    document.title = `${t('clientes.titulo')} · ${t('app.nome')}`;
  }, [t]);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">{t('clientes.titulo')}</Typography>
        {podeGerenciar && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>{t('clientes.novo')}</Button>}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField label={t('clientes.buscar')} value={busca} onChange={(e) => setBusca(e.target.value)} sx={{ flex: 2 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
        <TextField label={t('clientes.filtroBairro')} value={bairro} onChange={(e) => setBairro(e.target.value)} sx={{ flex: 1 }} />
        <TextField select label={t('clientes.origem')} value={origem} onChange={(e) => setOrigem(e.target.value as OrigemCliente | '')} sx={{ flex: 1, minWidth: 160 }}>
          <MenuItem value="">{t('clientes.todasOrigens')}</MenuItem>
          {ORIGENS_CLIENTE.map((o) => <MenuItem key={o} value={o}>{t(`clientes.origens.${o}`)}</MenuItem>)}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('clientes.titulo')}>
            <TableHead>
              <TableRow>
                {COLUNAS.map((c) => (
                  <TableCell key={c.campo} sortDirection={sort.campo === c.campo ? sort.dir : false}
                    sx={c.campo === 'bairro' || c.campo === 'ultimo_pedido_em' ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}>
                    <TableSortLabel active={sort.campo === c.campo} direction={sort.campo === c.campo ? sort.dir : 'asc'}
                      onClick={() => setSort((s) => ({ campo: c.campo, dir: s.campo === c.campo && s.dir === 'asc' ? 'desc' : 'asc' }))}>
                      {t(c.rotulo)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                {podeGerenciar && <TableCell padding="checkbox" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data?.items.length === 0 && (
                <TableRow><TableCell colSpan={6} align="center">{t(EMPTY_TABLE_TEXT_KEY)}</TableCell></TableRow>
              )}
              {lista.data?.items.map((c) => (
                <TableRow key={c.id} hover sx={{ cursor: 'pointer' }} onClick={() => setDetalhe(c.id)}>
                  <TableCell>{c.nome}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.telefone_exibicao ?? '-'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.bairro ?? '-'}</TableCell>
                  <TableCell>{c.total_pedidos}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDateTime(c.ultimo_pedido_em)}</TableCell>
                  {podeGerenciar && (
                    <TableCell padding="checkbox">
                      <IconButton aria-label={`${t('acoes.excluir')} ${c.nome}`} onClick={(e) => { e.stopPropagation(); setApagar({ id: c.id, nome: c.nome }); }}><DeleteIcon /></IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination component="div" count={lista.data?.total ?? 0} page={page} rowsPerPage={perPage} rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_e, p) => setPage(p)} onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }} />
      </Paper>

      {detalhe !== null && !form && (
        <ClienteDetalheDialog id={detalhe} onClose={() => setDetalhe(null)} onEdit={() => editando.data && setForm({ cliente: editando.data })} />
      )}
      {form && (
        <ClienteFormDialog open cliente={form.cliente} onClose={() => setForm(null)} onSaved={(c) => { setForm(null); setDetalhe(c.id); }} />
      )}
      <ConfirmDialog open={!!apagar} title={t('clientes.excluirTitulo')} message={t('clientes.excluirTexto')} busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() => apagar && excluir.mutate(apagar.id, { onSuccess: () => { setApagar(null); snackbar.show(t('clientes.excluido'), 'success'); } })} />
    </Box>
  );
}

export const Component = ClientesPage;
