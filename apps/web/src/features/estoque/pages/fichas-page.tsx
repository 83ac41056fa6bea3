import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import { TIPOS_FICHA } from '@app/shared/domain/estoque-ficha.ts';
import { fichasQuery, useExcluirFicha } from '@/api/fichas.ts';
import { insumosQuery } from '@/api/insumos.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { FichaDialog } from '../components/ficha-dialog.tsx';
import { FichaEditor } from '../components/ficha-editor.tsx';
import { CampoBusca } from '../components/filtros.tsx';
import { cmvNivel, cmvTexto, reais4, reaisOuTraco } from '../components/formato.ts';
import { LinhaAcoes } from '../components/linha-acoes.tsx';
import { paginacaoDe, useLista } from '../components/use-lista.ts';
import { vinculoTexto } from '../components/vinculo.ts';
import { useEstoqueT } from '../i18n.ts';

/**
 * stock/fichatecnica (spec §2): technical sheets with their live cost and CMV. `?insumo_id=` lists the sheets an
 * ingredient's cost moves (directly or through a sub-recipe), as the ingredients screen links here.
 */
export function FichasPage() {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const insumoId = params.get('insumo_id') ?? '';
  const l = useLista();
  const [tipo, setTipo] = useState('');
  const lista = useQuery(fichasQuery({ ...l.params, tipo_ficha: tipo, insumo_id: insumoId }));
  const insumo = useQuery({
    ...insumosQuery({ per_page: 100 }),
    enabled: !!insumoId,
    select: (d) => d.items.find((i) => String(i.id) === insumoId),
  });
  const excluir = useExcluirFicha();
  const [aberta, setAberta] = useState<number | null>(null);
  const [form, setForm] = useState<{ ficha?: Ficha } | null>(null);
  const [apagar, setApagar] = useState<Ficha | null>(null);

  const producao = (f: Ficha) => f.tipo_ficha === 'producao';
  const custo = (f: Ficha) => (producao(f) ? reais4(f.custo_total_receita) : reaisOuTraco(f.custo_medio));
  const colunas: Coluna<Ficha>[] = [
    {
      id: 'descricao',
      rotulo: t('fichas.descricao'),
      csv: (f) => f.descricao,
      celula: (f) => (
        <>
          {f.descricao}
          <Typography variant="body2" color="text.secondary">
            {`${t(`fichas.tipos.${f.tipo_ficha}`)} · ${vinculoTexto(f)}`}
          </Typography>
        </>
      ),
    },
    { id: 'custo', rotulo: t('fichas.custoPorcao'), alinhar: 'right', semQuebra: true, celula: custo, csv: custo },
    {
      id: 'preco',
      rotulo: t('fichas.precoVenda'),
      alinhar: 'right',
      semQuebra: true,
      ocultarAbaixo: 'sm',
      celula: (f) => reaisOuTraco(f.preco_venda),
      csv: (f) => reaisOuTraco(f.preco_venda),
    },
    {
      id: 'cmv',
      rotulo: t('fichas.cmv'),
      alinhar: 'right',
      semQuebra: true,
      csv: (f) => cmvTexto(f.cmv_percentual),
      celula: (f) =>
        producao(f) ? '-' : <Chip size="small" color={cmvNivel(f.cmv_percentual)} label={cmvTexto(f.cmv_percentual)} />,
    },
    {
      id: 'vinculo',
      rotulo: t('fichas.vinculo'),
      csv: (f) => vinculoTexto(f),
      celula: () => null,
      sx: { display: 'none' },
    },
  ];

  return (
    <ListPage
      titulo={t('fichas.titulo')}
      acoes={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
          {t('fichas.nova')}
        </Button>
      }
      filtros={
        <>
          {insumoId && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => setParams({})}>
                  {t('comum.todos')}
                </Button>
              }
            >
              {`${t('fichas.afetadas')}: ${insumo.data?.nome ?? `#${insumoId}`}`}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <CampoBusca value={l.busca} onChange={l.setBusca} />
            <TextField
              select
              size="small"
              label={t('fichas.tipo')}
              value={tipo}
              onChange={(e) => {
                setTipo(e.target.value);
                l.setPagina(0);
              }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('comum.todos')}</MenuItem>
              {TIPOS_FICHA.map((x) => (
                <MenuItem key={x} value={x}>
                  {t(`fichas.tipos.${x}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </>
      }
      colunas={colunas}
      linhas={lista.data?.items}
      chave={(f) => f.id}
      carregando={lista.isFetching}
      paginacao={paginacaoDe(l, lista.data?.total)}
      csv="fichas-tecnicas.csv"
      onLinhaClick={(f) => setAberta(f.id)}
      propsLinha={(f) => ({ 'data-testid': `ficha-${f.id}`, sx: f.ativo ? {} : { opacity: 0.6 } })}
      acoesDaLinha={(f) => (
        <LinhaAcoes nome={f.descricao} onEditar={() => setForm({ ficha: f })} onExcluir={() => setApagar(f)} />
      )}
    >
      {aberta !== null && (
        <FichaEditor id={aberta} onClose={() => setAberta(null)} onEditar={(f) => setForm({ ficha: f })} />
      )}
      {form && (
        <FichaDialog
          ficha={form.ficha}
          onClose={() => setForm(null)}
          onSalva={(f) => {
            setForm(null);
            setAberta(f.id);
          }}
          onAbrir={(id) => {
            setForm(null);
            setAberta(id);
          }}
        />
      )}
      <ConfirmDialog
        open={apagar !== null}
        title={t('comum.excluirTitulo', { nome: apagar?.descricao ?? '' })}
        message={t('comum.excluirTexto')}
        busy={excluir.isPending}
        onClose={() => setApagar(null)}
        onConfirm={() =>
          apagar &&
          excluir.mutate(apagar.id, {
            onSuccess: () => {
              snackbar.show(t('comum.excluido'), 'success');
              setApagar(null);
              if (aberta === apagar.id) setAberta(null);
            },
          })
        }
      />
    </ListPage>
  );
}

export const Component = FichasPage;
