// catalog/categories: ordered list (drag and drop or arrows → PATCH /categorias/reordenar), create, edit,
// duplicate, toggle, delete with confirmation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Categoria } from '@app/shared/schemas/catalogo.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { Page } from '@/components/page.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import {
  categoriasQuery,
  useDuplicarCategoria,
  useExcluirCategoria,
  useReordenarCategorias,
  useToggleCategoria,
} from '@/api/categorias.ts';
import { SortableList } from '../components/sortable-list.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { CategoriaDialog } from '../components/categoria-dialog.tsx';
import { usePodeEditar } from '../components/use-pode-editar.ts';
import { useCatalogoT } from '../i18n.ts';

export function CategoriasPage() {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const podeEditar = usePodeEditar();
  const { data, isLoading } = useQuery(categoriasQuery());
  const [ordem, setOrdem] = useState<number[] | null>(null);
  const [editando, setEditando] = useState<Categoria | 'nova' | null>(null);
  const [excluindo, setExcluindo] = useState<Categoria | null>(null);
  const reordenar = useReordenarCategorias();
  const toggle = useToggleCategoria();
  const duplicar = useDuplicarCategoria();
  const excluir = useExcluirCategoria();

  const items = data?.items ?? [];
  const visiveis = ordem ? ordem.map((id) => items.find((c) => c.id === id)).filter((c): c is Categoria => !!c) : items;

  const onReorder = (ids: number[]) => {
    setOrdem(ids); // optimistic; the server answer (or error) settles it
    reordenar.mutate(ids, {
      onSuccess: () => snackbar.show(t('catalogo.ordemSalva'), 'success'),
      onSettled: () => setOrdem(null),
    });
  };

  return (
    <Page
      title={t('catalogo.categorias.titulo')}
      actions={
        podeEditar && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
            {t('catalogo.categorias.nova')}
          </Button>
        )
      }
    >
      {podeEditar && items.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          {t('catalogo.categorias.dica')}
        </Typography>
      )}
      <Card variant="outlined">
        {isLoading && <LinearProgress />}
        {!isLoading && items.length === 0 && <EmptyTableText />}
        <SortableList
          items={visiveis}
          enabled={podeEditar && visiveis.length > 1}
          onReorder={onReorder}
          label={(c) => c.nome}
          render={(c) => (
            <>
              <ListItemText
                primary={c.nome}
                secondary={t('catalogo.categorias.produtos', { count: c.total_produtos })}
                sx={{ minWidth: 120, opacity: c.ativo ? 1 : 0.6 }}
              />
              <RowActions
                nome={c.nome}
                ativo={c.ativo}
                podeEditar={podeEditar}
                onToggle={() => toggle.mutate(c.id)}
                onEdit={() => setEditando(c)}
                onDuplicate={() =>
                  duplicar.mutate(c.id, { onSuccess: () => snackbar.show(t('catalogo.duplicado'), 'success') })
                }
                onDelete={() => setExcluindo(c)}
              />
            </>
          )}
        />
      </Card>
      <CategoriaDialog
        open={editando !== null}
        categoria={editando === 'nova' || editando === null ? undefined : editando}
        onClose={() => setEditando(null)}
      />
      <ConfirmDialog
        open={excluindo !== null}
        title={t('catalogo.confirmarExclusao', { nome: excluindo?.nome ?? '' })}
        message={
          excluindo && excluindo.total_produtos > 0
            ? t('catalogo.categorias.excluirComProdutos')
            : t('catalogo.naoDesfaz')
        }
        onClose={() => setExcluindo(null)}
        onConfirm={() => {
          if (excluindo)
            excluir.mutate(excluindo.id, { onSuccess: () => snackbar.show(t('catalogo.excluido'), 'success') });
          setExcluindo(null);
        }}
      />
    </Page>
  );
}

export { CategoriasPage as Component };
