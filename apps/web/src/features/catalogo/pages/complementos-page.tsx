// catalog/complements: CRUD, toggle, duplicate (with its options), options with prices per complement.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import type { Complemento } from '@app/shared/schemas/catalogo.ts';
import {
  complementosQuery,
  useDuplicarComplemento,
  useExcluirComplemento,
  useStatusComplemento,
} from '@/api/complementos.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { RowActions } from '../components/row-actions.tsx';
import { ComplementoDialog } from '../components/complemento-dialog.tsx';
import { ComplementoOpcoesDialog } from '../components/complemento-opcoes-dialog.tsx';
import { usePodeEditar } from '../components/use-pode-editar.ts';
import { useCatalogoT } from '../i18n.ts';

export function ComplementosPage() {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const podeEditar = usePodeEditar();
  const [busca, setBusca] = useState('');
  const lista = useQuery(complementosQuery({ search: busca.trim() || undefined }));
  const [editando, setEditando] = useState<Complemento | 'novo' | null>(null);
  const [opcoesDe, setOpcoesDe] = useState<number | null>(null);
  const [excluindo, setExcluindo] = useState<Complemento | null>(null);
  const status = useStatusComplemento();
  const duplicar = useDuplicarComplemento();
  const excluir = useExcluirComplemento();

  const colunas: Coluna<Complemento>[] = [
    { id: 'nome', rotulo: t('catalogo.nome'), celula: (c) => c.nome, csv: (c) => c.nome },
    {
      id: 'tipo',
      rotulo: t('catalogo.complementos.tipo'),
      celula: (c) => t(`catalogo.complementos.${c.tipo}`),
      csv: (c) => t(`catalogo.complementos.${c.tipo}`),
    },
    {
      id: 'escolhas',
      rotulo: t('catalogo.complementos.escolhasTitulo'),
      ocultarAbaixo: 'sm',
      celula: (c) => t('catalogo.complementos.escolhas', { min: c.min_escolhas, max: c.max_escolhas }),
      csv: (c) => t('catalogo.complementos.escolhas', { min: c.min_escolhas, max: c.max_escolhas }),
    },
    {
      id: 'opcoes',
      rotulo: t('catalogo.complementos.opcoes'),
      ocultarAbaixo: 'sm',
      alinhar: 'right',
      celula: (c) => c.total_opcoes,
      csv: (c) => c.total_opcoes,
    },
  ];

  return (
    <ListPage
      titulo={t('catalogo.complementos.titulo')}
      acoes={
        podeEditar && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('novo')}>
            {t('catalogo.complementos.novo')}
          </Button>
        )
      }
      filtros={
        <TextField
          size="small"
          fullWidth
          label={t('catalogo.buscar')}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
        />
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(c) => c.id}
      carregando={lista.isFetching}
      csv="complementos.csv"
      propsLinha={(c) => ({ sx: { opacity: c.ativo ? 1 : 0.6 } })}
      acoesDaLinha={(c) => (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
          {podeEditar && (
            <IconButton
              aria-label={`${t('catalogo.complementos.gerenciarOpcoes')}: ${c.nome}`}
              onClick={() => setOpcoesDe(c.id)}
            >
              <ListIcon fontSize="small" />
            </IconButton>
          )}
          <RowActions
            nome={c.nome}
            ativo={c.ativo}
            podeEditar={podeEditar}
            onToggle={() => status.mutate({ id: c.id, ativo: !c.ativo })}
            onEdit={() => setEditando(c)}
            onDuplicate={() =>
              duplicar.mutate(c.id, { onSuccess: () => snackbar.show(t('catalogo.salvo'), 'success') })
            }
            onDelete={() => setExcluindo(c)}
          />
        </Box>
      )}
    >
      <ComplementoDialog
        open={editando !== null}
        complemento={editando === 'novo' || editando === null ? undefined : editando}
        onClose={() => setEditando(null)}
      />
      <ComplementoOpcoesDialog complementoId={opcoesDe} onClose={() => setOpcoesDe(null)} />
      <ConfirmDialog
        open={excluindo !== null}
        title={t('catalogo.confirmarExclusao', { nome: excluindo?.nome ?? '' })}
        message={t('catalogo.naoDesfaz')}
        onClose={() => setExcluindo(null)}
        onConfirm={() => {
          if (excluindo)
            excluir.mutate(excluindo.id, { onSuccess: () => snackbar.show(t('catalogo.excluido'), 'success') });
          setExcluindo(null);
        }}
      />
    </ListPage>
  );
}

export { ComplementosPage as Component };
