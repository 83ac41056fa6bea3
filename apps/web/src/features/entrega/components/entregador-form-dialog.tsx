import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { entregadorCriarSchema, type Entregador } from '@app/shared/schemas/entrega.ts';
import { errorMessage } from '@/api/problem.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSalvarEntregador } from '@/api/entregadores.ts';

interface Valores { nome: string; telefone: string; veiculo: string; placa_veiculo: string; observacoes: string; ativo: boolean; recebe_diaria: boolean; valor_diaria: string }
const CAMPOS = ['nome', 'telefone', 'veiculo', 'placa_veiculo', 'observacoes', 'valor_diaria'] as const;

/** Courier form. Spec §5: the daily value accepts a comma ("15,50"); the API stores cents and answers 15.5. */
export function EntregadorFormDialog({ entregador, open, onClose }: { entregador?: Entregador; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const salvar = useSalvarEntregador();
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Valores>({
    resolver: zodResolver(entregadorCriarSchema, undefined, { raw: true }) as never,
    defaultValues: {
      nome: entregador?.nome ?? '', telefone: entregador?.telefone_exibicao ?? '', veiculo: entregador?.veiculo ?? '', placa_veiculo: entregador?.placa_veiculo ?? '',
      observacoes: entregador?.observacoes ?? '', ativo: entregador?.ativo ?? true, recebe_diaria: entregador?.recebe_diaria ?? false,
      valor_diaria: entregador ? entregador.valor_diaria.toFixed(2).replace('.', ',') : '',
    },
  });
  const onSubmit = async (v: Valores) => {
    try {
      const dados = { ...v, telefone: v.telefone || null, veiculo: v.veiculo || null, placa_veiculo: v.placa_veiculo || null, observacoes: v.observacoes || null, valor_diaria: v.valor_diaria || 0 };
      await salvar.mutateAsync({ id: entregador?.id, dados });
      snackbar.show(t('entrega.salva'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, CAMPOS)) snackbar.show(errorMessage(error, t('comum.erroInesperado')), 'error');
    }
  };
  const campo = (name: (typeof CAMPOS)[number], label: string, size = 6, extra: object = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField label={t(label)} fullWidth {...register(name)} error={!!errors[name]} helperText={errors[name]?.message} {...extra} />
    </Grid>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={entregador ? t('entrega.editarEntregador') : t('entrega.novoEntregador')}>
        <DialogTitle>{entregador ? t('entrega.editarEntregador') : t('entrega.novoEntregador')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {campo('nome', 'entrega.nome', 12, { required: true })}
            {campo('telefone', 'entrega.telefone', 6, { inputMode: 'tel' })}
            {campo('veiculo', 'entrega.veiculo', 3)}
            {campo('placa_veiculo', 'entrega.placa', 3)}
            {campo('observacoes', 'entrega.observacoes', 12, { multiline: true })}
            <Grid size={{ xs: 6, sm: 3 }}>
              <Controller control={control} name="ativo" render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('entrega.ativoEntregador')} />} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Controller control={control} name="recebe_diaria" render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('entrega.recebeDiaria')} />} />
            </Grid>
            {campo('valor_diaria', 'entrega.valorDiaria', 5, { inputMode: 'decimal' })}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>{t('acoes.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
