import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Empresa } from '@app/shared/schemas/empresas.ts';
import { criarEmpresa, empresasListaQuery, excluirEmpresa, patchEmpresa } from '@/api/empresas.ts';
import { keys } from '@/api/keys.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { Page } from '@/components/page.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { EmpresaDialog } from '../components/empresa-dialog.tsx';

/** cadastro-empresas (superadmin): list, create with the first manager, edit, delete with confirmation. */
export function EmpresasPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const query = useQuery(empresasListaQuery({ page: page + 1, per_page: perPage, search }));
  const [editando, setEditando] = useState<Empresa | null | 'nova'>(null);
  const [excluindo, setExcluindo] = useState<Empresa | null>(null);
  const invalidate = () => qc.invalidateQueries({ queryKey: keys.empresas.all });
  const excluir = useMutation({ mutationFn: (e: Empresa) => excluirEmpresa(e.id), onSuccess: () => { setExcluindo(null); showSnackbar(t('acoes.excluido'), 'success'); void invalidate(); } });
  const items = query.data?.items ?? [];
  return (
    <Page title={t('rotas.cadastro-empresas')} actions={<Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>{t('cadastros.novaEmpresa')}</Button>}>
      <TextField size="small" label={t('acoes.buscar')} value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }} sx={{ maxWidth: 320 }} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead><TableRow><TableCell>{t('cadastros.empresa')}</TableCell><TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('cadastros.local')}</TableCell><TableCell /></TableRow></TableHead>
          <TableBody>
            {items.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{e.nome}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{[e.cidade, e.uf].filter(Boolean).join('/') || '-'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={`${t('acoes.editar')} ${e.nome}`} onClick={() => setEditando(e)}><EditIcon fontSize="small" /></IconButton>
                  <IconButton size="small" aria-label={`${t('acoes.excluir')} ${e.nome}`} onClick={() => setExcluindo(e)}><DeleteIcon fontSize="small" /></IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {items.length === 0 && !query.isPending && <EmptyTableText />}
        <TablePagination component="div" count={query.data?.total ?? 0} page={page} rowsPerPage={perPage} rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_e, p) => setPage(p)} onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }} />
      </TableContainer>
      <EmpresaDialog
        open={editando !== null}
        empresa={editando === 'nova' ? null : editando}
        onClose={() => setEditando(null)}
        onSubmit={async (v) => {
          const perfil = { nome: v.nome, cidade: v.cidade || null, uf: v.uf || null, cor_menu: v.cor_menu };
          if (editando === 'nova') await criarEmpresa({ ...perfil, gerente_nome: v.gerente_nome, email: v.email, senha: v.senha });
          else if (editando) await patchEmpresa(editando.id, perfil);
          showSnackbar(t('acoes.salvo'), 'success');
          await invalidate();
        }}
      />
      <ConfirmDialog open={excluindo !== null} message={t('cadastros.excluirEmpresaPergunta', { nome: excluindo?.nome ?? '' })} confirmLabel={t('acoes.excluir')}
        busy={excluir.isPending} onConfirm={() => excluindo && excluir.mutate(excluindo)} onClose={() => setExcluindo(null)} />
    </Page>
  );
}

export { EmpresasPage as Component };
