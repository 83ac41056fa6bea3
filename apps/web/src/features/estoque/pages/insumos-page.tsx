import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Insumo } from '@app/shared/schemas/estoque.ts';
import { insumosCategoriasQuery } from '@/api/insumos-categorias.ts';
import { insumosQuery, useAtivoInsumo, useExcluirInsumo } from '@/api/insumos.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { CampoBusca, FiltroSituacao } from '../components/filtros.tsx';
import { custoPorUnidadeTexto, qtdeNaUnidade } from '../components/formato.ts';
import { InsumoDialog } from '../components/insumo-dialog.tsx';
import { LinhaAcoes } from '../components/linha-acoes.tsx';
import { destaqueSaldo, SaldoCelula } from '../components/saldo-celula.tsx';
import { paginacaoDe, useLista } from '../components/use-lista.ts';
import { useEstoqueT } from '../i18n.ts';

/** stock/insumos (spec §2): ingredients with their balance beside each; below-minimum rows highlighted. */
export function InsumosPage() {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const l = useLista();
  const [categoria, setCategoria] = useState('');
  const [abaixo, setAbaixo] = useState(false);
  const categorias = useQuery(insumosCategoriasQuery({ per_page: 100 })).data?.items ?? [];
  const lista = useQuery(
    insumosQuery({ ...l.params, categoria_id: categoria, ...(abaixo ? { abaixo_minimo: 'true' } : {}) }),
  );
  const ativo = useAtivoInsumo();
  const excluir = useExcluirInsumo();
  const [form, setForm] = useState<{ insumo?: Insumo } | null>(null);
  const [apagar, setApagar] = useState<Insumo | null>(null);

  const custo = (i: Insumo) => custoPorUnidadeTexto(i.custo_por_un_base, i.unidade_padrao);
  const minimo = (i: Insumo) => qtdeNaUnidade(i.estoque_minimo_base, i.unidade_padrao);
  const colunas: Coluna<Insumo>[] = [
    {
      id: 'nome',
      rotulo: t('insumos.nome'),
      csv: (i) => i.nome,
      celula: (i) => (
        <>
          {i.nome}
          <Typography variant="body2" color="text.secondary">
            {[i.categoria_nome, t(`insumos.tipos.${i.tipo_insumo}`)].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    {
      id: 'saldo',
      rotulo: t('insumos.saldo'),
      celula: (i) => <SaldoCelula qtde={i.qtde_amigavel} abaixoMinimo={i.abaixo_minimo} negativo={i.negativo} />,
      csv: (i) => i.qtde_amigavel,
    },
    { id: 'minimo', rotulo: t('insumos.minimoColuna'), semQuebra: true, celula: minimo, csv: minimo },
    { id: 'custo', rotulo: t('insumos.custo'), semQuebra: true, ocultarAbaixo: 'sm', celula: custo, csv: custo },
    {
      id: 'fornecedor',
      rotulo: t('insumos.fornecedor'),
      ocultarAbaixo: 'md',
      celula: (i) => i.fornecedor_nome ?? '-',
      csv: (i) => i.fornecedor_nome,
    },
    // in the CSV only: on screen they sit under the name
    {
      id: 'categoria',
      rotulo: t('insumos.categoria'),
      csv: (i) => i.categoria_nome,
      celula: () => null,
      sx: { display: 'none' },
    },
    {
      id: 'tipo',
      rotulo: t('insumos.tipo'),
      csv: (i) => t(`insumos.tipos.${i.tipo_insumo}`),
      celula: () => null,
      sx: { display: 'none' },
    },
  ];

  return (
    <ListPage
      titulo={t('insumos.titulo')}
      larga
      acoes={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
          {t('insumos.novo')}
        </Button>
      }
      filtros={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <CampoBusca value={l.busca} onChange={l.setBusca} />
          <TextField
            select
            size="small"
            label={t('insumos.categoria')}
            value={categoria}
            onChange={(e) => {
              setCategoria(e.target.value);
              l.setPagina(0);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('comum.todos')}</MenuItem>
            {categorias.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.nome}
              </MenuItem>
            ))}
          </TextField>
          <FiltroSituacao value={l.ativo} onChange={l.setAtivo} />
          <FormControlLabel
            control={
              <Checkbox
                checked={abaixo}
                onChange={(e) => {
                  setAbaixo(e.target.checked);
                  l.setPagina(0);
                }}
              />
            }
            label={t('insumos.apenasAbaixo')}
          />
        </Stack>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(i) => i.id}
      carregando={lista.isFetching}
      paginacao={paginacaoDe(l, lista.data?.total)}
      csv="ingredientes.csv"
      propsLinha={(i) => ({
        'data-testid': `insumo-${i.id}`,
        sx: [destaqueSaldo(i.abaixo_minimo, i.negativo), i.ativo ? {} : { opacity: 0.6 }],
      })}
      acoesDaLinha={(i) => (
        <>
          <IconButton
            size="small"
            component={Link}
            to={`/admin/stock/fichatecnica?insumo_id=${i.id}`}
            aria-label={`${t('insumos.fichas')}: ${i.nome}`}
            title={t('insumos.fichas')}
          >
            <ReceiptLongIcon fontSize="small" />
          </IconButton>
          <LinhaAcoes
            nome={i.nome}
            ativo={i.ativo}
            onAtivo={(v) => ativo.mutate({ id: i.id, ativo: v })}
            onEditar={() => setForm({ insumo: i })}
            onExcluir={() => setApagar(i)}
          />
        </>
      )}
    >
      {form && <InsumoDialog insumo={form.insumo} onClose={() => setForm(null)} />}
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

export const Component = InsumosPage;
