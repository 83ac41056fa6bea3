import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { categoriaBodySchema, type Categoria } from '@app/shared/schemas/catalogo.ts';
import { useSalvarCategoria } from '@/api/categorias.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useCatalogoT } from '../i18n.ts';

/** Create (categoria undefined) or edit a category. */
export function CategoriaDialog({
  open,
  categoria,
  onClose,
}: {
  open: boolean;
  categoria?: Categoria;
  onClose: () => void;
}) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const salvar = useSalvarCategoria();
  const form = useForm({ resolver: zodResolver(categoriaBodySchema), defaultValues: { nome: '' } });
  const {
    reset,
    register,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open) reset({ nome: categoria?.nome ?? '' });
  }, [open, categoria, reset]);

  return (
    <FormDialog
      open={open}
      titulo={categoria ? t('catalogo.categorias.editar') : t('catalogo.categorias.nova')}
      form={form}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (body) => {
        await salvar.mutateAsync({ id: categoria?.id, body });
        snackbar.show(t('catalogo.salvo'), 'success');
        onClose();
      }}
    >
      <TextField
        autoFocus
        fullWidth
        label={t('catalogo.nome')}
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
      />
    </FormDialog>
  );
}
