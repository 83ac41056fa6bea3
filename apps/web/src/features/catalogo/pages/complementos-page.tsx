// catalog/complements: CRUD, toggle, duplicate (with its options), options with prices per complement.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import type { Complemento } from '@app/shared/schemas/catalogo.ts';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { complementosQuery, useDuplicarComplemento, useExcluirComplemento, useStatusComplemento } from '@/api/complementos.ts';
import { RowActions } from '../components/row-actions.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ComplementoDialog } from '../components/complemento-dialog.tsx';
import { ComplementoOpcoesDialog } from '../components/complemento-opcoes-dialog.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { usePodeEditar } from '../components/use-pode-editar.ts';

export function ComplementosPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const podeEditar = usePodeEditar();
  const [busca, setBusca] = useState('');
  const { data, isLoading } = useQuery(complementosQuery({ search: busca.trim() || undefined }));
  const [editando, setEditando] = useState<Complemento | 'novo' | null>(null);
  const [opcoesDe, setOpcoesDe] = useState<number | null>(null);
  const [excluindo, setExcluindo] = useState<Complemento | null>(null);
  const status = useStatusComplemento();
  const duplicar = useDuplicarComplemento();
  const excluir = useExcluirComplemento();
  const items = data?.items ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <PageHeader titulo={t('catalogo.complementos.titulo')}>
        {podeEditar && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('novo')}>{t('catalogo.complementos.novo')}</Button>}
      </PageHeader>
      <TextField size="small" fullWidth label={t('catalogo.buscar')} value={busca} onChange={(e) => setBusca(e.target.value)} sx={{ mb: 1 }} />
      <Card variant="outlined">
        {isLoading && <LinearProgress />}
        {!isLoading && items.length === 0 && <EmptyTableText />}
        <List disablePadding>
          {items.map((c) => (
            <ListItem key={c.id} divider sx={{ gap: 1, flexWrap: 'wrap', px: 1 }}>
              <ListItemText
                primary={c.nome}
                secondary={`${t(`catalogo.complementos.${c.tipo}`)} · ${t('catalogo.complementos.escolhas', { min: c.min_escolhas, max: c.max_escolhas })} · ${t('catalogo.complementos.opcoes', { count: c.total_opcoes })}`}
                sx={{ minWidth: 160, opacity: c.ativo ? 1 : 0.6 }}
              />
              {podeEditar && <IconButton aria-label={`${t('catalogo.complementos.gerenciarOpcoes')}: ${c.nome}`} onClick={() => setOpcoesDe(c.id)}><ListIcon fontSize="small" /></IconButton>}
              <RowActions
                nome={c.nome} ativo={c.ativo} podeEditar={podeEditar}
                onToggle={() => status.mutate({ id: c.id, ativo: !c.ativo })}
                onEdit={() => setEditando(c)}
                onDuplicate={() => duplicar.mutate(c.id, { onSuccess: () => snackbar.show(t('catalogo.salvo'), 'success') })}
                onDelete={() => setExcluindo(c)}
              />
            </ListItem>
          ))}
        </List>
      </Card>
      <ComplementoDialog open={editando !== null} complemento={editando === 'novo' || editando === null ? undefined : editando} onClose={() => setEditando(null)} />
      <ComplementoOpcoesDialog complementoId={opcoesDe} onClose={() => setOpcoesDe(null)} />
      <ConfirmDialog
        nome={excluindo?.nome ?? null}
        onClose={() => setExcluindo(null)}
        onConfirm={() => {
          if (excluindo) excluir.mutate(excluindo.id, { onSuccess: () => snackbar.show(t('catalogo.excluido'), 'success') });
          setExcluindo(null);
        }}
      />
    </Box>
  );
}

export { ComplementosPage as Component };
