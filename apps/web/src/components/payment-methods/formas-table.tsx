import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import type { FormaPagamento } from '@app/shared/schemas/formas-pagamento.ts';
import { excluirForma, formasPagamentoQuery, salvarForma } from '../../api/formas-pagamento.ts';
import { keys } from '../../api/keys.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { EmptyTableText } from '../empty-table-text.tsx';
import { Page } from '../page.tsx';
import { FormaDialog } from './forma-dialog.tsx';
import { FormaIcon } from './forma-icon.tsx';

interface Props {
  title: string;
  /** true: the superadmin's standard methods; false: the business's own (the standard ones shown read-only). */
  padrao: boolean;
  podeEditar: boolean;
}

/** The payment-methods screen of both sides. A failed load shows an empty list (spec §8). */
export function FormasTable({ title, padrao, podeEditar }: Props) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery({ ...formasPagamentoQuery(), meta: { silent: true } });
  const [editando, setEditando] = useState<FormaPagamento | null | 'nova'>(null);
  const [excluindo, setExcluindo] = useState<FormaPagamento | null>(null);
  const items = (query.data?.items ?? []).filter((f) => (padrao ? f.padrao : true));
  const invalidate = () => qc.invalidateQueries({ queryKey: keys.formasPagamento.all });
  const excluir = useMutation({
    mutationFn: (f: FormaPagamento) => excluirForma(f.padrao, f.id),
    onSuccess: () => { showSnackbar(t('acoes.excluido'), 'success'); setExcluindo(null); void invalidate(); },
  });
  const editavel = (f: FormaPagamento) => podeEditar && f.padrao === padrao;

  return (
    <Page title={title} actions={podeEditar && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>{padrao ? t('cadastros.novaPadrao') : t('formas.nova')}</Button>}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('formas.nome')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('formas.tipo')}</TableCell>
              <TableCell>{t('formas.origem')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((f) => (
              <TableRow key={f.chave} sx={{ opacity: f.ativo ? 1 : 0.55 }}>
                <TableCell><span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}><FormaIcon icone={f.icone} />{f.nome}</span></TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t(`formas.tipos.${f.tipo}`)}</TableCell>
                <TableCell><Chip size="small" label={f.padrao ? t('formas.padrao') : t('formas.propria')} color={f.padrao ? 'default' : 'primary'} variant="outlined" /></TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {editavel(f) && (
                    <>
                      <IconButton size="small" aria-label={`${t('acoes.editar')} ${f.nome}`} onClick={() => setEditando(f)}><EditIcon fontSize="small" /></IconButton>
                      <IconButton size="small" aria-label={`${t('acoes.excluir')} ${f.nome}`} onClick={() => setExcluindo(f)}><DeleteIcon fontSize="small" /></IconButton>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {items.length === 0 && !query.isPending && <EmptyTableText />}
      </TableContainer>
      <FormaDialog
        open={editando !== null}
        titulo={editando === 'nova' ? (padrao ? t('cadastros.novaPadrao') : t('formas.nova')) : t('formas.editar')}
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
    </Page>
  );
}
