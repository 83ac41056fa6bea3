import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import type { FormaPagamento, FormasPagamentoLista } from '@app/shared/schemas/formas-pagamento.ts';
import { excluirForma, formasPagamentoQuery, salvarForma } from '../../api/formas-pagamento.ts';
import { keys } from '../../api/keys.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ListPage } from '../data-table/list-page.tsx';
import type { Coluna } from '../data-table/data-table.tsx';
import { FormaDialog } from './forma-dialog.tsx';
import { FormaIcon } from './forma-icon.tsx';

interface Props {
  title: string;
  /** true: the superadmin's standard methods; false: the business's own (the standard ones shown read-only). */
  padrao: boolean;
  podeEditar: boolean;
}

const padroes = (l: FormasPagamentoLista) => l.items.filter((f) => f.padrao);
const todas = (l: FormasPagamentoLista) => l.items;

/** The payment-methods screen of both sides. A failed load shows an empty list (spec §8). */
export function FormasTable({ title, padrao, podeEditar }: Props) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // the cache keeps the API's whole list (order entry reads it too); this screen picks what it shows
  const query = useQuery({ ...formasPagamentoQuery(), select: padrao ? padroes : todas, meta: { silent: true } });
  const [editando, setEditando] = useState<FormaPagamento | null | 'nova'>(null);
  const [excluindo, setExcluindo] = useState<FormaPagamento | null>(null);
  const invalidate = () => qc.invalidateQueries({ queryKey: keys.formasPagamento.all });
  const excluir = useMutation({
    mutationFn: (f: FormaPagamento) => excluirForma(f.padrao, f.id),
    onSuccess: () => {
      showSnackbar(t('acoes.excluido'), 'success');
      setExcluindo(null);
      void invalidate();
    },
  });
  const editavel = (f: FormaPagamento) => podeEditar && f.padrao === padrao;
  const origem = (f: FormaPagamento) => (f.padrao ? t('formas.padrao') : t('formas.propria'));

  const colunas: Coluna<FormaPagamento>[] = [
    {
      id: 'nome',
      rotulo: t('formas.nome'),
      csv: (f) => f.nome,
      celula: (f) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <FormaIcon icone={f.icone} />
          {f.nome}
        </Box>
      ),
    },
    {
      id: 'tipo',
      rotulo: t('formas.tipo'),
      ocultarAbaixo: 'sm',
      celula: (f) => t(`formas.tipos.${f.tipo}`),
      csv: (f) => t(`formas.tipos.${f.tipo}`),
    },
    {
      id: 'origem',
      rotulo: t('formas.origem'),
      csv: origem,
      celula: (f) => (
        <Chip size="small" label={origem(f)} color={f.padrao ? 'default' : 'primary'} variant="outlined" />
      ),
    },
  ];

  return (
    <ListPage
      titulo={title}
      acoes={
        podeEditar && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
            {padrao ? t('formas.novaPadrao') : t('formas.nova')}
          </Button>
        )
      }
      colunas={colunas}
      linhas={query.data ?? (query.isError ? [] : undefined)}
      chave={(f) => f.chave}
      carregando={query.isFetching}
      csv="formas-de-pagamento.csv"
      propsLinha={(f) => ({ sx: { opacity: f.ativo ? 1 : 0.55 } })}
      acoesDaLinha={(f) =>
        editavel(f) && (
          <>
            <IconButton size="small" aria-label={`${t('acoes.editar')} ${f.nome}`} onClick={() => setEditando(f)}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`${t('acoes.excluir')} ${f.nome}`} onClick={() => setExcluindo(f)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </>
        )
      }
    >
      <FormaDialog
        open={editando !== null}
        titulo={editando === 'nova' ? (padrao ? t('formas.novaPadrao') : t('formas.nova')) : t('formas.editar')}
        inicial={editando === 'nova' ? null : editando}
        onClose={() => setEditando(null)}
        onSubmit={async (v) => {
          await salvarForma(padrao, editando === 'nova' || editando === null ? null : editando.id, v);
          showSnackbar(t('acoes.salvo'), 'success');
          await invalidate();
        }}
      />
      <ConfirmDialog
        open={excluindo !== null}
        message={t('formas.excluirPergunta', { nome: excluindo?.nome ?? '' })}
        confirmLabel={t('acoes.excluir')}
        busy={excluir.isPending}
        onConfirm={() => excluindo && excluir.mutate(excluindo)}
        onClose={() => setExcluindo(null)}
      />
    </ListPage>
  );
}
