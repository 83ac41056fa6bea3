import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { categoriaBodySchema, type Categoria } from '@app/shared/schemas/catalogo.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSalvarCategoria } from '@/api/categorias.ts';
import { errosDoServidor, validar } from './form-errors.ts';

const CAMPOS = ['nome'] as const;

/** Create (categoria undefined) or edit a category. */
export function CategoriaDialog({ open, categoria, onClose }: { open: boolean; categoria?: Categoria; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const salvar = useSalvarCategoria();
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<{ nome: string }>({ defaultValues: { nome: '' } });
  useEffect(() => { if (open) reset({ nome: categoria?.nome ?? '' }); }, [open, categoria, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const body = validar(categoriaBodySchema, v, setError, CAMPOS);
    if (!body) return;
    try {
      await salvar.mutateAsync({ id: categoria?.id, body });
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
        <DialogTitle>{categoria ? t('catalogo.categorias.editar') : t('catalogo.categorias.nova')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={t('catalogo.nome')} {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('catalogo.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={salvar.isPending}>{t('catalogo.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
