// catalog/products: filter by category and search, reorder inside a category, create/edit (pizza settings,
// complements, photo, price preview), duplicate, toggle, delete; the business's flavour pricing rule.
import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LocalPizzaIcon from '@mui/icons-material/LocalPizza';
import type { Produto } from '@app/shared/schemas/catalogo.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { Page } from '@/components/page.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { categoriasQuery } from '@/api/categorias.ts';
import { configuracaoCatalogoQuery, useSalvarConfiguracaoCatalogo } from '@/api/catalogo-configuracao.ts';
import {
  produtosQuery,
  useDuplicarProduto,
  useExcluirProduto,
  useReordenarProdutos,
  useStatusProduto,
} from '@/api/produtos.ts';
import { SortableList } from '../components/sortable-list.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { ProdutoDialog } from '../components/produto-dialog.tsx';
import { usePodeEditar } from '../components/use-pode-editar.ts';
import { useCatalogoT } from '../i18n.ts';

function precoTexto(p: Produto): string {
  if (!p.tamanhos.length) return formatReais(p.preco);
  return p.tamanhos.map((s) => `${s.nome}${s.preco ? ` ${formatReais(s.preco)}` : ''}`).join(' · ');
}

export function ProdutosPage() {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const podeEditar = usePodeEditar();
  const [categoria, setCategoria] = useState<number | ''>('');
  const [busca, setBusca] = useState('');
  const search = useDeferredValue(busca.trim());
  const categorias = useQuery(categoriasQuery()).data?.items ?? [];
  const { data, isLoading } = useQuery(
    produtosQuery({ categoria_id: categoria === '' ? undefined : categoria, search: search || undefined }),
  );
  const regra = useQuery(configuracaoCatalogoQuery()).data?.regra_preco_pizza;
  const salvarRegra = useSalvarConfiguracaoCatalogo();
  const [ordem, setOrdem] = useState<number[] | null>(null);
  const [editando, setEditando] = useState<Produto | 'novo' | null>(null);
  const [excluindo, setExcluindo] = useState<Produto | null>(null);
  const reordenar = useReordenarProdutos();
  const status = useStatusProduto();
  const duplicar = useDuplicarProduto();
  const excluir = useExcluirProduto();

  const items = data?.items ?? [];
  const visiveis = ordem ? ordem.map((id) => items.find((p) => p.id === id)).filter((p): p is Produto => !!p) : items;
  const podeOrdenar = podeEditar && categoria !== '' && !search && items.length > 1;
  const nomeCategoria = (id: number) => categorias.find((c) => c.id === id)?.nome ?? '';

  const onReorder = (ids: number[]) => {
    if (categoria === '') return;
    setOrdem(ids);
    reordenar.mutate(
      { categoria_id: categoria, ids },
      { onSuccess: () => snackbar.show(t('catalogo.ordemSalva'), 'success'), onSettled: () => setOrdem(null) },
    );
  };

  return (
    <Page
      title={t('catalogo.produtos.titulo')}
      actions={
        podeEditar && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('novo')}>
            {t('catalogo.produtos.novo')}
          </Button>
        )
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('catalogo.produtos.categoria')}
          value={categoria}
          onChange={(e) => setCategoria(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('catalogo.produtos.todas')}</MenuItem>
          {categorias.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nome}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('catalogo.buscar')}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          sx={{ flex: 1 }}
        />
        {regra && (
          <TextField
            select
            size="small"
            label={t('catalogo.produtos.regra')}
            value={regra}
            disabled={!podeEditar}
            sx={{ minWidth: 220 }}
            onChange={(e) =>
              salvarRegra.mutate(
                { regra_preco_pizza: e.target.value as 'maior' | 'media' },
                { onSuccess: () => snackbar.show(t('catalogo.salvo'), 'success') },
              )
            }
          >
            <MenuItem value="maior">{t('catalogo.produtos.regraMaior')}</MenuItem>
            <MenuItem value="media">{t('catalogo.produtos.regraMedia')}</MenuItem>
          </TextField>
        )}
      </Stack>
      {podeEditar && !podeOrdenar && (
        <Typography variant="body2" color="text.secondary">
          {t('catalogo.produtos.dicaOrdem')}
        </Typography>
      )}
      <Card variant="outlined">
        {isLoading && <LinearProgress />}
        {!isLoading && items.length === 0 && <EmptyTableText />}
        <SortableList
          items={visiveis}
          enabled={podeOrdenar}
          onReorder={onReorder}
          label={(p) => p.nome}
          render={(p) => (
            <>
              <Avatar variant="rounded" src={p.imagem_url ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
                {p.tipo === 'pizza' ? <LocalPizzaIcon /> : p.nome[0]}
              </Avatar>
              <ListItemText
                primary={p.nome}
                secondary={`${nomeCategoria(p.categoria_id)} · ${precoTexto(p)}`}
                sx={{ minWidth: 140, opacity: p.ativo ? 1 : 0.6 }}
              />
              <RowActions
                nome={p.nome}
                ativo={p.ativo}
                podeEditar={podeEditar}
                onToggle={() => status.mutate({ id: p.id, ativo: !p.ativo })}
                onEdit={() => setEditando(p)}
                onDuplicate={() =>
                  duplicar.mutate(p.id, { onSuccess: () => snackbar.show(t('catalogo.duplicado'), 'success') })
                }
                onDelete={() => setExcluindo(p)}
              />
            </>
          )}
        />
      </Card>
      <ProdutoDialog
        open={editando !== null}
        produto={
          editando === 'novo' || editando === null ? undefined : (items.find((p) => p.id === editando.id) ?? editando)
        }
        categorias={categorias}
        categoriaInicial={categoria}
        onClose={() => setEditando(null)}
      />
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
    </Page>
  );
}

export { ProdutosPage as Component };
