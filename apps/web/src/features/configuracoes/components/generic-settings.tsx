import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { TIPOS_CONFIGURACAO, valorCompativel } from '@app/shared/domain/configuracoes.ts';
import { CHAVE_REGEX, VALOR_INCOMPATIVEL, type Configuracao } from '@app/shared/schemas/configuracoes.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { keys } from '@/api/keys.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { applyServerErrors } from '@/lib/form-errors.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { configuracoesQuery, excluirConfiguracao, salvarConfiguracao } from '@/api/configuracoes.ts';

const schema = z.object({
  chave: z.string().trim().min(1, MSG.obrigatorio).max(64, MSG.max(64)).regex(CHAVE_REGEX, MSG.formato),
  valor: z.string().max(10_000, MSG.max(10_000)),
  tipo: z.enum(TIPOS_CONFIGURACAO),
}).superRefine((c, ctx) => {
  if (!valorCompativel(c.tipo, c.valor)) ctx.addIssue({ code: 'custom', path: ['valor'], message: VALOR_INCOMPATIVEL });
});
type Values = z.infer<typeof schema>;

/** Generic settings (chave, valor, tipo) that later features read. */
export function GenericSettings() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery(configuracoesQuery());
  const [editando, setEditando] = useState<Configuracao | 'nova' | null>(null);
  const [excluindo, setExcluindo] = useState<Configuracao | null>(null);
  const { register, handleSubmit, reset, watch, setValue, setError, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { chave: '', valor: '', tipo: 'texto' } });
  useEffect(() => {
    if (editando) reset(editando === 'nova' ? { chave: '', valor: '', tipo: 'texto' } : { chave: editando.chave, valor: editando.valor, tipo: editando.tipo });
  }, [editando, reset]);
  const invalidate = () => qc.invalidateQueries({ queryKey: keys.configuracoes.all });
  const excluir = useMutation({ mutationFn: (c: Configuracao) => excluirConfiguracao(c.id), onSuccess: () => { setExcluindo(null); showSnackbar(t('acoes.excluido'), 'success'); void invalidate(); } });
  const submit = handleSubmit(async (v) => {
    try {
      await salvarConfiguracao(editando === 'nova' || editando === null ? null : editando.id, v);
      setEditando(null);
      showSnackbar(t('acoes.salvo'), 'success');
      await invalidate();
    } catch (err) {
      if (!applyServerErrors(err, setError, ['chave', 'valor', 'tipo'])) throw err;
    }
  });
  const items = query.data?.items ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{t('configuracoes.gerais')}</Typography>
          <Button onClick={() => setEditando('nova')}>{t('configuracoes.nova')}</Button>
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead><TableRow><TableCell>{t('configuracoes.chave')}</TableCell><TableCell>{t('configuracoes.valor')}</TableCell><TableCell>{t('configuracoes.tipo')}</TableCell><TableCell /></TableRow></TableHead>
            <TableBody>
              {items.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{c.chave}</TableCell>
                  <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.valor}</TableCell>
                  <TableCell>{t(`configuracoes.tipos.${c.tipo}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={`${t('acoes.editar')} ${c.chave}`} onClick={() => setEditando(c)}><EditIcon fontSize="small" /></IconButton>
                    <IconButton size="small" aria-label={`${t('acoes.excluir')} ${c.chave}`} onClick={() => setExcluindo(c)}><DeleteIcon fontSize="small" /></IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {items.length === 0 && !query.isPending && <EmptyTableText />}
        </Box>
      </CardContent>
      <Dialog open={editando !== null} onClose={() => setEditando(null)} fullWidth maxWidth="sm">
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogTitle>{editando === 'nova' ? t('configuracoes.nova') : t('configuracoes.editar')}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
            <TextField label={t('configuracoes.chave')} {...register('chave')} error={!!errors.chave} helperText={errors.chave?.message} />
            <TextField select label={t('configuracoes.tipo')} value={watch('tipo')} onChange={(e) => setValue('tipo', e.target.value as Values['tipo'])}>
              {TIPOS_CONFIGURACAO.map((x) => <MenuItem key={x} value={x}>{t(`configuracoes.tipos.${x}`)}</MenuItem>)}
            </TextField>
            <TextField label={t('configuracoes.valor')} multiline minRows={2} {...register('valor')} error={!!errors.valor} helperText={errors.valor?.message} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditando(null)}>{t('acoes.cancelar')}</Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>{t('acoes.salvar')}</Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog open={excluindo !== null} message={t('configuracoes.excluirPergunta', { chave: excluindo?.chave ?? '' })} confirmLabel={t('acoes.excluir')}
        busy={excluir.isPending} onConfirm={() => excluindo && excluir.mutate(excluindo)} onClose={() => setExcluindo(null)} />
    </Card>
  );
}
