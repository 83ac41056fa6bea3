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
import type { Cupom } from '@app/shared/schemas/cupons.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { formatDate } from '@app/shared/domain/dates.ts';
import { EMPTY_TABLE_TEXT_KEY } from '@/components/empty-table-text.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { cuponsQuery, useExcluirCupom } from '@/api/cupons.ts';
import { CupomFormDialog } from '../components/cupom-form-dialog.tsx';
import { TestarCupom } from '../components/testar-cupom.tsx';

/** business/coupons (spec §2): coupons and a tester that applies the shared validation rule. */
export function CuponsPage() {
  const { t } = useTranslation();
  const lista = useQuery(cuponsQuery());
  const excluir = useExcluirCupom();
  const [form, setForm] = useState<{ cupom?: Cupom } | null>(null);
  const [apagar, setApagar] = useState<number | null>(null);
  useEffect(() => {
    document.title = `${t('cupons.titulo')} · ${t('app.nome')}`;
  }, [t]);

  const valor = (c: Cupom) => (c.tipo === 'percentual' ? `${String(c.valor).replace('.', ',')} %` : c.tipo === 'valor_fixo' ? formatBRL(reaisToCentavos(c.valor)) : t('cupons.tipos.frete_gratis'));
  const validade = (c: Cupom) => (c.validade_inicio || c.validade_fim ? `${formatDate(c.validade_inicio)} → ${formatDate(c.validade_fim)}` : '-');

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">{t('cupons.titulo')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>{t('cupons.novo')}</Button>
      </Stack>
      <Stack spacing={3}>
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('cupons.titulo')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('cupons.codigo')}</TableCell>
                  <TableCell>{t('cupons.valor')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('cupons.pedidoMinimo')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('cupons.validade')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('cupons.usos')}</TableCell>
                  <TableCell>{t('cupons.ativo')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {lista.data?.items.length === 0 && <TableRow><TableCell colSpan={7} align="center">{t(EMPTY_TABLE_TEXT_KEY)}</TableCell></TableRow>}
                {lista.data?.items.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell><strong>{c.codigo}</strong>{c.descricao ? <Typography variant="body2" color="text.secondary">{c.descricao}</Typography> : null}</TableCell>
                    <TableCell>{valor(c)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatBRL(reaisToCentavos(c.pedido_minimo))}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{validade(c)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{`${c.usos}${c.limite_total != null ? ` / ${c.limite_total}` : ''}`}</TableCell>
                    <TableCell>{c.ativo ? t('entrega.sim') : t('entrega.nao')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`${t('acoes.editar')} ${c.codigo}`} onClick={() => setForm({ cupom: c })}><EditIcon /></IconButton>
                      <IconButton aria-label={`${t('acoes.excluir')} ${c.codigo}`} onClick={() => setApagar(c.id)}><DeleteIcon /></IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
        <TestarCupom cupons={lista.data?.items ?? []} />
      </Stack>
      {form && <CupomFormDialog open cupom={form.cupom} onClose={() => setForm(null)} />}
      <ConfirmDialog open={apagar !== null} title={t('cupons.excluirTitulo')} message={t('cupons.excluirTexto')} busy={excluir.isPending}
        onClose={() => setApagar(null)} onConfirm={() => apagar !== null && excluir.mutate(apagar, { onSuccess: () => setApagar(null) })} />
    </Box>
  );
}

export const Component = CuponsPage;
