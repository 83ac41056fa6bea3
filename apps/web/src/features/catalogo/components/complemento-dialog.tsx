import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  complementoBodySchema,
  TIPOS_COMPLEMENTO,
  type Complemento,
  type ComplementoBody,
} from '@app/shared/schemas/catalogo.ts';
import { useSalvarComplemento } from '@/api/complementos.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useCatalogoT } from '../i18n.ts';

const valores = (c?: Complemento): ComplementoBody => ({
  nome: c?.nome ?? '',
  tipo: c?.tipo ?? 'adicional',
  min_escolhas: c?.min_escolhas ?? 0,
  max_escolhas: c?.max_escolhas ?? 1,
  obrigatorio: c?.obrigatorio ?? false,
});

export function ComplementoDialog({
  open,
  complemento,
  onClose,
}: {
  open: boolean;
  complemento?: Complemento;
  onClose: () => void;
}) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const salvar = useSalvarComplemento();
  const form = useForm({ resolver: zodResolver(complementoBodySchema), defaultValues: valores() });
  const {
    register,
    control,
    reset,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open) reset(valores(complemento));
  }, [open, complemento, reset]);

  return (
    <FormDialog
      open={open}
      titulo={complemento ? t('catalogo.complementos.editar') : t('catalogo.complementos.novo')}
      form={form}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (body) => {
        await salvar.mutateAsync({ id: complemento?.id, body });
        snackbar.show(t('catalogo.salvo'), 'success');
        onClose();
      }}
    >
      <TextField
        autoFocus
        label={t('catalogo.nome')}
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
      />
      <Controller
        name="tipo"
        control={control}
        render={({ field }) => (
          <TextField select label={t('catalogo.complementos.tipo')} {...field}>
            {TIPOS_COMPLEMENTO.map((tipo) => (
              <MenuItem key={tipo} value={tipo}>
                {t(`catalogo.complementos.${tipo}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          type="number"
          label={t('catalogo.complementos.min')}
          {...register('min_escolhas', { valueAsNumber: true })}
          error={!!errors.min_escolhas}
          helperText={errors.min_escolhas?.message}
        />
        <TextField
          type="number"
          label={t('catalogo.complementos.max')}
          {...register('max_escolhas', { valueAsNumber: true })}
          error={!!errors.max_escolhas}
          helperText={errors.max_escolhas?.message}
        />
      </Stack>
      <Controller
        name="obrigatorio"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label={t('catalogo.complementos.obrigatorio')}
            control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        )}
      />
    </FormDialog>
  );
}
