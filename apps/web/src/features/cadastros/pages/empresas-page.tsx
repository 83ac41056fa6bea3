import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Empresa } from '@app/shared/schemas/empresas.ts';
import { criarEmpresa, empresasListaQuery, excluirEmpresa, patchEmpresa } from '@/api/empresas.ts';
import { keys } from '@/api/keys.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { EmpresaDialog } from '../components/empresa-dialog.tsx';
import { useCadastrosT } from '../i18n.ts';

/** cadastro-empresas (superadmin): list, create with the first manager, edit, delete with confirmation. */
export function EmpresasPage() {
  const { t } = useCadastrosT();
  const qc = useQueryClient();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const query = useQuery(empresasListaQuery({ page: page + 1, per_page: perPage, search }));
  const [editando, setEditando] = useState<Empresa | null | 'nova'>(null);
  const [excluindo, setExcluindo] = useState<Empresa | null>(null);
  const invalidate = () => qc.invalidateQueries({ queryKey: keys.empresas.all });
  const excluir = useMutation({
    mutationFn: (e: Empresa) => excluirEmpresa(e.id),
    onSuccess: () => {
      setExcluindo(null);
      showSnackbar(t('acoes.excluido'), 'success');
      void invalidate();
    },
  });
  const local = (e: Empresa) => [e.cidade, e.uf].filter(Boolean).join('/') || '-';
  const colunas: Coluna<Empresa>[] = [
    { id: 'nome', rotulo: t('cadastros.empresa'), celula: (e) => e.nome, csv: (e) => e.nome },
    { id: 'local', rotulo: t('cadastros.local'), ocultarAbaixo: 'sm', celula: local, csv: local },
  ];
  return (
    <ListPage
      titulo={t('rotas.cadastro-empresas')}
      acoes={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
          {t('cadastros.novaEmpresa')}
        </Button>
      }
      filtros={
        <TextField
          size="small"
          label={t('acoes.buscar')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ maxWidth: 320 }}
        />
      }
      colunas={colunas}
      linhas={query.data?.items}
      chave={(e) => e.id}
      carregando={query.isFetching}
      csv="empresas.csv"
      paginacao={{
        pagina: page,
        porPagina: perPage,
        total: query.data?.total ?? 0,
        onPagina: setPage,
        opcoesPorPagina: [10, 25, 50, 100],
        onPorPagina: (n) => {
          setPerPage(n);
          setPage(0);
        },
      }}
      acoesDaLinha={(e) => (
        <>
          <IconButton size="small" aria-label={`${t('acoes.editar')} ${e.nome}`} onClick={() => setEditando(e)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`${t('acoes.excluir')} ${e.nome}`} onClick={() => setExcluindo(e)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    >
      <EmpresaDialog
        open={editando !== null}
        empresa={editando === 'nova' ? null : editando}
        onClose={() => setEditando(null)}
        onSubmit={async (v) => {
          const perfil = { nome: v.nome, cidade: v.cidade || null, uf: v.uf || null, cor_menu: v.cor_menu };
          if (editando === 'nova')
            await criarEmpresa({ ...perfil, gerente_nome: v.gerente_nome, email: v.email, senha: v.senha });
          else if (editando) await patchEmpresa(editando.id, perfil);
          showSnackbar(t('acoes.salvo'), 'success');
          await invalidate();
        }}
      />
      <ConfirmDialog
        open={excluindo !== null}
        message={t('cadastros.excluirEmpresaPergunta', { nome: excluindo?.nome ?? '' })}
        confirmLabel={t('acoes.excluir')}
        busy={excluir.isPending}
        onConfirm={() => excluindo && excluir.mutate(excluindo)}
        onClose={() => setExcluindo(null)}
      />
    </ListPage>
  );
}

export { EmpresasPage as Component };
