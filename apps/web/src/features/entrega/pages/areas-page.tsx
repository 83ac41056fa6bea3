import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { AreaEntrega } from '@app/shared/schemas/entrega.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { areasEntregaQuery, useExcluirAreaEntrega, useSalvarAreaEntrega } from '@/api/areas-entrega.ts';
import { cidadesAtendidasQuery, useCriarCidadeAtendida, useExcluirCidadeAtendida } from '@/api/cidades-atendidas.ts';
import { errorMessage } from '@/api/problem.ts';
import { EMPTY_TABLE_TEXT_KEY } from '@/components/empty-table-text.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { AreaFormDialog } from '../components/area-form-dialog.tsx';
import { TestarEndereco } from '../components/testar-endereco.tsx';

const brl = (reais: number) => formatBRL(reaisToCentavos(reais));

/** delivery/areas (spec §2): served cities, delivery areas and the "test an address" fee resolver. */
export function AreasPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const pode = sessionHasPermission(useSession(), 'entrega.gerenciar');
  const cidades = useQuery(cidadesAtendidasQuery());
  const areas = useQuery(areasEntregaQuery());
  const salvarCidade = useCriarCidadeAtendida();
  const salvarArea = useSalvarAreaEntrega();
  const excluirCidade = useExcluirCidadeAtendida();
  const excluirArea = useExcluirAreaEntrega();
  const [novaCidade, setNovaCidade] = useState({ cidade: '', estado: '' });
  const [form, setForm] = useState<{ area?: AreaEntrega } | null>(null);
  const [apagar, setApagar] = useState<{ tipo: 'cidade' | 'area'; id: number } | null>(null);

  useEffect(() => {
    document.title = `${t('entrega.areas')} · ${t('app.nome')}`;
  }, [t]);

  const adicionarCidade = async () => {
    try {
      await salvarCidade.mutateAsync(novaCidade);
      setNovaCidade({ cidade: '', estado: '' });
    } catch (error) {
      snackbar.show(errorMessage(error, t('comum.erroInesperado')), 'error');
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{t('entrega.areas')}</Typography>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{t('entrega.cidades')}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {(cidades.data?.items ?? []).map((c) => (
                <Chip key={c.id} label={`${c.cidade}/${c.estado}`} {...(pode ? { onDelete: () => setApagar({ tipo: 'cidade', id: c.id }) } : {})} />
              ))}
              {cidades.data?.items.length === 0 && <Typography color="text.secondary">{t(EMPTY_TABLE_TEXT_KEY)}</Typography>}
            </Stack>
            {pode && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField size="small" label={t('entrega.cidade')} value={novaCidade.cidade} onChange={(e) => setNovaCidade((s) => ({ ...s, cidade: e.target.value }))} />
                <TextField size="small" label={t('entrega.estado')} value={novaCidade.estado} onChange={(e) => setNovaCidade((s) => ({ ...s, estado: e.target.value }))} slotProps={{ htmlInput: { maxLength: 2 } }} sx={{ width: { sm: 80 } }} />
                <Button onClick={() => void adicionarCidade()} disabled={!novaCidade.cidade || !novaCidade.estado}>{t('entrega.novaCidade')}</Button>
              </Stack>
            )}
          </CardContent>
        </Card>

        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">{t('entrega.areas')}</Typography>
            {pode && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>{t('entrega.novaArea')}</Button>}
          </Stack>
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('entrega.areas')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('entrega.nome')}</TableCell>
                    <TableCell>{t('entrega.cobertura')}</TableCell>
                    <TableCell>{t('entrega.taxaEntrega')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('entrega.tempoEstimado')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('entrega.pedidoMinimo')}</TableCell>
                    <TableCell>{t('entrega.ativo')}</TableCell>
                    {pode && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {areas.data?.items.length === 0 && <TableRow><TableCell colSpan={7} align="center">{t(EMPTY_TABLE_TEXT_KEY)}</TableCell></TableRow>}
                  {areas.data?.items.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell>{a.nome}{a.cidade ? ` (${a.cidade})` : ''}</TableCell>
                      <TableCell>{[a.bairros.join(', '), a.raio_km ? t('entrega.raio', { km: a.raio_km }) : ''].filter(Boolean).join(' · ')}</TableCell>
                      <TableCell>{brl(a.taxa_entrega)}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{a.tempo_estimado != null ? `${a.tempo_estimado} min` : '-'}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{brl(a.pedido_minimo)}</TableCell>
                      <TableCell>
                        <Switch checked={a.ativo} disabled={!pode} slotProps={{ input: { 'aria-label': `${t('entrega.ativo')} ${a.nome}` } }}
                          onChange={(e) => salvarArea.mutate({ id: a.id, dados: { ativo: e.target.checked } })} />
                      </TableCell>
                      {pode && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <IconButton aria-label={`${t('acoes.editar')} ${a.nome}`} onClick={() => setForm({ area: a })}><EditIcon /></IconButton>
                          <IconButton aria-label={`${t('acoes.excluir')} ${a.nome}`} onClick={() => setApagar({ tipo: 'area', id: a.id })}><DeleteIcon /></IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        </Box>

        <TestarEndereco areas={areas.data?.items ?? []} />
      </Stack>

      {form && <AreaFormDialog open area={form.area} cidades={cidades.data?.items ?? []} onClose={() => setForm(null)} />}
      <ConfirmDialog open={!!apagar} busy={excluirCidade.isPending || excluirArea.isPending}
        title={apagar?.tipo === 'cidade' ? t('entrega.excluirCidade') : t('entrega.excluirArea')}
        message={apagar?.tipo === 'cidade' ? t('entrega.excluirCidadeTexto') : t('entrega.excluirAreaTexto')}
        onClose={() => setApagar(null)}
        onConfirm={() => {
          if (!apagar) return;
          const m = apagar.tipo === 'cidade' ? excluirCidade : excluirArea;
          m.mutate(apagar.id, { onSuccess: () => setApagar(null) });
        }} />
    </Box>
  );
}

export const Component = AreasPage;
