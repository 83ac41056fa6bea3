// catalog/options: CRUD, toggle, duplicate; where each option is used shows in its edit dialog.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { Opcao } from '@app/shared/schemas/catalogo.ts';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { opcoesQuery, useDuplicarOpcao, useExcluirOpcao, useStatusOpcao } from '@/api/opcoes.ts';
import { RowActions } from '../components/row-actions.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { OpcaoDialog } from '../components/opcao-dialog.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { brl } from '../components/money.ts';
import { usePodeEditar } from '../components/use-pode-editar.ts';

export function OpcoesPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const podeEditar = usePodeEditar();
  const [busca, setBusca] = useState('');
  const { data, isLoading } = useQuery(opcoesQuery({ search: busca.trim() || undefined }));
  const [editando, setEditando] = useState<Opcao | 'nova' | null>(null);
  const [excluindo, setExcluindo] = useState<Opcao | null>(null);
  const status = useStatusOpcao();
  const duplicar = useDuplicarOpcao();
  const excluir = useExcluirOpcao();
  const items = data?.items ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <PageHeader titulo={t('catalogo.opcoes.titulo')}>
        {podeEditar && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>{t('catalogo.opcoes.nova')}</Button>}
      </PageHeader>
      <TextField size="small" fullWidth label={t('catalogo.buscar')} value={busca} onChange={(e) => setBusca(e.target.value)} sx={{ mb: 1 }} />
      <Card variant="outlined">
        {isLoading && <LinearProgress />}
        {!isLoading && items.length === 0 && <EmptyTableText />}
        <List disablePadding>
          {items.map((o) => (
            <ListItem key={o.id} divider sx={{ gap: 1, flexWrap: 'wrap', px: 1 }}>
              <ListItemText primary={o.nome} secondary={`${brl(o.preco)} · ${t('catalogo.complementos.titulo')}: ${o.total_complementos}`} sx={{ minWidth: 140, opacity: o.ativo ? 1 : 0.6 }} />
              <RowActions
                nome={o.nome} ativo={o.ativo} podeEditar={podeEditar}
                onToggle={() => status.mutate({ id: o.id, ativo: !o.ativo })}
                onEdit={() => setEditando(o)}
                onDuplicate={() => duplicar.mutate(o.id, { onSuccess: () => snackbar.show(t('catalogo.salvo'), 'success') })}
                onDelete={() => setExcluindo(o)}
              />
            </ListItem>
          ))}
        </List>
      </Card>
      <OpcaoDialog open={editando !== null} opcao={editando === 'nova' || editando === null ? undefined : editando} onClose={() => setEditando(null)} />
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

export { OpcoesPage as Component };
