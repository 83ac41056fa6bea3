import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Entregador } from '@app/shared/schemas/entrega.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { EMPTY_TABLE_TEXT_KEY } from '@/components/empty-table-text.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { entregadoresQuery, useExcluirEntregador } from '@/api/entregadores.ts';
import { EntregadorFormDialog } from '../components/entregador-form-dialog.tsx';

/** delivery/personnel (spec §2): couriers. */
export function EntregadoresPage() {
  const { t } = useTranslation();
  const pode = sessionHasPermission(useSession(), 'entrega.gerenciar');
  const lista = useQuery(entregadoresQuery());
  const excluir = useExcluirEntregador();
  const [form, setForm] = useState<{ entregador?: Entregador } | null>(null);
  const [apagar, setApagar] = useState<number | null>(null);
  useEffect(() => {
    document.title = `${t('entrega.entregadores')} · ${t('app.nome')}`;
  }, [t]);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">{t('entrega.entregadores')}</Typography>
        {pode && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>{t('entrega.novoEntregador')}</Button>}
      </Stack>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('entrega.entregadores')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('entrega.nome')}</TableCell>
                <TableCell>{t('entrega.telefone')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('entrega.veiculo')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('entrega.placa')}</TableCell>
                <TableCell>{t('entrega.diaria')}</TableCell>
                <TableCell>{t('entrega.ativoEntregador')}</TableCell>
                {pode && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data?.items.length === 0 && <TableRow><TableCell colSpan={7} align="center">{t(EMPTY_TABLE_TEXT_KEY)}</TableCell></TableRow>}
              {lista.data?.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{e.nome}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.telefone_exibicao ?? '-'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{e.veiculo ?? '-'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{e.placa_veiculo ?? '-'}</TableCell>
                  <TableCell>{e.recebe_diaria ? formatBRL(reaisToCentavos(e.valor_diaria)) : t('entrega.nao')}</TableCell>
                  <TableCell>{e.ativo ? t('entrega.sim') : t('entrega.nao')}</TableCell>
                  {pode && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`${t('acoes.editar')} ${e.nome}`} onClick={() => setForm({ entregador: e })}><EditIcon /></IconButton>
                      <IconButton aria-label={`${t('acoes.excluir')} ${e.nome}`} onClick={() => setApagar(e.id)}><DeleteIcon /></IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {form && <EntregadorFormDialog open entregador={form.entregador} onClose={() => setForm(null)} />}
      <ConfirmDialog open={apagar !== null} title={t('entrega.excluirEntregador')} message={t('entrega.excluirEntregadorTexto')} busy={excluir.isPending}
        onClose={() => setApagar(null)} onConfirm={() => apagar !== null && excluir.mutate(apagar, { onSuccess: () => setApagar(null) })} />
    </Box>
  );
}

export const Component = EntregadoresPage;
