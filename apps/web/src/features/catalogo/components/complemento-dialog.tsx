import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { complementoBodySchema, TIPOS_COMPLEMENTO, type Complemento } from '@app/shared/schemas/catalogo.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSalvarComplemento } from '@/api/complementos.ts';
import { errosDoServidor, validar } from './form-errors.ts';

interface Form { nome: string; tipo: 'adicional' | 'borda' | 'sabor'; min_escolhas: string; max_escolhas: string; obrigatorio: boolean }
const CAMPOS = ['nome', 'tipo', 'min_escolhas', 'max_escolhas', 'obrigatorio'] as const;

export function ComplementoDialog({ open, complemento, onClose }: { open: boolean; complemento?: Complemento; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const salvar = useSalvarComplemento();
  const { register, control, handleSubmit, reset, setError, formState: { errors } } = useForm<Form>();
  useEffect(() => {
    if (open) reset({ nome: complemento?.nome ?? '', tipo: complemento?.tipo ?? 'adicional', min_escolhas: String(complemento?.min_escolhas ?? 0), max_escolhas: String(complemento?.max_escolhas ?? 1), obrigatorio: complemento?.obrigatorio ?? false });
  }, [open, complemento, reset]);

  const onSubmit = handleSubmit(async (f) => {
    const body = validar(complementoBodySchema, { ...f, min_escolhas: Number(f.min_escolhas), max_escolhas: Number(f.max_escolhas) }, setError, CAMPOS);
    if (!body) return;
    try {
      await salvar.mutateAsync({ id: complemento?.id, body });
      snackbar.show(t('catalogo.salvo'), 'success');
      onClose();
    } catch (e) {
      const msg = errosDoServidor(e, setError, CAMPOS);
      if (msg) snackbar.show(msg, 'error');
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{complemento ? t('catalogo.complementos.editar') : t('catalogo.complementos.novo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField autoFocus label={t('catalogo.nome')} {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} />
            <Controller name="tipo" control={control} render={({ field }) => (
              <TextField select label={t('catalogo.complementos.tipo')} {...field}>
                {TIPOS_COMPLEMENTO.map((tipo) => <MenuItem key={tipo} value={tipo}>{t(`catalogo.complementos.${tipo}`)}</MenuItem>)}
              </TextField>
            )} />
            <Stack direction="row" spacing={2}>
              <TextField type="number" label={t('catalogo.complementos.min')} {...register('min_escolhas')} error={!!errors.min_escolhas} helperText={errors.min_escolhas?.message} />
              <TextField type="number" label={t('catalogo.complementos.max')} {...register('max_escolhas')} error={!!errors.max_escolhas} helperText={errors.max_escolhas?.message} />
            </Stack>
            <Controller name="obrigatorio" control={control} render={({ field }) => (
              <FormControlLabel label={t('catalogo.complementos.obrigatorio')} control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
            )} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('catalogo.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={salvar.isPending}>{t('catalogo.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
