import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { InsumoCategoria } from '@app/shared/schemas/estoque.ts';
import {
  insumosCategoriasQuery,
  useAtivoInsumoCategoria,
  useExcluirInsumoCategoria,
} from '@/api/insumos-categorias.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { CategoriaDialog } from '../components/categoria-dialog.tsx';
import { CampoBusca, FiltroSituacao } from '../components/filtros.tsx';
import { LinhaAcoes } from '../components/linha-acoes.tsx';
import { paginacaoDe, useLista } from '../components/use-lista.ts';
import { useEstoqueT } from '../i18n.ts';

/** stock/categorias (spec §2): ingredient categories, with search, active switch and CSV. */
export function CategoriasPage() {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const l = useLista();
  const lista = useQuery(insumosCategoriasQuery(l.params));
  const ativo = useAtivoInsumoCategoria();
  const excluir = useExcluirInsumoCategoria();
  const [form, setForm] = useState<{ categoria?: InsumoCategoria } | null>(null);
  const [apagar, setApagar] = useState<InsumoCategoria | null>(null);

  const simNao = (v: boolean) => (v ? t('comum.sim') : t('comum.nao'));
  const colunas: Coluna<InsumoCategoria>[] = [
    { id: 'nome', rotulo: t('categorias.nome'), celula: (c) => c.nome, csv: (c) => c.nome },
    {
      id: 'insumos',
      rotulo: t('categorias.insumos'),
      alinhar: 'right',
      celula: (c) => c.insumos_qtd,
      csv: (c) => c.insumos_qtd,
    },
    { id: 'ativo', rotulo: t('comum.ativo'), celula: (c) => simNao(c.ativo), csv: (c) => simNao(c.ativo) },
  ];

  return (
    <ListPage
      titulo={t('categorias.titulo')}
      acoes={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
          {t('categorias.nova')}
        </Button>
      }
      filtros={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <CampoBusca value={l.busca} onChange={l.setBusca} />
          <FiltroSituacao value={l.ativo} onChange={l.setAtivo} />
        </Stack>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(c) => c.id}
      carregando={lista.isFetching}
      paginacao={paginacaoDe(l, lista.data?.total)}
      csv="categorias-ingredientes.csv"
      propsLinha={(c) => ({ 'data-testid': `categoria-${c.id}`, sx: c.ativo ? {} : { opacity: 0.6 } })}
      acoesDaLinha={(c) => (
        <LinhaAcoes
          nome={c.nome}
          ativo={c.ativo}
          onAtivo={(v) => ativo.mutate({ id: c.id, ativo: v })}
          onEditar={() => setForm({ categoria: c })}
          onExcluir={() => setApagar(c)}
        />
      )}
    >
      {form && <CategoriaDialog categoria={form.categoria} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={apagar !== null}
        title={t('comum.excluirTitulo', { nome: apagar?.nome ?? '' })}
        message={t('comum.excluirTexto')}
        busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() =>
          apagar &&
          excluir.mutate(apagar.id, {
            onSuccess: () => {
              snackbar.show(t('comum.excluido'), 'success');
              setApagar(null);
            },
          })
        }
      />
    </ListPage>
  );
}

export const Component = CategoriasPage;
